import { describe, expect, it } from 'vitest';
import { EXAM_STATUSES, type ExamStatus } from '../imaging';
import {
  EXAM_MESSAGES,
  EXAM_STATUS_TRANSITIONS,
  canChangeExamStatus,
  isFinalExamStatus,
} from './exam-status';

/** Every allowed move, written out once so a change to the machine shows up here. */
const ALLOWED: readonly (readonly [ExamStatus, ExamStatus])[] = [
  ['PROCESSING', 'READY_TO_REVIEW'],
  ['PROCESSING', 'APPROVE'],
  ['PROCESSING', 'FAILED'],
  ['PROCESSING', 'CANCELLED'],
  ['READY_TO_REVIEW', 'APPROVE'],
  ['READY_TO_REVIEW', 'APPROVED'],
  ['READY_TO_REVIEW', 'PROCESSING'],
  ['READY_TO_REVIEW', 'CANCELLED'],
  ['APPROVE', 'APPROVED'],
  ['APPROVE', 'PROCESSING'],
  ['APPROVE', 'CANCELLED'],
  ['FAILED', 'PROCESSING'],
  ['FAILED', 'CANCELLED'],
];

const isAllowed = (from: ExamStatus, to: ExamStatus): boolean =>
  ALLOWED.some(([a, b]) => a === from && b === to);

const ALL_PAIRS = EXAM_STATUSES.flatMap((from) =>
  EXAM_STATUSES.map((to) => [from, to, isAllowed(from, to)] as const),
);

describe('exam status transitions', () => {
  it('has a row for every status', () => {
    expect(Object.keys(EXAM_STATUS_TRANSITIONS).sort()).toEqual([...EXAM_STATUSES].sort());
  });

  it.each(ALL_PAIRS)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canChangeExamStatus(from, to)).toBe(allowed);
  });

  it.each([
    ['APPROVED', true],
    ['CANCELLED', true],
    ['PROCESSING', false],
    ['READY_TO_REVIEW', false],
    ['APPROVE', false],
    ['FAILED', false],
  ] as const)('%s is final: %s', (status, final) => {
    expect(isFinalExamStatus(status)).toBe(final);
  });

  it('never lets an approved exam change (seed §4: approval is final)', () => {
    for (const to of EXAM_STATUSES) expect(canChangeExamStatus('APPROVED', to)).toBe(false);
  });

  it('keeps a status as it is rather than calling it a transition', () => {
    for (const status of EXAM_STATUSES) expect(canChangeExamStatus(status, status)).toBe(false);
  });

  it('carries the seed §8 exam messages', () => {
    expect(EXAM_MESSAGES.alignmentLocked).toBe('Alignment exam locked');
    expect(EXAM_MESSAGES.pediatricNotSupportedOnMobile).toBe('Pediatric not supported on mobile');
  });
});
