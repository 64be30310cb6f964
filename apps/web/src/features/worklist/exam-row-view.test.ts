import { describe, expect, it } from 'vitest';
import { examRowView } from './exam-row-view';
import { anExam, modeling } from './testing/exams';

describe('examRowView', () => {
  const now = new Date(2026, 2, 15, 10).getTime();

  it('counts the age on the day shown and reads the latest modeling', () => {
    const view = examRowView(
      anExam({
        birthDate: '2000-03-16',
        modelings: [
          modeling('MODELIZED', now - 3_600_000, 'a'),
          modeling('IA_IN_PROGRESS', now - 5 * 60_000, 'b'),
        ],
      }),
      now,
    );
    expect(view.age).toBe(25);
    expect(view.state).toEqual({ kind: 'in-progress', elapsedMs: 5 * 60_000 });
  });

  it('leaves unknown values unknown: blank names, no date, no description anywhere', () => {
    const view = examRowView(
      anExam({
        familyName: '  ',
        birthDate: null,
        sex: null,
        date: null,
        description: null,
        seriesDescription: null,
        accessionNumber: '',
        modelings: [],
      }),
      now,
    );
    expect(view).toMatchObject({
      familyName: null,
      age: undefined,
      sex: null,
      examDate: null,
      description: null,
      accessionNumber: null,
      state: { kind: 'failure' },
    });
  });
});
