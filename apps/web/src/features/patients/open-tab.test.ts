import { describe, expect, it } from 'vitest';
import { mayOpenOnExams, openTab } from './open-tab';

describe('openTab', () => {
  it.each([
    ['favorites', 'patient-list', 'favorites'],
    ['favorites', 'pending', 'favorites'],
    ['favorites', 'failed', 'favorites'],
    [null, 'pending', null],
    [null, 'surgical-candidates', 'surgical-candidates'],
    [null, 'failed', 'exams'],
    ['nonsense', 'favorites', 'favorites'],
    ['nonsense', 'failed', 'exams'],
  ] as const)('?tab=%s with the preference %s opens %s', (param, preference, expected) => {
    expect(openTab(param, preference)).toBe(expected);
  });
});

describe('mayOpenOnExams', () => {
  it.each([
    ['exams', true],
    [null, true],
    ['nonsense', true],
    ['favorites', false],
    ['patient-list', false],
  ] as const)('?tab=%s may open Patient Exams: %s', (param, expected) => {
    expect(mayOpenOnExams(param)).toBe(expected);
  });
});
