// Training the learned layer: logistic regression by stochastic gradient descent over hashed text features,
// with a fixed, seeded order so that the same corpus always gives the same model. Pure; no I/O.
import type { EmergencyModel } from './emergency-model';
import { featuresOf } from './text-features';

export interface Example {
  text: string;
  emergency: boolean;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty per step. */
  l2: number;
  /** Weights smaller than this are dropped from the saved model. */
  prune: number;
  seed: number;
}

export const TRAINING: TrainingOptions = { epochs: 40, learningRate: 0.5, l2: 1e-5, prune: 1e-3, seed: 7 };

/** A small deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainEmergencyModel(
  examples: readonly Example[],
  options: TrainingOptions = TRAINING,
): EmergencyModel {
  const rows = examples.map((e) => ({ features: featuresOf(e.text), y: e.emergency ? 1 : 0 }));
  const weights = new Map<number, number>();
  let bias = 0;
  const next = random(options.seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = options.learningRate / (1 + epoch * 0.1);
    for (const index of order) {
      const { features, y } = rows[index]!;
      if (features.length === 0) continue;
      const scale = 1 / Math.sqrt(features.length);
      let z = bias;
      for (const f of features) z += (weights.get(f) ?? 0) * scale;
      const gradient = 1 / (1 + Math.exp(-z)) - y;
      bias -= rate * gradient;
      for (const f of features) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - rate * (gradient * scale + options.l2 * w));
      }
    }
  }
  const kept = [...weights]
    .filter(([, w]) => Math.abs(w) >= options.prune)
    .map(([bucket, w]) => [bucket, Math.round(w * 1e4) / 1e4] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  return { bias: Math.round(bias * 1e4) / 1e4, weights: kept };
}
