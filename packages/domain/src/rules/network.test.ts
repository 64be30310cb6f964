import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AE_TITLE_MAX_LENGTH, isValidAeTitle, isValidIpAddress, isValidPort } from './network';

/**
 * Node's own parser is the oracle. The domain compiles without Node's types (it runs in browsers
 * too), so the module is loaded by a name TypeScript does not resolve, and given the one
 * signature used; the tests themselves always run in Node.
 */
const nodeNet = 'node:net';
const { isIP } = (await import(/* @vite-ignore */ nodeNet)) as {
  isIP: (input: string) => number;
};

describe('isValidAeTitle', () => {
  it.each([
    ['SAGITTA_AIE', true],
    ['A', true],
    ['A'.repeat(AE_TITLE_MAX_LENGTH), true], // 16
    ['A'.repeat(AE_TITLE_MAX_LENGTH + 1), false], // 17
    ['  PACS  ', true], // leading and trailing spaces are not significant
    ['MY PACS', true],
    ['PACS-1.@#', true],
    ['PACS\\1', false], // backslash is the DICOM value separator
    ['PACS\t', false],
    ['PACS\n1', false],
    ['PACS\u0000', false],
    ['PACS\u007f', false],
    ['PACSÉ', false], // outside the default repertoire
    ['', false],
    [' ', false],
    [' '.repeat(AE_TITLE_MAX_LENGTH), false],
  ])('%j → %s', (title, expected) => {
    expect(isValidAeTitle(title)).toBe(expected);
  });

  it('accepts exactly 1 to 16 printable ASCII characters, not all spaces, without backslash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 20 }), (title) => {
        const expected =
          title.length <= AE_TITLE_MAX_LENGTH &&
          /[^ ]/.test(title) &&
          Array.from(title).every(
            (character) => character >= ' ' && character <= '~' && character !== '\\',
          );
        expect(isValidAeTitle(title)).toBe(expected);
      }),
    );
  });
});

describe('isValidPort', () => {
  it.each([
    [1, true],
    [104, true], // the DICOM port
    [65_535, true],
    ['1', true],
    ['8080', true],
    ['65535', true],
    [0, false],
    [65_536, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [1e21, false],
    ['0', false],
    ['65536', false],
    ['-1', false],
    ['1.5', false],
    ['12a', false],
    ['0x50', false],
    ['1e3', false],
    [' 80', false], // the schema trims; the rule does not
    ['', false],
    ['100000', false],
  ])('%j → %s', (port, expected) => {
    expect(isValidPort(port)).toBe(expected);
  });

  it('accepts every integer from 1 to 65535, as a number or as its digits, and no other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (port) => {
        const expected = port >= 1 && port <= 65_535;
        expect(isValidPort(port)).toBe(expected);
        expect(isValidPort(String(port))).toBe(expected);
      }),
    );
  });
});

describe('isValidIpAddress', () => {
  it.each([
    ['192.0.2.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['10.0.0.10', true],
    // Leading zeros are refused, as Node and browsers do: 010 means 8 to inet_aton.
    ['010.0.0.1', false],
    ['192.168.01.1', false],
    ['00.0.0.0', false],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['1.2.3.', false],
    ['1..2.3', false],
    ['0x7f.0.0.1', false],
    ['2130706433', false], // a single 32-bit number
    ['1.2.3.4 ', false], // the schema trims; the rule does not
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['2001:db8::ff00:42:8329', true],
    ['2001:DB8::FF00:42:8329', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['1::', true],
    ['1:2:3:4:5:6:7::', true],
    ['::2:3:4:5:6:7:8', true],
    ['::ffff:192.0.2.1', true],
    ['64:ff9b::192.0.2.33', true],
    ['1:2:3:4:5:6:192.0.2.1', true],
    [':::', false],
    ['1::2::3', false],
    ['gggg::', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['1::2:3:4:5:6:7:8', false], // '::' must stand for at least one group
    ['12345::', false],
    [':1::2', false],
    ['1:2:3:4:5:6:7:192.0.2.1', false],
    ['::ffff:256.0.0.1', false],
    ['::ffff:192.0.2', false],
    ['192.0.2.1::', false],
    // Zone ids are refused: they name an interface of one host, meaningless to an AIE.
    ['fe80::1%eth0', false],
    ['', false],
    ['localhost', false],
  ])('%j → %s', (address, expected) => {
    expect(isValidIpAddress(address)).toBe(expected);
  });

  it('agrees with Node on every IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(isIP(address)).toBe(4);
        expect(isValidIpAddress(address)).toBe(true);
      }),
    );
  });

  it('agrees with Node on every IPv6 address, compressed and IPv4-suffixed forms included', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        expect(isIP(address)).toBe(6);
        expect(isValidIpAddress(address)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with Node on the octal, hexadecimal and short IPv4 forms (all refused)', () => {
    fc.assert(
      fc.property(fc.ipV4Extended(), (address) => {
        expect(isValidIpAddress(address)).toBe(isIP(address) !== 0);
      }),
    );
  });

  /** Addresses with one character inserted, removed or replaced: where parsers go wrong. */
  const nearMiss = fc
    .tuple(
      fc.oneof(fc.ipV4(), fc.ipV6()),
      fc.nat(),
      fc.constantFrom('insert', 'remove', 'replace'),
      fc.constantFrom(...Array.from('0123456789abcdefABCDEFg:.')),
    )
    .map(([address, at, edit, character]) => {
      const index = at % (address.length + 1);
      const keep = edit === 'insert' ? index : index + 1;
      const added = edit === 'remove' ? '' : character;
      return `${address.slice(0, index)}${added}${address.slice(keep)}`;
    });

  it('agrees with Node on addresses one character away from valid ones', () => {
    fc.assert(
      fc.property(nearMiss, (address) => {
        expect(isValidIpAddress(address)).toBe(isIP(address) !== 0);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with Node on strings of address characters', () => {
    const addressLike = fc.string({
      unit: fc.constantFrom(...Array.from('0123456789abcdefABCDEFg:.')),
      maxLength: 45,
    });
    fc.assert(
      fc.property(addressLike, (address) => {
        expect(isValidIpAddress(address)).toBe(isIP(address) !== 0);
      }),
      { numRuns: 2000 },
    );
  });
});
