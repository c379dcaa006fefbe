/** One figure a benchmark prints: what was measured, its value, and the target it is held to. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** e.g. '<= 2 ms'; printed beside the figure so a reader can judge it. */
  target?: string;
}

export function printFigures(figures: BenchFigure[]) {
  for (const f of figures) {
    const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(3);
    console.log(`${f.name}: ${value} ${f.unit}${f.target ? `  (target ${f.target})` : ''}`);
  }
}
