// What the server keeps about hosted calls beyond every consultation's row: who registered a call and with which
// ticket, whether the platform reported it with the same one, and the warning signs the guard found live.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TranscriptTurn } from '../../domain/transcript';
import type { Db } from '../db/database';
import { consultation, hostedCallGuard, report, transcriptLine } from '../db/schema';

/** Who claims a hosted call: the patient's browser registering it, or the platform's server messages. */
export type Claimant = 'registration' | 'platform';

export interface HostedCall {
  callId: string;
  patientId: string;
  ticketId: string | null;
  registered: boolean;
  platformSeen: boolean;
  startedAt: Date;
  endedAt: Date | null;
  endedReason: string | null;
  urgency: string | null;
  redFlags: string[];
}

/** A JSON array of ids with the new ones added at its end, each once: a merge done by the database. */
function merged(column: typeof consultation.redFlags | typeof hostedCallGuard.spokenFlags, ids: string[]) {
  return sql`${column} || coalesce((select jsonb_agg(added.flag order by added.n) from jsonb_array_elements(${JSON.stringify(ids)}::jsonb) with ordinality as added(flag, n) where not (${column} @> jsonb_build_array(added.flag))), '[]'::jsonb)`;
}

export function createHostedCallStore(db: Db) {
  const columns = {
    callId: consultation.callId,
    patientId: consultation.patientId,
    platform: consultation.platform,
    ticketId: consultation.ticketId,
    registeredAt: consultation.registeredAt,
    platformSeenAt: consultation.platformSeenAt,
    startedAt: consultation.startedAt,
    endedAt: consultation.endedAt,
    endedReason: consultation.endedReason,
    urgency: consultation.urgency,
    redFlags: consultation.redFlags,
  };

  return {
    /**
     * Records one side's claim to a hosted call: its patient and ticket. The first claim creates the call; a later
     * one agrees only with the same patient and the same ticket. 'conflict' when they disagree (or the id is a local
     * call's): nothing changes.
     */
    async claim(input: {
      callId: string;
      patientId: string;
      ticketId: string;
      by: Claimant;
      at?: Date;
    }): Promise<'claimed' | 'conflict'> {
      const at = input.at ?? new Date();
      const side = input.by === 'registration' ? { registeredAt: at } : { platformSeenAt: at };
      const inserted = await db
        .insert(consultation)
        .values({
          callId: input.callId,
          patientId: input.patientId,
          platform: 'vapi',
          status: 'in-progress',
          ticketId: input.ticketId,
          ...side,
        })
        .onConflictDoNothing()
        .returning({ callId: consultation.callId });
      if (inserted.length) return 'claimed';
      const column = input.by === 'registration' ? consultation.registeredAt : consultation.platformSeenAt;
      const agreed = await db
        .update(consultation)
        .set({
          [input.by === 'registration' ? 'registeredAt' : 'platformSeenAt']: sql`coalesce(${column}, ${at})`,
        })
        .where(
          and(
            eq(consultation.callId, input.callId),
            eq(consultation.platform, 'vapi'),
            eq(consultation.patientId, input.patientId),
            eq(consultation.ticketId, input.ticketId),
          ),
        )
        .returning({ callId: consultation.callId });
      return agreed.length ? 'claimed' : 'conflict';
    },

    async find(callId: string): Promise<HostedCall | null> {
      const [row] = await db
        .select(columns)
        .from(consultation)
        .where(and(eq(consultation.callId, callId), eq(consultation.platform, 'vapi')));
      if (!row) return null;
      return {
        callId: row.callId,
        patientId: row.patientId,
        ticketId: row.ticketId,
        registered: row.registeredAt !== null,
        platformSeen: row.platformSeenAt !== null,
        startedAt: row.startedAt,
        endedAt: row.endedAt,
        endedReason: row.endedReason,
        urgency: row.urgency,
        redFlags: row.redFlags,
      };
    },

    /** Whether this exact line (same speaker, words and moment) is saved already: the platform may send it twice. */
    async hasLine(callId: string, turn: TranscriptTurn, at: Date): Promise<boolean> {
      const [found] = await db
        .select({ sequence: transcriptLine.sequence })
        .from(transcriptLine)
        .where(
          and(
            eq(transcriptLine.callId, callId),
            eq(transcriptLine.role, turn.role),
            eq(transcriptLine.text, turn.text),
            eq(transcriptLine.at, at),
          ),
        )
        .limit(1);
      return Boolean(found);
    },

    /**
     * Adds the warning signs the live guard found to the open call's, merged in the database (never replaced from a
     * copy read earlier), so that the call's urgency and flags show them at once.
     */
    async recordWarningSigns(callId: string, urgency: string, redFlags: string[]) {
      await db
        .update(consultation)
        .set({ urgency, redFlags: merged(consultation.redFlags, redFlags) })
        .where(and(eq(consultation.callId, callId), isNull(consultation.endedAt)));
    },

    /** The warning signs the guard has already spoken into this call (bound to a patient or not). */
    async spokenFlags(callId: string): Promise<string[]> {
      const [row] = await db
        .select({ flags: hostedCallGuard.spokenFlags })
        .from(hostedCallGuard)
        .where(eq(hostedCallGuard.callId, callId));
      return row?.flags ?? [];
    },

    /** Records warning signs as spoken into the call: checked, under the call's lock, before speaking again. */
    async recordSpoken(callId: string, flags: string[], at = new Date()) {
      await db
        .insert(hostedCallGuard)
        .values({ callId, spokenFlags: flags, updatedAt: at })
        .onConflictDoUpdate({
          target: hostedCallGuard.callId,
          set: { spokenFlags: merged(hostedCallGuard.spokenFlags, flags), updatedAt: at },
        });
    },

    /**
     * Ends again a call the server had ended on a guess (`guessedReasons`), now that the platform's own end-of-call
     * report came: its reason, time and triage replace the guessed ones. False when the call's end was no guess.
     */
    async replaceGuessedEnd(
      callId: string,
      guessedReasons: string[],
      outcome: { endedReason: string; urgency: string | null; redFlags: string[] },
      at: Date,
    ): Promise<boolean> {
      const updated = await db
        .update(consultation)
        .set({ endedAt: at, ...outcome })
        .where(and(eq(consultation.callId, callId), inArray(consultation.endedReason, guessedReasons)))
        .returning({ callId: consultation.callId });
      return updated.length === 1;
    },

    async hasReport(callId: string): Promise<boolean> {
      const [found] = await db
        .select({ callId: report.callId })
        .from(report)
        .where(eq(report.callId, callId))
        .limit(1);
      return Boolean(found);
    },
  };
}

export type HostedCallStore = ReturnType<typeof createHostedCallStore>;
