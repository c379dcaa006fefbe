// Symptoms the doctor does not place: what it may turn out to be, with the impression, the self-care advice,
// the usual urgency and what raises it, and the safety-netting.
import { pregnantOrMaybe, severityAtLeast } from '../../facts';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  unspecified: {
    id: 'unspecified',
    impression: null,
    impressionSentence: "I can't say for certain what's causing this without an examination.",
    cues: [],
    advice: `rest, drink plenty of fluids, take {painkillers} if needed, and keep a note of how your symptoms change`,
    brief: "I've noted that; please mention it at your appointment.",
    urgency: 'routine',
    escalations: [
      { when: severityAtLeast(8), urgency: 'urgent', because: 'your symptoms are severe' },
      { when: pregnantOrMaybe, urgency: 'urgent', because: 'pregnancy is possible' },
    ],
    reviewAfter: '',
    safetyNet: 'your symptoms get much worse, or you develop any new symptoms that worry you',
  },
} satisfies Record<string, ConditionAdvice>;
