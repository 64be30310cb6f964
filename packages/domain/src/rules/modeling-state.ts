/** One modeling of a worklist exam (seed §3). `creationTimestamp` is ms since epoch as text. */
export interface ExamModeling {
  id: string | number;
  creationTimestamp: string;
  state: string;
}

/** What the worklist shows for an exam, from its latest modeling (seed §4). */
export type ModelingState =
  { kind: 'success' } | { kind: 'failure' } | { kind: 'in-progress'; elapsedMs: number };

/**
 * Milliseconds since epoch, or undefined unless the text is plain decimal digits within the
 * safe-integer range: no sign, fraction, exponent or spaces, so nothing is guessed.
 */
function creationTime(modeling: ExamModeling): number | undefined {
  if (!/^\d{1,16}$/.test(modeling.creationTimestamp)) return undefined;
  const ms = Number(modeling.creationTimestamp);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/** Numeric ids compare as numbers (so 10 follows 9), anything else by code unit. */
function compareIds(a: string | number, b: string | number): number {
  const left = String(a);
  const right = String(b);
  if (/^\d+$/.test(left) && /^\d+$/.test(right)) {
    const leftDigits = left.replace(/^0+/, '');
    const rightDigits = right.replace(/^0+/, '');
    if (leftDigits.length !== rightDigits.length) return leftDigits.length - rightDigits.length;
    return leftDigits < rightDigits ? -1 : leftDigits > rightDigits ? 1 : 0;
  }
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The latest modeling by creation time. Two modelings created in the same millisecond are told
 * apart by the greater id, so the answer does not depend on the order the list arrives in. A
 * modeling whose creation time is not a numeric string is left out: it cannot be shown to be the
 * latest, and the worklist would rather show a failure than launch a modeling that may be stale.
 * @param modelings - the exam's modelings, in any order
 */
export function latestModeling(
  modelings: readonly ExamModeling[] | null | undefined,
): { modeling: ExamModeling; createdAt: number } | undefined {
  let latest: { modeling: ExamModeling; createdAt: number } | undefined;
  for (const modeling of modelings ?? []) {
    const createdAt = creationTime(modeling);
    if (createdAt === undefined) continue;
    if (
      latest === undefined ||
      createdAt > latest.createdAt ||
      (createdAt === latest.createdAt && compareIds(modeling.id, latest.modeling.id) > 0)
    ) {
      latest = { modeling, createdAt };
    }
  }
  return latest;
}

/**
 * The exam modeling state of seed §4, from the latest modeling: a state containing NOT_MODELIZED
 * is a failure, one containing IA_IN_PROGRESS is in progress, anything else is a success; no
 * modeling is a failure. The markers are matched without regard to case, and NOT_MODELIZED wins
 * over IA_IN_PROGRESS, so that a doubtful state never becomes a launchable success.
 * @param modelings - the exam's modelings, in any order
 * @param now - the current time, ms since epoch
 */
export function modelingState(
  modelings: readonly ExamModeling[] | null | undefined,
  now: number,
): ModelingState {
  const latest = latestModeling(modelings);
  if (latest === undefined) return { kind: 'failure' };
  const state = latest.modeling.state.toUpperCase();
  if (state.includes('NOT_MODELIZED')) return { kind: 'failure' };
  if (state.includes('IA_IN_PROGRESS')) {
    return { kind: 'in-progress', elapsedMs: Math.max(0, now - latest.createdAt) };
  }
  return { kind: 'success' };
}

/**
 * Only a successful modeling lets the worklist launch the application (seed §4).
 * @param state - the exam's modeling state
 */
export function canLaunch(state: ModelingState): boolean {
  return state.kind === 'success';
}

/**
 * Elapsed time in whole hours and minutes, for the web to translate ("1 h 05 min"). Seconds are
 * dropped, and a negative or non-finite duration counts as zero.
 * @param ms - a duration in milliseconds
 */
export function elapsedParts(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
