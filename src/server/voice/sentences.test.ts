import { describe, expect, it } from 'vitest';
import { createSentenceSplitter, streamSentences } from './sentences';

/** Feeds the chunks and records, for each chunk, the sentences it completed. */
function split(chunks: string[]): { perChunk: string[][]; atEnd: string[] } {
  const splitter = createSentenceSplitter();
  const perChunk = chunks.map((chunk) => splitter.push(chunk));
  return { perChunk, atEnd: splitter.end() };
}

function sentencesOf(text: string): string[] {
  const { perChunk, atEnd } = split([...text]); // one character at a time: the hardest streaming case
  return [...perChunk.flat(), ...atEnd];
}

describe('createSentenceSplitter', () => {
  it('releases a sentence as soon as the next one begins, without waiting for the stream to end', () => {
    const { perChunk, atEnd } = split(['I see', '. How long', ' has it', ' hurt?', ' Any fever', '?']);
    expect(perChunk).toEqual([[], ['I see.'], [], [], ['How long has it hurt?'], []]);
    expect(atEnd).toEqual(['Any fever?']);
  });

  it('does not end a sentence at titles, e.g./i.e., decimals or a lower-case continuation', () => {
    expect(
      sentencesOf(
        'Dr. Smith will see you. Take 1.5 tablets, e.g. with food, i.e. twice a day. Avoid coffee, tea, etc. and rest.',
      ),
    ).toEqual([
      'Dr. Smith will see you.',
      'Take 1.5 tablets, e.g. with food, i.e. twice a day.',
      'Avoid coffee, tea, etc. and rest.',
    ]);
  });

  it('ends at question and exclamation marks, keeping closing quotes and runs like ?!', () => {
    expect(sentencesOf('Really?! That must hurt! She said "call us." Then rest.')).toEqual([
      'Really?!',
      'That must hurt!',
      'She said "call us."',
      'Then rest.',
    ]);
  });

  it('treats a line break as a sentence break and tidies whitespace', () => {
    expect(sentencesOf('  Drink water\n\nRest   well  \n')).toEqual(['Drink water', 'Rest well']);
  });

  it('flushes an unfinished remainder at the end, and nothing when there is none', () => {
    expect(split(['Call us if it gets worse']).atEnd).toEqual(['Call us if it gets worse']);
    expect(split(['Done. ']).atEnd).toEqual(['Done.']);
    expect(split([]).atEnd).toEqual([]);
  });
});

describe('streamSentences', () => {
  it('turns an async stream of tokens into sentences', async () => {
    async function* tokens() {
      yield* ['Hello', '. I am', ' the doctor', '. What brings', ' you in?'];
    }
    const sentences: string[] = [];
    for await (const sentence of streamSentences(tokens())) sentences.push(sentence);
    expect(sentences).toEqual(['Hello.', 'I am the doctor.', 'What brings you in?']);
  });
});
