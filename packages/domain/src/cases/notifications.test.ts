import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../schemas/users';
import { CASE_STAGES } from './enumerations';
import { emailsModelOutcome, modelOutcomeOf } from './notifications';

const preferences = (change: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  email: true,
  mobile: false,
  pendingCompletion: true,
  pendingCaseScheduling: true,
  pendingApproval: true,
  ...change,
});

describe('the physician’s email of a model’s outcome', () => {
  it('tells of a release or a rejection only', () => {
    const told = CASE_STAGES.map((stage) => [stage, modelOutcomeOf(stage)]);
    expect(told.filter(([, outcome]) => outcome !== undefined)).toEqual([
      ['Completed', 'Released'],
      ['Rejected', 'Rejected'],
    ]);
  });

  it.each([
    ['Released', {}, true],
    ['Released', { email: false }, false],
    ['Released', { pendingApproval: false }, false],
    ['Released', { pendingCompletion: false, pendingCaseScheduling: false }, true],
    ['Rejected', {}, true],
    ['Rejected', { email: false }, false],
    ['Rejected', { pendingApproval: false }, true],
  ] as const)('%s with %o: emailed %s', (outcome, change, emailed) => {
    expect(emailsModelOutcome(preferences(change), outcome)).toBe(emailed);
  });
});
