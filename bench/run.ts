// `npm run bench`: every benchmark in turn, each printing its figures beside its target.
import { printFigures, type BenchFigure } from './figure';

const benches: Record<string, () => Promise<{ default: () => Promise<BenchFigure[]> }>> = {
  bundle: () => import('./bundle'),
  report: () => import('./report'),
  tts: () => import('./tts'),
  vad: () => import('./vad'),
  sessions: () => import('./sessions'),
};

const only = process.argv.slice(2);
for (const [name, load] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  const { default: run } = await load();
  printFigures(await run());
}
