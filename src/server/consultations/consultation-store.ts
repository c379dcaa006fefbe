import { and, count, desc, eq, inArray, isNotNull, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import { URGENCY_ORDER } from '../../domain/doctor/types';
import type { ConsultationReport } from '../../domain/report';
import type { TranscriptTurn } from '../../domain/transcript';
import type {
  ConsultationDetail,
  ConsultationSummary,
  Page,
  Platform,
} from '../../protocol/consultations-api';
import type { Db } from '../db/database';
import { consultation, instance, report, transcriptLine } from '../db/schema';

export type {
  ConsultationDetail,
  ConsultationSummary,
  Page,
  Platform,
} from '../../protocol/consultations-api';

const reportUrgency = (stored: string | null) => URGENCY_ORDER.find((urgency) => urgency === stored) ?? null;

/** The ended reason of a call created but never joined: it has no consultation to show, so history leaves it out. */
export const NEVER_JOINED = 'never-joined';

/**
 * A call its patient can see: a local call, or a hosted call the patient's own browser registered (one the platform
 * reported with their ticket but nobody registered is not shown: decision 040).
 */
const patientVisible = or(eq(consultation.platform, 'local'), isNotNull(consultation.registeredAt));

/** A patient's history: calls that were joined, never those created and left (queued, or expired as never joined). */
const joined = and(
  ne(consultation.status, 'queued'),
  or(isNull(consultation.endedReason), ne(consultation.endedReason, NEVER_JOINED)),
  patientVisible,
);

/** A call not ended yet: created and waiting to be joined, or in progress. */
const stillOpen = and(inArray(consultation.status, ['queued', 'in-progress']), isNull(consultation.endedAt));

/** Whether the instance recorded as holding the call's room has written a heartbeat within `staleSeconds`. */
const holderAlive = (staleSeconds: number) =>
  sql<boolean>`exists (select 1 from ${instance} where ${instance.id} = ${consultation.instanceId} and ${instance.heartbeatAt} > now() - ${staleSeconds}::int * interval '1 second')`;

/** Every read is scoped by the patient: a consultation exists only for the patient who had it. */
export function createConsultationStore(db: Db) {
  const summaryColumns = {
    callId: consultation.callId,
    platform: consultation.platform,
    status: consultation.status,
    startedAt: consultation.startedAt,
    endedAt: consultation.endedAt,
    issue: report.issue,
    overallAssessment: report.overallAssessment,
  };
  const toSummary = (
    row: { startedAt: Date; endedAt: Date | null } & Omit<ConsultationSummary, 'startedAt' | 'endedAt'>,
  ) => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  });

  return {
    /** Records a new call for its patient; false when the id is already taken. */
    async start(input: {
      callId: string;
      patientId: string;
      platform: Platform;
      assistantId?: string | null;
      status?: string;
    }) {
      const inserted = await db
        .insert(consultation)
        .values({ ...input, assistantId: input.assistantId ?? null, status: input.status ?? 'queued' })
        .onConflictDoNothing()
        .returning({ callId: consultation.callId });
      return inserted.length === 1;
    },

    /**
     * Admits a call's first room connection: queued → in-progress, only for its patient. Returns the status the
     * call had when the claim failed ('in-progress' means someone is already connected), or 'claimed'.
     */
    async claim(
      callId: string,
      patientId: string,
      instanceId?: string,
    ): Promise<'claimed' | 'missing' | string> {
      const claimed = await db
        .update(consultation)
        // The instance taking the room is recorded, so that another can finish the call if this one dies.
        .set({ status: 'in-progress', ...(instanceId ? { instanceId } : {}) })
        .where(
          and(
            eq(consultation.callId, callId),
            eq(consultation.patientId, patientId),
            eq(consultation.status, 'queued'),
          ),
        )
        .returning({ callId: consultation.callId });
      if (claimed.length) return 'claimed';
      const row = await db.query.consultation.findFirst({
        columns: { status: true },
        where: and(eq(consultation.callId, callId), eq(consultation.patientId, patientId)),
      });
      return row?.status ?? 'missing';
    },

    async ownerOf(callId: string): Promise<string | null> {
      const row = await db.query.consultation.findFirst({
        columns: { patientId: true },
        where: eq(consultation.callId, callId),
      });
      return row?.patientId ?? null;
    },

    async setStatus(callId: string, status: string) {
      await db.update(consultation).set({ status }).where(eq(consultation.callId, callId));
    },

    /** Appends one final transcript line; the sequence is the next free number for the call. */
    async appendLine(callId: string, turn: TranscriptTurn, at = new Date()) {
      await db.insert(transcriptLine).values({
        callId,
        role: turn.role,
        text: turn.text,
        at,
        sequence: sql`(select coalesce(max(${transcriptLine.sequence}), -1) + 1 from ${transcriptLine} where ${transcriptLine.callId} = ${callId})`,
      });
    },

    async transcript(callId: string): Promise<TranscriptTurn[]> {
      return db
        .select({ role: transcriptLine.role, text: transcriptLine.text })
        .from(transcriptLine)
        .where(eq(transcriptLine.callId, callId))
        .orderBy(transcriptLine.sequence);
    },

    async replaceTranscript(callId: string, turns: TranscriptTurn[]) {
      await db.transaction(async (tx) => {
        await tx.delete(transcriptLine).where(eq(transcriptLine.callId, callId));
        if (turns.length)
          await tx
            .insert(transcriptLine)
            .values(turns.map((turn, sequence) => ({ callId, sequence, ...turn })));
      });
    },

    /** Ends a call that has not ended yet; false when it already had (someone else ended it first). */
    async end(
      callId: string,
      outcome: { endedReason: string; urgency?: string | null; redFlags?: string[] },
      at = new Date(),
    ): Promise<boolean> {
      const ended = await db
        .update(consultation)
        .set({
          status: 'ended',
          endedAt: at,
          endedReason: outcome.endedReason,
          urgency: outcome.urgency ?? null,
          ...(outcome.redFlags ? { redFlags: outcome.redFlags } : {}),
        })
        .where(and(eq(consultation.callId, callId), sql`${consultation.endedAt} is null`))
        .returning({ callId: consultation.callId });
      return ended.length === 1;
    },

    /**
     * Local calls not ended yet, oldest first: the ones a room should be holding, or that were never joined. Calls
     * whose room another instance holds, and which heartbeats within `holderStaleSeconds`, are not this one's business.
     */
    async unfinishedLocalCalls(limit: number, cluster?: { instanceId: string; holderStaleSeconds: number }) {
      const heldElsewhere = cluster
        ? and(
            sql`${consultation.instanceId} is not null`,
            ne(consultation.instanceId, cluster.instanceId),
            holderAlive(cluster.holderStaleSeconds),
          )
        : undefined;
      return (
        db
          .select({
            callId: consultation.callId,
            status: consultation.status,
            startedAt: consultation.startedAt,
            instanceId: consultation.instanceId,
          })
          .from(consultation)
          .where(
            and(
              eq(consultation.platform, 'local'),
              stillOpen,
              heldElsewhere ? sql`not (${heldElsewhere})` : undefined,
            ),
          )
          // This instance's own calls last: live ones are skipped, and hundreds of them must not keep a dead
          // instance's calls out of the batch.
          .orderBy(
            ...(cluster ? [sql`(${consultation.instanceId} = ${cluster.instanceId}) nulls first`] : []),
            consultation.startedAt,
          )
          .limit(limit)
      );
    },

    /** Whether some call in progress is held by another instance that stopped heartbeating: it needs finishing. */
    async hasCallsOfLostInstances(instanceId: string, holderStaleSeconds: number): Promise<boolean> {
      const [found] = await db
        .select({ callId: consultation.callId })
        .from(consultation)
        .where(
          and(
            eq(consultation.platform, 'local'),
            eq(consultation.status, 'in-progress'),
            isNull(consultation.endedAt),
            sql`${consultation.instanceId} is not null`,
            ne(consultation.instanceId, instanceId),
            sql`not ${holderAlive(holderStaleSeconds)}`,
          ),
        )
        .limit(1);
      return Boolean(found);
    },

    /** When anything last happened on a call: its last saved line, or its start. */
    async lastActivity(callId: string): Promise<Date | null> {
      const [line] = await db
        .select({ at: max(transcriptLine.at) })
        .from(transcriptLine)
        .where(eq(transcriptLine.callId, callId));
      if (line?.at) return line.at;
      const [call] = await db
        .select({ startedAt: consultation.startedAt })
        .from(consultation)
        .where(eq(consultation.callId, callId));
      return call?.startedAt ?? null;
    },

    /** Hosted calls still open that started before `startedBefore`: longer than any call can last. */
    async staleHostedCalls(startedBefore: Date, limit: number) {
      return db
        .select({ callId: consultation.callId })
        .from(consultation)
        .where(and(ne(consultation.platform, 'local'), stillOpen, lt(consultation.startedAt, startedBefore)))
        .orderBy(consultation.startedAt)
        .limit(limit);
    },

    /** Local calls that ended (other than never joined) but have no report: their end was stored, the report not. */
    async endedLocalCallsWithoutReport(limit: number) {
      return db
        .select({ callId: consultation.callId })
        .from(consultation)
        .leftJoin(report, eq(report.callId, consultation.callId))
        .where(
          and(
            eq(consultation.platform, 'local'),
            eq(consultation.status, 'ended'),
            isNull(report.callId),
            or(isNull(consultation.endedReason), ne(consultation.endedReason, NEVER_JOINED)),
          ),
        )
        .orderBy(consultation.startedAt)
        .limit(limit);
    },

    /** Ends a call still queued since before `createdBefore`: nobody joined it, nobody can any more. */
    async expireUnjoined(callId: string, createdBefore: Date, at = new Date()): Promise<boolean> {
      const expired = await db
        .update(consultation)
        .set({ status: 'ended', endedAt: at, endedReason: NEVER_JOINED })
        .where(
          and(
            eq(consultation.callId, callId),
            eq(consultation.status, 'queued'),
            lt(consultation.startedAt, createdBefore),
          ),
        )
        .returning({ callId: consultation.callId });
      return expired.length === 1;
    },

    /**
     * Stores a call's report. With `keepExisting`, a report already stored stays (a repair made from the saved lines
     * never replaces the one the room built from the doctor's own record).
     */
    async saveReport(callId: string, built: ConsultationReport, { keepExisting = false } = {}) {
      const values = {
        ...built,
        urgency: built.urgency ?? null,
        redFlags: built.redFlags ?? [],
        conditions: built.conditions ?? null,
        medicines: built.medicines ?? null,
        allergies: built.allergies ?? null,
        date: new Date(built.date),
        builtAt: new Date(),
      };
      const insert = db.insert(report).values({ callId, ...values });
      await (keepExisting
        ? insert.onConflictDoNothing({ target: report.callId })
        : insert.onConflictDoUpdate({ target: report.callId, set: values }));
    },

    async listForPatient(
      patientId: string,
      page: number,
      pageSize: number,
      { includeUnjoined = false } = {},
    ): Promise<Page<ConsultationSummary>> {
      const listed = includeUnjoined
        ? and(eq(consultation.patientId, patientId), patientVisible)
        : and(eq(consultation.patientId, patientId), joined);
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(consultation)
          .leftJoin(report, eq(report.callId, consultation.callId))
          .where(listed)
          .orderBy(desc(consultation.startedAt), desc(consultation.callId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(consultation).where(listed),
      ]);
      return { items: rows.map(toSummary), page, pageSize, total: totals[0]?.total ?? 0 };
    },

    /** Operator view (platform private key): the newest calls of every patient, without their content. */
    async listAll(limit: number): Promise<Page<ConsultationSummary>> {
      const rows = await db
        .select(summaryColumns)
        .from(consultation)
        .leftJoin(report, eq(report.callId, consultation.callId))
        .orderBy(desc(consultation.startedAt), desc(consultation.callId))
        .limit(limit);
      return { items: rows.map(toSummary), page: 1, pageSize: limit, total: rows.length };
    },

    async summary(callId: string): Promise<(ConsultationSummary & { endedReason: string | null }) | null> {
      const [row] = await db
        .select({ ...summaryColumns, endedReason: consultation.endedReason })
        .from(consultation)
        .leftJoin(report, eq(report.callId, consultation.callId))
        .where(eq(consultation.callId, callId));
      return row ? { ...toSummary(row), endedReason: row.endedReason } : null;
    },

    async getForPatient(patientId: string, callId: string): Promise<ConsultationDetail | null> {
      const [row] = await db
        .select({
          ...summaryColumns,
          endedReason: consultation.endedReason,
          urgency: consultation.urgency,
          redFlags: consultation.redFlags,
        })
        .from(consultation)
        .leftJoin(report, eq(report.callId, consultation.callId))
        .where(and(eq(consultation.callId, callId), eq(consultation.patientId, patientId), patientVisible));
      if (!row) return null;
      const [lines, saved] = await Promise.all([
        this.transcript(callId),
        db.query.report.findFirst({ where: eq(report.callId, callId) }),
      ]);
      return {
        ...toSummary(row),
        endedReason: row.endedReason,
        urgency: row.urgency,
        redFlags: row.redFlags,
        transcript: lines,
        report: saved
          ? {
              symptoms: saved.symptoms,
              issue: saved.issue,
              timeOfInjury: saved.timeOfInjury,
              prescribedSolution: saved.prescribedSolution,
              followUpRecommendation: saved.followUpRecommendation,
              overallAssessment: saved.overallAssessment,
              date: saved.date.toISOString(),
              urgency: reportUrgency(saved.urgency),
              redFlags: saved.redFlags,
              conditions: saved.conditions,
              medicines: saved.medicines,
              allergies: saved.allergies,
            }
          : null,
      };
    },
  };
}

export type ConsultationStore = ReturnType<typeof createConsultationStore>;
