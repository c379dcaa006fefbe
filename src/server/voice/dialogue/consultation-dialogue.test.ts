import { describe, expect, it } from 'vitest';
import { createBuiltInDialogue, createLlmDialogue, type DoctorReply } from './consultation-dialogue';
import type { DialogueTurn, OpenAiChatDialogue } from './openai-chat';

async function said(reply: DoctorReply): Promise<string[]> {
  const sentences: string[] = [];
  for await (const sentence of reply.sentences) sentences.push(sentence);
  return sentences;
}

// The hosted model is replaced at its boundary: a scripted OpenAI-compatible dialogue.
function scriptedLlm(
  behaviour: (history: readonly DialogueTurn[]) => string[] | Error,
): OpenAiChatDialogue & { calls: DialogueTurn[][] } {
  const calls: DialogueTurn[][] = [];
  return {
    calls,
    reply: (history) =>
      (async function* () {
        calls.push(history.map((turn) => ({ ...turn })));
        const outcome = behaviour(history);
        if (outcome instanceof Error) throw outcome;
        yield* outcome;
      })(),
  };
}

const signal = () => new AbortController().signal;

describe('the built-in dialogue', () => {
  it('opens, replies, and reports its triage', async () => {
    const dialogue = createBuiltInDialogue(() => new Date('2026-11-21T10:00:00Z'));
    expect((await said(dialogue.opening())).join(' ')).toMatch(/AI/);
    expect((await said(dialogue.reply('I have a sore throat', signal()))).length).toBeGreaterThan(0);
    const emergency = await said(
      dialogue.reply('I suddenly cannot move my left arm and my face is drooping', signal()),
    );
    expect(emergency.join(' ')).toMatch(/emergency/i);
    expect(dialogue.outcome().urgency).toBe('emergency');
  });
});

describe('an LLM dialogue behind the red-flag guard', () => {
  it('speaks what the model writes and gives it what the doctor actually said', async () => {
    const llm = scriptedLlm(() => ['How long have you had it?']);
    const dialogue = createLlmDialogue({ llm });
    dialogue.recordSpoken('Hello, what brings you in?');
    expect(await said(dialogue.reply('I have a cough', signal()))).toEqual(['How long have you had it?']);
    expect(llm.calls[0]).toEqual([
      { role: 'assistant', text: 'Hello, what brings you in?' },
      { role: 'user', text: 'I have a cough' },
    ]);
  });

  it('answers an emergency itself, never leaving it to the model', async () => {
    const llm = scriptedLlm(() => ['Let us talk about your diet.']);
    const dialogue = createLlmDialogue({ llm });
    const reply = await said(
      dialogue.reply('I have crushing chest pain spreading to my jaw and I am sweating', signal()),
    );
    expect(reply.join(' ')).toMatch(/emergency/i);
    expect(llm.calls).toHaveLength(0);
    expect(dialogue.outcome().urgency).toBe('emergency');
    expect(dialogue.outcome().redFlags.length).toBeGreaterThan(0);
  });

  it('falls back to the built-in doctor when the model fails, so the patient still hears a reply', async () => {
    let fallbacks = 0;
    const llm = scriptedLlm(() => new Error('model down'));
    const dialogue = createLlmDialogue({ llm, onFallback: () => fallbacks++ });
    const first = await said(dialogue.reply('I have had a headache since yesterday', signal()));
    expect(first.length).toBeGreaterThan(0);
    expect(fallbacks).toBe(1);
    const second = await said(dialogue.reply('about six out of ten', signal()));
    expect(second.length).toBeGreaterThan(0);
    expect(llm.calls).toHaveLength(1);
  });
});
