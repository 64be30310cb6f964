import type { PatientTrends, TrendPoint, TrendSeries } from '@sagitta/domain';

/** A series with at least one value draws a chart; one without any is listed with its reason. */
export function splitSeries(series: readonly TrendSeries[]): {
  charted: TrendSeries[];
  unmeasured: TrendSeries[];
} {
  const hasValue = (one: TrendSeries) => one.values.some((value) => value.value !== null);
  return { charted: series.filter(hasValue), unmeasured: series.filter((one) => !hasValue(one)) };
}

/**
 * The day a point is drawn at: its acquisition date, else the day it was approved (an exam
 * without a Study Date), as the server orders them.
 */
export const pointDay = (point: TrendPoint): string =>
  point.acquisitionDate ?? point.approvedAt.slice(0, 10);

/**
 * The chart's rows: one per point, `value` null where the parameter was not measured (a gap in
 * the line, never a 0).
 */
export function chartRows(
  trends: Pick<PatientTrends, 'points'>,
  series: TrendSeries,
  dayLabel: (point: TrendPoint) => string,
): { day: string; value: number | null }[] {
  return trends.points.map((point, index) => ({
    day: dayLabel(point),
    value: series.values[index]?.value ?? null,
  }));
}
