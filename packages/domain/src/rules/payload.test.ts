import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsForbiddenCharacters,
  findPayloadProblem,
  jsonNestingExceeds,
  MAX_PAYLOAD_DEPTH,
} from './payload';

describe('containsForbiddenCharacters', () => {
  it.each([
    ['plain text', false],
    ['<script>', true],
    ['a > b', true],
    [{ remark: 'fine' }, false],
    [{ remark: '<b>' }, true],
    // A patient note answers with its own rule's message, naming the characters (seed §5).
    [{ note: '<b>' }, false],
    [{ deep: { deeper: ['ok', 'x<y'] } }, true],
    [{ '<key>': 'value' }, true],
    [[1, 2, true, null], false],
    [42, false],
    [null, false],
    [{ password: 'a<b>c' }, false],
    [{ newPassword: '<<>>', currentPassword: '>' }, false],
    [{ user: { password: '<' }, name: '<' }, true],
    ['&amp;', false],
  ] as const)('%j → %s', (value, expected) => {
    expect(containsForbiddenCharacters(value)).toBe(expected);
  });

  it('inspects password fields when no keys are exempt', () => {
    expect(containsForbiddenCharacters({ password: '<' }, [])).toBe(true);
  });
});

/** `[[[…]]]`, `depth` arrays deep, built without recursion. */
function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

/** `{"a":{"a":…1}}`, `depth` objects deep. */
function nestedObjects(depth: number, leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

describe('the walk is iterative', () => {
  it('inspects a value nested 500 000 levels without exhausting the stack', () => {
    const deep = nestedObjects(500_000, 'x<y');
    expect(containsForbiddenCharacters(deep)).toBe(true);
    expect(containsForbiddenCharacters(nestedArrays(500_000))).toBe(false);
  });

  it('calls a body nested deeper than the bound too deep, before reading what it holds', () => {
    expect(findPayloadProblem(nestedArrays(500_000))).toBe('too-deep');
    expect(findPayloadProblem(nestedObjects(MAX_PAYLOAD_DEPTH + 1, '\u0000'))).toBe('too-deep');
  });

  it('accepts nesting up to the bound', () => {
    expect(findPayloadProblem(nestedArrays(MAX_PAYLOAD_DEPTH))).toBeNull();
    expect(findPayloadProblem(nestedObjects(MAX_PAYLOAD_DEPTH))).toBeNull();
    expect(findPayloadProblem(nestedObjects(MAX_PAYLOAD_DEPTH + 1))).toBe('too-deep');
  });
});

describe('findPayloadProblem', () => {
  it.each([
    [{ name: 'Jane' }, null],
    [{ name: 'Ja\u0000ne' }, 'control-characters'],
    [{ name: 'a\tb' }, 'control-characters'],
    [{ name: 'a\nb' }, 'control-characters'],
    [{ name: 'a\u007fb' }, 'control-characters'],
    [{ 'na\u0000me': 'x' }, 'control-characters'],
    [{ list: ['ok', ['deeper', 'x\u001b[31m']] }, 'control-characters'],
    [{ message: 'line one\nline two\r\n\tindented' }, null],
    [{ specialConsiderations: 'first\nsecond' }, null],
    [{ message: 'a\u0000b' }, 'control-characters'],
    [{ 'message\n': 'x' }, 'control-characters'],
    [{ password: 'Pass\u0000word-2027' }, 'control-characters'],
    [{ password: '<ok>' }, null],
    [{ remark: '<b>' }, 'forbidden-characters'],
    [{ remark: '<b>', other: 'a\u0000' }, 'control-characters'],
    [{ remark: '<b>', nested: { other: 'a\u0000' } }, 'control-characters'],
    [{ note: 'a < b\nand c > d' }, null],
    [{ note: 'a\u0000b' }, 'control-characters'],
    [{ text: 'ａｄｍｉｎ\u200b' }, null],
  ] as const)('%j → %s', (value, expected) => {
    expect(findPayloadProblem(value)).toBe(expected);
  });

  it('refuses line breaks everywhere when no field is multi-line (parameters, queries)', () => {
    const rules = { multilineKeys: [], refuseMarkup: false };
    expect(findPayloadProblem({ message: 'a\nb' }, rules)).toBe('control-characters');
    expect(findPayloadProblem({ search: ['a', 'b\u0000'] }, rules)).toBe('control-characters');
    expect(findPayloadProblem({ search: '<b>' }, rules)).toBeNull();
  });

  it('leaves a self-sanitized query value to its own rule, but not its name', () => {
    const rules = { multilineKeys: [], refuseMarkup: false, uncheckedKeys: ['redirectUrl'] };
    expect(findPayloadProblem({ redirectUrl: '/\t/evil' }, rules)).toBeNull();
    expect(findPayloadProblem({ redirectUrl: '/', other: '\t' }, rules)).toBe('control-characters');
  });

  it('never throws and finds every NUL, whatever the value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const problem = findPayloadProblem({ value, text: `${text}\u0000` });
        expect(problem).toBe('control-characters');
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});

describe('jsonNestingExceeds', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":{"b":[1]}}', 3, false],
    ['{"a":{"b":[1]}}', 2, true],
    ['"[[[[[[[[[["', 1, false],
    ['{"a":"\\"[[[[[["}', 1, false],
    ['{"a":"\\\\"}', 1, false],
    ['[[]] [[]]', 2, false],
  ] as const)('%s within %d → %s', (text, maxDepth, expected) => {
    expect(jsonNestingExceeds(text, maxDepth)).toBe(expected);
  });

  it('measures what JSON.parse then builds (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), fc.integer({ min: 1, max: 12 }), (value, max) => {
        const text = JSON.stringify(value);
        const parsed: unknown = JSON.parse(text);
        const tooDeep = findPayloadProblem(parsed, { maxDepth: max, multilineKeys: [] });
        expect(jsonNestingExceeds(text, max)).toBe(tooDeep === 'too-deep');
      }),
      { seed: 14, numRuns: 500 },
    );
  });

  it('reads a 1 MB body nested 500 000 levels at once', () => {
    const text = '['.repeat(500_000) + ']'.repeat(500_000);
    const started = Date.now();
    expect(jsonNestingExceeds(text)).toBe(true);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
