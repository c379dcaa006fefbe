// The learned layer: a logistic model over the patient's words that estimates how likely what they have
// described is an emergency, trained on the dev corpus by scripts/train-emergency-model.ts. It never lowers
// urgency and never replaces a red flag: the intake consults it only when no rule has found one.
import MODEL from './emergency-model.json';
import { featuresOf } from './text-features';

export interface EmergencyModel {
  bias: number;
  /** [bucket, weight] pairs; buckets not listed weigh nothing. */
  weights: [number, number][];
}

const weightOf = new Map((MODEL as EmergencyModel).weights);

/** The probability that this text describes an emergency, by the given model (the committed one by default). */
export function emergencyProbability(text: string, model: EmergencyModel = MODEL as EmergencyModel): number {
  const weights = model === MODEL ? weightOf : new Map(model.weights);
  const features = featuresOf(text);
  if (features.length === 0) return 0;
  const scale = 1 / Math.sqrt(features.length);
  let z = model.bias;
  for (const bucket of features) z += (weights.get(bucket) ?? 0) * scale;
  return 1 / (1 + Math.exp(-z));
}
