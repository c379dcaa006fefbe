// How long building the consultation report takes for a long consultation (200 transcript lines).
import { buildReport } from '../src/domain/report';
import type { BenchFigure } from './figure';

const RUNS = 200;
const WARM_UP_RUNS = 50;

// A realistic exchange, repeated with variations up to 200 lines: questions, speech-recognition replies
// with fillers and denials, and an LLM-style summary with advice and safety-netting at the end.
const exchange = [
  'Doctor: Thanks for that. Can you tell me a bit more about how it feels and where exactly it is?',
  "You: um it's like a pressure across my forehead and uh sometimes behind my eyes you know",
  'Doctor: I see. Have you noticed any other symptoms, such as fever, a stiff neck, a rash or sensitivity to light?',
  "You: no rash and no stiff neck but i've been feeling a bit sick and tired all the time",
  'Doctor: How severe would you say it is on a scale from 0 to 10, and does anything make it better or worse?',
  'You: maybe a six out of ten, it gets worse when i look at my screen for a long time and better when i lie down',
  'Doctor: Do you have any medical conditions, take any regular medicines, or have any allergies?',
  "You: I have mild asthma and use an inhaler, no allergies that I know of, and I've taken paracetamol twice",
];

function longTranscript(lines: number): string[] {
  const transcript = [
    "Doctor: Hello, I'm the Carelune AI doctor assistant. What brings you in today?",
    "You: I've had a really bad headache since yesterday morning and my neck feels a bit tight",
  ];
  for (let round = 0; transcript.length < lines - 2; round++) {
    for (const line of exchange) if (transcript.length < lines - 2) transcript.push(`${line} (${round})`);
  }
  transcript.push(
    'Doctor: To summarise, you have had a tension-type headache since yesterday morning, most likely a tension headache. ' +
      'My advice is to rest, drink plenty of fluids, take paracetamol or ibuprofen as directed, and take regular breaks from screens. ' +
      'For follow-up, book a routine appointment with your GP if it is not better within a week, and seek help urgently if you develop a fever, a stiff neck or confusion.',
    'You: okay thank you so much',
  );
  return transcript;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export default async function reportBenchmark(): Promise<BenchFigure[]> {
  const transcript = longTranscript(200);
  // Every run reads a transcript it has not seen, so no reading remembered from an earlier run can help.
  const variant = (run: number) => [...transcript.slice(0, -1), `You: okay thank you so much (${run})`];
  const now = new Date('2026-11-21T10:00:00Z');
  for (let i = 0; i < WARM_UP_RUNS; i++) buildReport(variant(-i - 1), now);
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lines = variant(i);
    const start = performance.now();
    buildReport(lines, now);
    timings.push(performance.now() - start);
  }
  return [
    {
      name: 'report builder, 200-line transcript, median',
      value: median(timings),
      unit: 'ms',
      target: '<= 2 ms',
    },
  ];
}
