/**
 * Imaging enumerations of seed §3 (exam types and statuses, modeling types, vertebra order) and
 * the worklist constants of seed §9. The search debounce is `SEARCH_DEBOUNCE_MS` in
 * `constants.ts`, shared with every other list.
 */

/** Exam types of seed §3, in the seed's order. Codes are stable; labels are for display. */
export const EXAM_TYPES = [
  'UNKNOWN',
  'ALIGNMENT',
  'ACQUISITION',
  'SURGICAL_PLAN',
  'ALIGNMENT_ASSESSMENT_REPORT',
  'IOA',
  'MOBILE_APP_IMAGE',
  'SURGERY',
  'SURGICAL_PLAN_REPORT',
  'BONE_DENSITY_REPORT',
  'MODEL_3D',
  'MODELING_REPORT_3D',
] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** English labels; the web translates through i18n keys built from the codes. */
export const EXAM_TYPE_LABELS: Readonly<Record<ExamType, string>> = {
  UNKNOWN: 'Unknown',
  ALIGNMENT: 'Alignment',
  ACQUISITION: 'Acquisition',
  SURGICAL_PLAN: 'Surgical plan',
  ALIGNMENT_ASSESSMENT_REPORT: 'Alignment assessment report',
  IOA: 'Intra-operative image',
  MOBILE_APP_IMAGE: 'Mobile app image',
  SURGERY: 'Surgery',
  SURGICAL_PLAN_REPORT: 'Surgical plan report',
  BONE_DENSITY_REPORT: 'Bone-density report',
  MODEL_3D: '3D model',
  MODELING_REPORT_3D: '3D modeling report',
};

/**
 * Exam statuses of seed §3, in the seed's order. `APPROVE` is the seed's "approve": an exam
 * waiting for the surgeon's approval, as opposed to `APPROVED`, already approved.
 */
export const EXAM_STATUSES = [
  'APPROVE',
  'PROCESSING',
  'APPROVED',
  'READY_TO_REVIEW',
  'CANCELLED',
  'FAILED',
] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

export const EXAM_STATUS_LABELS: Readonly<Record<ExamStatus, string>> = {
  APPROVE: 'Approve',
  PROCESSING: 'Processing',
  APPROVED: 'Approved',
  READY_TO_REVIEW: 'Ready to review',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
};

/** Model types of modeling and alignment records (seed §3), spelled as the seed spells them. */
export const MODELING_TYPES = [
  'Planning',
  'Alignment',
  'MobileAlignment',
  'IoaReconciliation',
] as const;
export type ModelingType = (typeof MODELING_TYPES)[number];

/** Whether a value is one of the listed codes, for input that comes from outside. */
function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** @param value - a code from the API or the database */
export const isExamType = (value: unknown): value is ExamType => isOneOf(EXAM_TYPES, value);
/** @param value - a code from the API or the database */
export const isExamStatus = (value: unknown): value is ExamStatus => isOneOf(EXAM_STATUSES, value);
/** @param value - a model type from the API or the database */
export const isModelingType = (value: unknown): value is ModelingType =>
  isOneOf(MODELING_TYPES, value);

/** Vertebra order of seed §3, head to pelvis: C1 is index 1, S1 is index 25. */
export const VERTEBRAE = [
  ...(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7'] as const),
  ...(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T11', 'T12'] as const),
  ...(['L1', 'L2', 'L3', 'L4', 'L5'] as const),
  'S1',
] as const;
export type Vertebra = (typeof VERTEBRAE)[number];

/** @param value - a level name such as `T12` */
export const isVertebra = (value: unknown): value is Vertebra => isOneOf(VERTEBRAE, value);

/**
 * The seed's index of a vertebra, 1 (C1) to 25 (S1).
 * @param vertebra - the level
 */
export function vertebraIndex(vertebra: Vertebra): number {
  return VERTEBRAE.indexOf(vertebra) + 1;
}

/**
 * The vertebra at a seed index, or undefined outside 1–25 or for a fraction.
 * @param index - 1 (C1) to 25 (S1)
 */
export function vertebraAt(index: number): Vertebra | undefined {
  return Number.isInteger(index) ? VERTEBRAE[index - 1] : undefined;
}

/**
 * Orders levels head to pelvis, for `Array.prototype.sort`.
 * @param a - one level
 * @param b - the other level
 */
export function compareVertebrae(a: Vertebra, b: Vertebra): number {
  return vertebraIndex(a) - vertebraIndex(b);
}

/**
 * What the worklist's live feed reports about an exam. The seed names no codes; these are ours.
 */
export const WORKLIST_FEED_STATUSES = [
  'EXAM_IMPORTED',
  'MODELING_STARTED',
  'MODELING_SUCCEEDED',
  'MODELING_FAILED',
] as const;
export type WorklistFeedStatus = (typeof WORKLIST_FEED_STATUSES)[number];

/**
 * Live-feed statuses that raise the worklist's new-item alert (seed §4: "a fixed list, not
 * shown"). The alert asks the user to refresh, so it is raised only when refreshing shows
 * something they can act on: a new exam, or a modeling that has ended — success makes the row
 * launchable, failure tells them to look at it. A modeling that has only started changes nothing
 * they can do yet, so it stays quiet rather than teaching users to ignore the alert.
 */
export const NEW_ITEM_ALERT_STATUSES: readonly WorklistFeedStatus[] = [
  'EXAM_IMPORTED',
  'MODELING_SUCCEEDED',
  'MODELING_FAILED',
];

/**
 * Whether a live-feed message raises the new-item alert. Unknown statuses do not.
 * @param status - the status carried by the message, as received
 */
export function raisesNewItemAlert(status: unknown): boolean {
  return isOneOf(NEW_ITEM_ALERT_STATUSES, status);
}

/**
 * Exams per worklist page (seed §9: "not shown"). 25 rows are taller than a desktop screen, so
 * the first page scrolls and the 95 % infinite-scroll trigger can fire (a taller screen asks for
 * the next page at once); 50 rows held the Patients page's main thread (docs/decisions.md,
 * "Worklist page size 25").
 */
export const WORKLIST_PAGE_SIZE = 25;
/** The next page loads when the user has scrolled through this share of the list (seed §9). */
export const WORKLIST_INFINITE_SCROLL_RATIO = 0.95;
/** The go-to-top button shows beyond this share of scroll (seed §9). */
export const WORKLIST_GO_TO_TOP_RATIO = 0.3;
/** The worklist polls exam statuses this often (seed §9). */
export const WORKLIST_STATUS_POLL_MS = 60_000;

/** The launcher's placeholder for the portal's origin in an application URL (seed §7). */
export const LAUNCH_ORIGIN_PLACEHOLDER = '{origin}';
/** The launcher's placeholder for the exam in an application URL. */
export const LAUNCH_ACQUISITION_PLACEHOLDER = '{acquisitionId}';
/** The application a worklist row opens: Sagitta's own exam viewer. */
export const DEFAULT_APPLICATION_NAME = 'viewer';

/**
 * The URL to open from the launcher's answer: the origin placeholder, if the server left one,
 * becomes this page's origin (seed §7: "the returned URL replaces an origin placeholder").
 * @param launched - the text the launch call answered
 * @param origin - `window.location.origin`
 */
export function resolveLaunchUrl(launched: string, origin: string): string {
  return launched.trim().split(LAUNCH_ORIGIN_PLACEHOLDER).join(origin);
}
