import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXAM_STATUSES,
  EXAM_STATUS_LABELS,
  EXAM_TYPES,
  EXAM_TYPE_LABELS,
  MODELING_TYPES,
  NEW_ITEM_ALERT_STATUSES,
  VERTEBRAE,
  WORKLIST_FEED_STATUSES,
  WORKLIST_GO_TO_TOP_RATIO,
  WORKLIST_INFINITE_SCROLL_RATIO,
  WORKLIST_PAGE_SIZE,
  WORKLIST_STATUS_POLL_MS,
  compareVertebrae,
  isExamStatus,
  isExamType,
  isModelingType,
  isVertebra,
  raisesNewItemAlert,
  vertebraAt,
  vertebraIndex,
} from './imaging';

describe('imaging enumerations (seed §3)', () => {
  it('lists the twelve exam types, each with a label', () => {
    expect(EXAM_TYPES).toHaveLength(12);
    expect(new Set(EXAM_TYPES).size).toBe(12);
    expect(Object.keys(EXAM_TYPE_LABELS).sort()).toEqual([...EXAM_TYPES].sort());
    expect(EXAM_TYPE_LABELS.IOA).toBe('Intra-operative image');
  });

  it('lists the six exam statuses, each with a label', () => {
    expect(EXAM_STATUSES).toEqual([
      'APPROVE',
      'PROCESSING',
      'APPROVED',
      'READY_TO_REVIEW',
      'CANCELLED',
      'FAILED',
    ]);
    expect(Object.keys(EXAM_STATUS_LABELS).sort()).toEqual([...EXAM_STATUSES].sort());
  });

  it('lists the modeling types as the seed spells them', () => {
    expect(MODELING_TYPES).toEqual([
      'Planning',
      'Alignment',
      'MobileAlignment',
      'IoaReconciliation',
    ]);
  });

  it.each([
    [isExamType, 'SURGERY', true],
    [isExamType, 'surgery', false],
    [isExamType, 3, false],
    [isExamStatus, 'READY_TO_REVIEW', true],
    [isExamStatus, 'Ready to review', false],
    [isModelingType, 'IoaReconciliation', true],
    [isModelingType, 'toString', false],
    [isVertebra, 'T12', true],
    [isVertebra, 'T13', false],
    [isVertebra, undefined, false],
  ])('%o(%j) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('vertebra order (seed §3)', () => {
  it.each([
    ['C1', 1],
    ['C7', 7],
    ['T1', 8],
    ['T12', 19],
    ['L1', 20],
    ['L5', 24],
    ['S1', 25],
  ] as const)('%s is index %i', (vertebra, index) => {
    expect(vertebraIndex(vertebra)).toBe(index);
    expect(vertebraAt(index)).toBe(vertebra);
  });

  it('has 25 levels: 7 cervical, 12 thoracic, 5 lumbar, S1', () => {
    expect(VERTEBRAE).toHaveLength(25);
    expect(VERTEBRAE.filter((v) => v.startsWith('C'))).toHaveLength(7);
    expect(VERTEBRAE.filter((v) => v.startsWith('T'))).toHaveLength(12);
    expect(VERTEBRAE.filter((v) => v.startsWith('L'))).toHaveLength(5);
  });

  it.each([0, 26, -1, 1.5, Number.NaN])('has no vertebra at %d', (index) => {
    expect(vertebraAt(index)).toBeUndefined();
  });

  it('index and vertebraAt are inverse, and the order follows the index', () => {
    const vertebra = fc.constantFrom(...VERTEBRAE);
    fc.assert(
      fc.property(vertebra, vertebra, (a, b) => {
        expect(vertebraAt(vertebraIndex(a))).toBe(a);
        expect(Math.sign(compareVertebrae(a, b))).toBe(
          Math.sign(vertebraIndex(a) - vertebraIndex(b)),
        );
      }),
    );
    expect([...VERTEBRAE].reverse().sort(compareVertebrae)).toEqual([...VERTEBRAE]);
  });
});

describe('worklist new-item alert (seed §4)', () => {
  it.each([
    ['EXAM_IMPORTED', true],
    ['MODELING_SUCCEEDED', true],
    ['MODELING_FAILED', true],
    ['MODELING_STARTED', false],
    ['exam_imported', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (status, expected) => {
    expect(raisesNewItemAlert(status)).toBe(expected);
  });

  it('alerts only on feed statuses', () => {
    for (const status of NEW_ITEM_ALERT_STATUSES) {
      expect(WORKLIST_FEED_STATUSES).toContain(status);
    }
  });
});

describe('worklist constants (seed §9)', () => {
  it('match the seed', () => {
    expect(WORKLIST_INFINITE_SCROLL_RATIO).toBe(0.95);
    expect(WORKLIST_GO_TO_TOP_RATIO).toBe(0.3);
    expect(WORKLIST_STATUS_POLL_MS).toBe(60_000);
    expect(WORKLIST_PAGE_SIZE).toBe(25);
  });
});
