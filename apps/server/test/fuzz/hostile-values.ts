import fc from 'fast-check';

/**
 * What an attacker puts in a field: control characters (NUL first), unicode look-alikes and
 * broken UTF-16, markup and injection probes, huge, negative and non-finite numbers, long strings,
 * wrong types and deep nesting. The fuzz test mixes these with plausible values, so that requests
 * get past validation too.
 */

const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
);

/** Look-alikes, invisible and direction characters, unpaired surrogates, non-BMP. */
const UNICODE = fc.constantFrom(
  'ａｄｍｉｎ',
  'аdmin', // Cyrillic а
  'admin\u200b',
  '\u202egnp.exe',
  '\uFEFFx',
  'x\uD800',
  '\uDFFFx',
  '😀',
  'e\u0301',
  'İı',
  'ß',
  '\u0085\u2028\u2029',
  '𝔞𝔡𝔪𝔦𝔫',
  '﷽',
);

const PROBES = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%00',
  '%',
  '_',
  '*',
  '\\',
  '"',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '0x10',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30T25:61:00Z',
  '__proto__',
);

/** A short text with a control character inside. */
export const withControl = fc
  .tuple(fc.string({ maxLength: 6 }), CONTROL, fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** A string an attacker would send; `maxLong` bounds the long ones (URLs stay shorter). */
export function hostileString(maxLong = 200_000): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: withControl },
    { weight: 2, arbitrary: UNICODE },
    { weight: 3, arbitrary: PROBES },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: Math.min(300, maxLong), max: maxLong })
        .map((n) => 'é'.repeat(n)),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  );
}

/** A string that can travel in a header: no control characters, no line breaks. */
export const printableHostile = fc.oneof(UNICODE, PROBES).map((text) =>
  // eslint-disable-next-line no-control-regex -- removing what a header cannot carry
  text.replace(/[\u0000-\u001f\u007f-\uffff]/g, '?'),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -(2 ** 63),
    2 ** 31,
    -(2 ** 31) - 1,
    -1,
    -0,
    0.5,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `{ "a": { "a": … } }` or `[[…]]`, `depth` levels deep. */
export function nested(depth: number, arrays: boolean): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = arrays ? [value] : { a: value };
  return value;
}

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const deep = fc
  .tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean())
  .map(([depth, arrays]) => nested(depth, arrays));

/** Any hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString() },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: deep },
);

/** Extra fields an attacker adds: poisoning keys, hostile keys, hostile values. */
export const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id'),
    hostileString(40),
  ),
  hostileValue,
  { maxKeys: 2 },
);

/** Bodies that are not even JSON objects: malformed, huge numbers, deep text, wrong types. */
export const rawBodyText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":}',
    '[1,]',
    'null',
    '1e999',
    '-1e999',
    '123456789012345678901234567890',
    '"\\u0000"',
    '{"a":"\\ud800"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\u0000',
    '',
  ),
  fc.integer({ min: 33, max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);
