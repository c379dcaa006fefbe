// A red flag for every patient, whatever the presentation: what was described reads like an emergency, though
// no single warning sign was named. The signs it is read from, and what the doctor says at once.
import type { RedFlagDefinition } from '../../red-flags';

export const possibleEmergency = {
  id: 'possible-emergency',
  label: 'What was described reads like an emergency, though no single warning sign was named',
  readings: [
    {
      // Raised by the learned layer (learned/emergency-model.ts), never by concepts.
      anyOf: [],
    },
  ],
  emergency: {
    condition: 'a serious problem',
    why: 'the way you describe it sounds serious enough that it should not wait',
    meanwhile:
      'stay where you are, keep your phone with you, and tell the call handler everything you told me',
  },
} as const satisfies RedFlagDefinition;
