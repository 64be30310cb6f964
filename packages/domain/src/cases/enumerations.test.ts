import { describe, expect, it } from 'vitest';
import {
  CASE_TYPE_FILTERS,
  lastActivityBand,
  REJECTION_REASON_LABELS,
  rejectedModelMessage,
  REJECTION_REASONS,
} from './enumerations';

const MINUTE = 60_000;

describe('rejectedModelMessage', () => {
  it('says the assessment failed when the films did (motion, visibility), else that the model was not processed', () => {
    expect(rejectedModelMessage('PresenceOfPatientMotion')).toBe('alignmentAssessmentFailed');
    expect(rejectedModelMessage('InsufficientVisibility')).toBe('alignmentAssessmentFailed');
    for (const reason of [
      'PatientLessThan7YearsOld',
      'CongenitalDeformity',
      'Not24Vertebrae',
      'Other',
    ] as const) {
      expect(rejectedModelMessage(reason)).toBe('modelNotProcessed');
    }
    expect(rejectedModelMessage(null)).toBe('modelNotProcessed');
  });
});

describe('lastActivityBand', () => {
  it.each([
    [0, '<5min'],
    [-2_000, '<5min'],
    [5 * MINUTE - 1, '<5min'],
    [5 * MINUTE, '<10min'],
    [14 * MINUTE, '<15min'],
    [29 * MINUTE, '<30min'],
    [59 * MINUTE, '<1h'],
    [5 * 60 * MINUTE, '<6h'],
    [23 * 60 * MINUTE, '<24h'],
    [24 * 60 * MINUTE, '>1d'],
    [30 * 24 * 60 * MINUTE, '>1d'],
  ])('%d ms ago is %s', (elapsed, band) => {
    expect(lastActivityBand(elapsed)).toBe(band);
  });
});

describe('case enumerations', () => {
  it('label every rejection reason', () => {
    expect(Object.keys(REJECTION_REASON_LABELS)).toEqual([...REJECTION_REASONS]);
  });

  it('filter the case lists as the seed lists them', () => {
    expect(CASE_TYPE_FILTERS).toEqual([
      'All',
      'PreopRod',
      'PreOp',
      'PostOp',
      'High',
      'NotAssigned',
      'Successful',
      'Rejected',
    ]);
  });
});
