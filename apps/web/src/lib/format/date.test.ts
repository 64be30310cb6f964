import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, localIsoDate } from './date';
import { blankToNull } from './text';

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

describe('formatCalendarDate', () => {
  it.each([
    ['2026-03-14', '03/14/26'],
    ['1999-12-31', '12/31/99'],
    ['1962-12-31', '12/31/62'],
    ['2026-3-14', null],
    ['20240701', null],
    ['2024-07-01T00:00:00Z', null],
    ['', null],
  ])('reads %j as a calendar day, whatever the time zone: %j', (iso, expected) => {
    expect(formatCalendarDate(iso)).toBe(expected);
  });
});

describe('localIsoDate', () => {
  it('is the calendar day in the local time zone, years padded to four digits', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(localIsoDate(new Date(987, 11, 1))).toBe('0987-12-01');
  });
});

describe('blankToNull', () => {
  it.each([
    [' Smith ', 'Smith'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(blankToNull(text)).toBe(expected);
  });
});
