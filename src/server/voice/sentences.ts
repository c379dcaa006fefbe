// Cuts a reply streamed token by token into sentences, so each can be spoken as soon as it is complete.
import { ABBREVIATIONS } from '../../domain/language';

export interface SentenceSplitter {
  /** Adds streamed text; returns the sentences it completed, in order. */
  push(chunk: string): string[];
  /** Ends the stream; returns whatever is left as a last sentence. */
  end(): string[];
}

const TERMINATORS = new Set(['.', '!', '?', '…']);
/** Closing quotes and brackets stay with the sentence they close. */
const CLOSERS = new Set(['"', "'", ')', ']', '”', '’', '»']);

export function createSentenceSplitter(): SentenceSplitter {
  let pending = '';

  function drain(ended: boolean): string[] {
    const sentences: string[] = [];
    for (
      let end = findSentenceEnd(pending, ended);
      end !== undefined;
      end = findSentenceEnd(pending, ended)
    ) {
      const sentence = tidy(pending.slice(0, end));
      if (sentence) sentences.push(sentence);
      pending = pending.slice(end);
    }
    return sentences;
  }

  return {
    push(chunk) {
      pending += chunk;
      return drain(false);
    },
    end() {
      const sentences = drain(true);
      const rest = tidy(pending);
      pending = '';
      return rest ? [...sentences, rest] : sentences;
    },
  };
}

/** Sentences of a streamed reply, each yielded as soon as it ends. */
export async function* streamSentences(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  const splitter = createSentenceSplitter();
  for await (const chunk of chunks) yield* splitter.push(chunk);
  yield* splitter.end();
}

/**
 * Index just past the first complete sentence in `text`, or undefined when more text is needed to tell.
 * `ended` means no more text will come, so the end of `text` counts as a break.
 */
function findSentenceEnd(text: string, ended: boolean): number | undefined {
  for (let start = 0; start < text.length; start++) {
    const char = text[start]!;
    if (char === '\n') {
      if (text.slice(0, start).trim()) return start;
      continue;
    }
    if (!TERMINATORS.has(char)) continue;

    let end = start + 1;
    while (end < text.length && (TERMINATORS.has(text[end]!) || CLOSERS.has(text[end]!))) end++;
    if (end === text.length) return ended ? end : undefined;
    const run = text.slice(start, end);
    const before = text.slice(0, start);
    start = end - 1;
    // '1.5', 'e.g.,' and 'example.com' go on.
    if (!/\s/.test(text[end]!)) continue;
    if (run.includes('?') || run.includes('!')) return end;

    // A full stop: not after an abbreviation, nor when the text goes on in lower case ('etc. and').
    if (ABBREVIATIONS.has(lastWord(before))) continue;
    const next = text.slice(end).search(/\S/);
    if (next < 0) return ended ? end : undefined;
    if (/\p{Ll}/u.test(text[end + next]!)) continue;
    return end;
  }
  return undefined;
}

function lastWord(text: string): string {
  const words = text.trimEnd().split(/\s+/);
  return (words[words.length - 1] ?? '').replace(/^[("'“‘[]+/, '').toLowerCase();
}

function tidy(sentence: string): string {
  return sentence.replace(/\s+/g, ' ').trim();
}
