import { sql } from 'drizzle-orm';
import { fullName, type CaseAnalytics, type CaseAnalyticsQuery } from '@sagitta/domain';
import { cases } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import {
  caseTimingOverall,
  caseTimings,
  casesRequestedBy,
  casesRequestedByInstitution,
  taskTimings,
  type Range,
} from './analytics-repo';

/** The default range: the 30 days up to today. */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);
/** Minutes to one decimal: what a chart shows; the exact figure is never needed. */
const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

const OUTCOME = sql<string>`case ${cases.stage} when 'Completed' then 'Successful' when 'Rejected' then 'Rejected' else 'Open' end`;

/**
 * The 3D analytics (seed §2) over whole days, `from` to `to` inclusive (UTC): Case Distribution
 * (requested cases by type, stage, outcome and institution), Task Timing (per technician and
 * stage, from being given the work to handing it on) and Case Timing (request to release).
 * Computed in SQL from the cases and their history.
 */
export async function caseAnalytics(
  db: Executor,
  context: RequestContext,
  query: CaseAnalyticsQuery,
): Promise<CaseAnalytics> {
  const to = query.to ?? isoDay(context.now);
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  const range: Range = { from: new Date(from), to: new Date(Date.parse(to) + DAY_MS) };
  const [byType, byStage, byOutcome, byInstitution, tasks, timingByType, overall] =
    await Promise.all([
      casesRequestedBy(db, range, cases.type),
      casesRequestedBy(db, range, cases.stage),
      casesRequestedBy(db, range, OUTCOME),
      casesRequestedByInstitution(db, range),
      taskTimings(db, range),
      caseTimings(db, range),
      caseTimingOverall(db, range),
    ]);
  const labelled = (rows: { key: string; count: number }[]) =>
    rows.map((row) => ({ ...row, label: row.key }));
  const timing = (row: {
    count: number;
    medianMinutes: number | null;
    p90Minutes: number | null;
  }) => ({
    count: row.count,
    medianMinutes: tenth(row.medianMinutes),
    p90Minutes: tenth(row.p90Minutes),
  });
  return {
    from,
    to,
    distribution: {
      byType: labelled(byType),
      byStage: labelled(byStage),
      byOutcome: labelled(byOutcome),
      byInstitution,
    },
    taskTiming: tasks.map((row) => ({
      ...timing(row),
      technician: { id: row.technicianId, name: fullName(row) },
      stage: row.stage,
    })),
    caseTiming: {
      all: timing(overall),
      byType: timingByType.map((row) => ({ ...timing(row), type: row.type })),
    },
  };
}
