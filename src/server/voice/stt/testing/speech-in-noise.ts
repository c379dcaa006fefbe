// Two spoken sentences (Flite) placed in light, steady noise: the input the Silero tests and the room test share.
import { createFliteTts } from '../../tts/flite';
import { float32ToInt16 } from '../../../../protocol/pcm16';
import { rms } from '../../tts/pcm';

export const RATE = 16_000;
export const SENTENCES = ['I have had a bad headache since Monday morning.', 'It gets worse in the evening.'];
export const PLACED_AT_MS = [1_000, 7_000];
const TOTAL_MS = 13_000;

/** Light, steady noise (RMS about 0.03, above the old energy threshold): a fan, a busy line. Seeded, so repeatable. */
export function noise(length: number, level = 0.03): Float64Array {
  let seed = 12345;
  const uniform = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * 2 - 1;
  return Float64Array.from({ length }, () => uniform() * level * Math.sqrt(3));
}

/** Where a clean recording is audible: the first and last 10 ms window louder than a whisper. */
function audibleSpanMs(samples: Int16Array): [number, number] {
  const window = RATE / 100;
  let first = -1;
  let last = -1;
  for (let at = 0; at + window <= samples.length; at += window) {
    if (rms(samples.subarray(at, at + window)) > 0.02) {
      if (first < 0) first = at;
      last = at + window;
    }
  }
  return [(first / RATE) * 1000, (last / RATE) * 1000];
}

/** The mix as 16 kHz PCM16, and where each sentence is audible in it (milliseconds). */
export async function speechInNoise(): Promise<{ samples: Int16Array; truthMs: [number, number][] }> {
  const tts = createFliteTts({ workers: 1 });
  try {
    const background = noise((TOTAL_MS / 1000) * RATE);
    const truthMs: [number, number][] = [];
    for (const [i, sentence] of SENTENCES.entries()) {
      const speech = await tts.synthesize(sentence);
      const offset = (PLACED_AT_MS[i]! / 1000) * RATE;
      for (let s = 0; s < speech.length; s++) background[offset + s]! += speech[s]! / 32768;
      const [start, end] = audibleSpanMs(speech);
      truthMs.push([PLACED_AT_MS[i]! + start, PLACED_AT_MS[i]! + end]);
    }
    return { samples: float32ToInt16(background), truthMs };
  } finally {
    await tts.close();
  }
}
