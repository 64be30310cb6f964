import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

// July 1st 2024, 9:30 in the morning where the test runs: the format is in the local time zone.
const MORNING = new Date(2024, 6, 1, 9, 30).toISOString();

describe('formatDate', () => {
  it('reads mm/dd/yy (seed §9)', () => {
    expect(formatDate(MORNING)).toBe('07/01/24');
  });
});

describe('formatDateTime', () => {
  it('reads mm/dd/yy, then hh:mm', () => {
    // \s: recent ICU versions put a narrow no-break space before AM.
    expect(formatDateTime(MORNING)).toMatch(/^07\/01\/24, 09:30\sAM$/);
  });
});
