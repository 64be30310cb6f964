import { describe, expect, it } from 'vitest';
import { worklistQuery } from '@sagitta/domain';
import { nextWorklistPage, worklistPath } from './api';
import { manyExams } from './testing/exams';

describe('worklistPath', () => {
  it('sends no search fields without a search', () => {
    expect(worklistPath(1, '')).toBe('/patient-list/api/v1/acquisitions?page=1&limit=25');
  });

  it('sends the search as both patientName and patientID, in a query the server accepts', () => {
    const path = worklistPath(3, 'smi,PID 1');
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
    expect(query).toEqual({
      page: '3',
      limit: '25',
      patientName: 'smi,PID 1',
      patientID: 'smi,PID 1',
    });
    expect(worklistQuery.parse(query)).toEqual({
      page: 3,
      limit: 25,
      patientName: 'smi,PID 1',
      patientID: 'smi,PID 1',
    });
  });
});

describe('nextWorklistPage', () => {
  const page = (count: number, totalCount: number) => ({ items: manyExams(count), totalCount });

  it('asks for the next page while fewer rows than the total are loaded', () => {
    const pages = [page(50, 120), page(50, 120)];
    expect(nextWorklistPage(pages[1]!, pages)).toBe(3);
  });

  it('stops at the total', () => {
    const pages = [page(50, 120), page(50, 120), page(20, 120)];
    expect(nextWorklistPage(pages[2]!, pages)).toBeUndefined();
  });

  it('stops at an empty page even if the total says more (the list shrank meanwhile)', () => {
    const pages = [page(50, 120), page(0, 120)];
    expect(nextWorklistPage(pages[1]!, pages)).toBeUndefined();
  });
});
