import { useTranslation } from 'react-i18next';
import {
  CASE_COMPLETION_MESSAGES,
  CASE_PRIORITIES,
  CASE_QUEUE_MESSAGES,
  CASE_WORKFLOW_MESSAGES,
  fullName,
  QUEUE_RETURN_REASONS,
  REJECTION_REASONS,
  type CasePriority,
  type CaseSummary,
  type LastActivityBand,
  type QueueReturnReason,
  type RejectionReason,
} from '@sagitta/domain';

/** The i18n key of each last-activity band (the codes hold `<` and `>`). */
const BAND_KEYS = {
  '<5min': 'under5min',
  '<10min': 'under10min',
  '<15min': 'under15min',
  '<30min': 'under30min',
  '<1h': 'under1h',
  '<6h': 'under6h',
  '<24h': 'under24h',
  '>1d': 'over1d',
} as const satisfies Record<LastActivityBand, string>;

/**
 * A case's patient as the lists show them: first name and upper-cased family name; null when the
 * exam names nobody.
 */
export function patientName(patient: CaseSummary['patient']): string | null {
  const name = fullName({ firstName: patient.firstName ?? '', lastName: patient.familyName ?? '' });
  return name === '' ? null : name;
}

/** A span of time in whole days, hours and minutes (negative spans count as none). */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  return {
    days: Math.floor(total / (24 * 60)),
    hours: Math.floor(total / 60) % 24,
    minutes: total % 60,
  };
}

/** What a history entry's reason is: the server writes codes of several kinds there. */
export type HistoryReason =
  | { kind: 'rejection'; code: RejectionReason }
  | { kind: 'queue-return'; code: QueueReturnReason }
  | { kind: 'priority'; priority: CasePriority }
  | { kind: 'pediatric' }
  | { kind: 'text'; text: string };

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * @param reason - a history entry's reason: a rejection reason, why the system gave the case
 *   back to the queue, the new priority, or 'Pediatric' on a request
 */
export function historyReason(reason: string): HistoryReason {
  if (isOneOf(REJECTION_REASONS, reason)) return { kind: 'rejection', code: reason };
  if (isOneOf(QUEUE_RETURN_REASONS, reason)) return { kind: 'queue-return', code: reason };
  if (isOneOf(CASE_PRIORITIES, reason)) return { kind: 'priority', priority: reason };
  if (reason === 'Pediatric') return { kind: 'pediatric' };
  return { kind: 'text', text: reason };
}

/** The server's refusals the app knows, by their text (the API answers in English). */
const SERVER_MESSAGES = {
  [CASE_QUEUE_MESSAGES.notOnline]: 'notOnline',
  [CASE_QUEUE_MESSAGES.busy]: 'busy',
  [CASE_QUEUE_MESSAGES.notTechnician]: 'notTechnician',
  [CASE_WORKFLOW_MESSAGES.closed]: 'closed',
  [CASE_WORKFLOW_MESSAGES.notAllowed]: 'notAllowed',
  [CASE_WORKFLOW_MESSAGES.notYours]: 'notYours',
  [CASE_WORKFLOW_MESSAGES.qcNeedsExperience]: 'qcNeedsExperience',
  [CASE_WORKFLOW_MESSAGES.noPlanning]: 'noPlanning',
  [CASE_COMPLETION_MESSAGES.vertebraCount]: 'vertebraCount',
} as const;

/** The i18n key of a refusal the app knows; undefined for others (shown as the server said). */
export function serverMessageKey(message: string) {
  return Object.hasOwn(SERVER_MESSAGES, message)
    ? SERVER_MESSAGES[message as keyof typeof SERVER_MESSAGES]
    : undefined;
}

/** The words of the case pages: names, bands, durations, reasons and the server's refusals. */
export function useCaseWords() {
  const { t } = useTranslation();
  return {
    patient: (patient: CaseSummary['patient']) => patientName(patient) ?? t('cases.table.unnamed'),
    band: (band: LastActivityBand) => t(`cases.bands.${BAND_KEYS[band]}`),
    duration: (ms: number) => {
      const { days, hours, minutes } = durationParts(ms);
      if (days > 0) return t('cases.history.days', { count: days, hours });
      if (hours > 0)
        return t('cases.history.hours', { hours, minutes: String(minutes).padStart(2, '0') });
      return minutes > 0
        ? t('cases.history.minutes', { minutes })
        : t('cases.history.lessThanMinute');
    },
    reason: (reason: string) => {
      const parsed = historyReason(reason);
      switch (parsed.kind) {
        case 'rejection':
          return t(`cases.rejectionReasons.${parsed.code}`);
        case 'queue-return':
          return t(`cases.queueReturnReasons.${parsed.code}`);
        case 'priority':
          return t('cases.history.priorityReason', {
            priority: t(`cases.priorities.${parsed.priority}`),
          });
        case 'pediatric':
          return t('cases.history.pediatricRequest');
        case 'text':
          return parsed.text;
      }
    },
    serverMessage: (message: string) => {
      const key = serverMessageKey(message);
      return key === undefined ? message : t(`cases.serverMessages.${key}`);
    },
  };
}
