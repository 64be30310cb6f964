import { describe, expect, it } from 'vitest';
import { CASE_QUEUE_MESSAGES, CASE_WORKFLOW_MESSAGES } from '@sagitta/domain';
import { durationParts, historyReason, patientName, serverMessageKey } from './case-words';

describe('the words of the case pages', () => {
  it('names the patient as the lists do, or nobody', () => {
    expect(patientName({ ...patient, firstName: 'Jane', familyName: 'Doe' })).toBe('Jane DOE');
    expect(patientName({ ...patient, firstName: null, familyName: ' ' })).toBeNull();
  });

  it('splits a duration into days, hours and minutes', () => {
    expect(durationParts(59_999)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationParts((26 * 60 + 5) * 60_000)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('tells the kinds of history reasons apart', () => {
    expect(historyReason('Other')).toEqual({ kind: 'rejection', code: 'Other' });
    expect(historyReason('HeartbeatLost')).toEqual({ kind: 'queue-return', code: 'HeartbeatLost' });
    expect(historyReason('High')).toEqual({ kind: 'priority', priority: 'High' });
    expect(historyReason('Pediatric')).toEqual({ kind: 'pediatric' });
    expect(historyReason('something new')).toEqual({ kind: 'text', text: 'something new' });
  });

  it('knows the refusals of the queue and the workflow, and no others', () => {
    expect(serverMessageKey(CASE_QUEUE_MESSAGES.notOnline)).toBe('notOnline');
    expect(serverMessageKey(CASE_WORKFLOW_MESSAGES.qcNeedsExperience)).toBe('qcNeedsExperience');
    expect(serverMessageKey('Place the landmarks first')).toBeUndefined();
    expect(serverMessageKey('toString')).toBeUndefined();
  });
});

const patient = {
  id: '00000000-0000-4000-8000-000000000001',
  productId: 'P-1',
  familyName: null,
  firstName: null,
};
