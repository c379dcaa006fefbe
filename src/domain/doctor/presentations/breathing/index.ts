// Breathing trouble (wheeze, breathlessness, asthma), as the registry gathers it: how it is recognised and
// asked about (complaint.ts), what it may be and the advice (advice.ts).
import { complaint } from './complaint';
import { conditions } from './advice';

export const breathing = { complaint, conditions };
