import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// better-auth's tables (user, session, account, verification), with the patient's first and last name.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

// What the red-flag guard has spoken into a hosted call, whoever the call turns out to belong to: each warning sign
// is said once per call, whichever instance the platform's message reaches (decision 040). No foreign key: a call
// nobody registered has no consultation row, and is still answered.
export const hostedCallGuard = pgTable('hosted_call_guard', {
  callId: text('call_id').primaryKey(),
  spokenFlags: jsonb('spoken_flags').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Consultations. patient_id is the identity provider's user id (a local user or a Clerk user), so no foreign key.
export const consultation = pgTable(
  'consultation',
  {
    callId: text('call_id').primaryKey(),
    patientId: text('patient_id').notNull(),
    platform: text('platform', { enum: ['local', 'vapi'] }).notNull(),
    assistantId: text('assistant_id'),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
    urgency: text('urgency'),
    redFlags: jsonb('red_flags').$type<string[]>().notNull().default([]),
    // The server instance whose room holds the call (see `instance`); another finishes it if that one dies.
    instanceId: text('instance_id'),
    // A hosted call binds to its patient only when the browser's registration and the platform's server messages
    // carry the same consultation ticket (docs/decisions/040-hosted-server-messages.md).
    ticketId: text('ticket_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    platformSeenAt: timestamp('platform_seen_at', { withTimezone: true }),
  },
  (t) => [
    index('consultation_patient_started_idx').on(t.patientId, t.startedAt),
    // Open calls only: what call recovery reads every few seconds stays small however long the history grows.
    index('consultation_open_idx')
      .on(t.instanceId)
      .where(sql`${t.endedAt} is null`),
  ],
);

// One row per running server instance, its heartbeat written every few seconds: calls held by an instance whose
// heartbeat stopped are finished by another (docs/decisions/030-several-instances.md).
export const instance = pgTable('instance', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

// rate-limiter-flexible's PostgreSQL store (its own layout), shared by every instance when there is no Redis.
// Created here rather than by the library, whose CREATE TABLE IF NOT EXISTS races when instances boot together.
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const transcriptLine = pgTable(
  'transcript_line',
  {
    callId: text('call_id')
      .notNull()
      .references(() => consultation.callId, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.sequence] })],
);

export const report = pgTable('report', {
  callId: text('call_id')
    .primaryKey()
    .references(() => consultation.callId, { onDelete: 'cascade' }),
  symptoms: text('symptoms').notNull(),
  issue: text('issue').notNull(),
  timeOfInjury: text('time_of_injury').notNull(),
  prescribedSolution: text('prescribed_solution').notNull(),
  followUpRecommendation: text('follow_up_recommendation').notNull(),
  overallAssessment: integer('overall_assessment').notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  urgency: text('urgency'),
  redFlags: jsonb('red_flags').$type<string[]>().notNull().default([]),
  conditions: jsonb('conditions').$type<string[] | null>(),
  medicines: jsonb('medicines').$type<string[] | null>(),
  allergies: jsonb('allergies').$type<string[] | null>(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
