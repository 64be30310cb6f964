import { CASE_ACTIONS } from './workflow';

/**
 * What a case's history records (issue 18): its request and the pediatric approval, each
 * assignment and return to the queue, the technician opening the work, priority changes and
 * the workflow's actions. Every one has who (null: the system) and when.
 */
export const CASE_EVENTS = [
  'Requested',
  'PediatricApproved',
  'Taken',
  'Assigned',
  'Unassigned',
  'Started',
  'ReturnedToQueue',
  'PriorityChanged',
  ...CASE_ACTIONS,
] as const;
export type CaseEvent = (typeof CASE_EVENTS)[number];

/** Why the system handed a case back to the queue (a `ReturnedToQueue` event's reason). */
export const QUEUE_RETURN_REASONS = [
  'WentOffline',
  'HeartbeatLost',
  'AbandonedAfter15Minutes',
] as const;
export type QueueReturnReason = (typeof QUEUE_RETURN_REASONS)[number];
