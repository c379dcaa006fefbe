// Chest pain, as the registry gathers it: how it is recognised and asked about (complaint.ts), what it may be
// and the advice (advice.ts), and its own red flag (red-flags.ts).
import { complaint } from './complaint';
import { conditions } from './advice';
import { concepts } from './red-flags';

export { cardiacChestPain } from './red-flags';

export const chestPain = { complaint, conditions, concepts };
