import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/patient/list', '/patient/list'],
    ['/eula?redirect=%2Fusers', '/eula?redirect=%2Fusers'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['relative/path', '/'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it('never yields anything but a single-slash path without control characters or backslashes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (target) => {
        const result = safeRedirectPath(target);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        expect(/[\u0000-\u001f\u007f\\]/.test(result)).toBe(false);
      }),
    );
  });
});
