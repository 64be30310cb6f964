import {
  alignmentMeasureResponse,
  PARAMETER_KEYS,
  PARAMETER_UNITS,
  type TrendPoint,
  type TrendSeries,
} from '@sagitta/domain';
import type { TrendRow } from './repo';

/** A point of the time axis. An approved row always has its approval time. */
function pointOf(row: TrendRow): TrendPoint {
  if (row.approvedAt === null)
    throw new Error(`approved assessment ${row.assessmentId} has no approval time`);
  return {
    assessmentId: row.assessmentId,
    examId: row.examId,
    acquisitionDate: row.studyDate,
    approvedAt: row.approvedAt.toISOString(),
    phase: row.phase,
  };
}

/**
 * The points oldest first, as a chart draws them, and one series per parameter of the engine:
 * each value as stored at completion, null with its reason kept (never 0). The stored jsonb is
 * read back through the schema that let it in: a row that no longer matches is an error (500,
 * logged), never data handed on unchecked.
 * @param newestFirst - one page of approved assessments, as the repo reads them
 */
export function trendsOf(newestFirst: readonly TrendRow[]): {
  points: TrendPoint[];
  series: TrendSeries[];
} {
  const rows = [...newestFirst].reverse();
  const measurements = rows.map((row) => alignmentMeasureResponse.parse(row.measurement));
  return {
    points: rows.map(pointOf),
    series: PARAMETER_KEYS.map((key) => ({
      key,
      unit: PARAMETER_UNITS[key],
      values: measurements.map((measurement) => measurement.parameters[key]),
    })),
  };
}
