import type { Hono } from 'hono';

/** The signed-in patient as every server route sees them, whichever identity provider is configured. */
export interface Patient {
  id: string;
  firstName: string;
  email: string;
}

/** One identity provider: who is calling, and (for local accounts) the sign-in endpoints it serves. */
export interface Identity {
  provider: 'local' | 'clerk';
  patientFrom(headers: Headers): Promise<Patient | null>;
  /** Mounts the provider's own HTTP endpoints (local accounts: /api/auth/*). */
  mount(app: Hono<AppEnv>): void;
}

export type AppEnv = { Variables: { patient: Patient } };
