// The doctor's dialogue through an OpenAI-compatible streaming chat completion
// (DOCTOR_LLM_BASE_URL, DOCTOR_LLM_MODEL, DOCTOR_LLM_API_KEY), spoken sentence by sentence.
import { z } from 'zod';
import { postToService, VoiceServiceError, type FetchLike } from '../openai-compatible';
import { streamSentences } from '../sentences';
import { readSseData } from './openai-chat-sse';

export interface DialogueTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface OpenAiChatDialogue {
  /** The doctor's next reply to the conversation so far, one sentence at a time as the model writes it. */
  reply(history: readonly DialogueTurn[], signal?: AbortSignal): AsyncIterable<string>;
}

export interface OpenAiChatDialogueOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  systemPrompt: string;
  fetch?: FetchLike;
}

const SERVICE = 'Doctor LLM';

const completionChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })).nullish(),
  error: z.unknown().optional(),
});

export function createOpenAiChatDialogue(options: OpenAiChatDialogueOptions): OpenAiChatDialogue {
  async function* tokens(history: readonly DialogueTurn[], signal?: AbortSignal): AsyncGenerator<string> {
    const messages = [
      { role: 'system', content: options.systemPrompt },
      ...history.map((turn) => ({ role: turn.role, content: turn.text })),
    ];
    const response = await postToService({
      service: SERVICE,
      baseUrl: options.baseUrl,
      path: '/v1/chat/completions',
      apiKey: options.apiKey,
      body: JSON.stringify({ model: options.model, messages, stream: true }),
      signal,
      fetch: options.fetch,
    });
    if (!response.body) throw new VoiceServiceError(`${SERVICE} returned an empty stream`);
    for await (const data of readSseData(response.body)) {
      if (data === '[DONE]') return;
      const token = contentOf(data);
      if (token) yield token;
    }
  }

  return { reply: (history, signal) => streamSentences(tokens(history, signal)) };
}

function contentOf(data: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined; // one garbled event loses a token at worst; dropping the whole reply would be worse
  }
  const chunk = completionChunk.safeParse(json);
  if (!chunk.success) return undefined;
  if (chunk.data.error !== undefined) throw new VoiceServiceError(`${SERVICE} reported an error mid-stream`);
  return chunk.data.choices?.[0]?.delta?.content ?? undefined;
}
