// A red or sticky eye, as the registry gathers it: how it is recognised and asked about (complaint.ts), what
// it may be and the advice (advice.ts), and its own red flag (red-flags.ts).
import { complaint } from './complaint';
import { conditions } from './advice';
import { concepts } from './red-flags';

export { orbitalCellulitis, penetratingEyeInjury, suddenVisionLoss } from './red-flags';

export const eye = { complaint, conditions, concepts };
