import { describe, expect, it } from 'vitest';
import { parseReleaseNotes, ReleaseNotesError, subnoteIndentLevel } from './release-notes';

const VALID = [
  {
    listMarker: '1.',
    title: 'Surgical planning',
    subnotes: [
      { description: 'Plans can be approved from Actions.', indentType: 'single' },
      {
        description: 'The approval dialog shows the plan preview.',
        indentType: 'double',
        media: [
          { type: 'image', identifier: 'plan-preview.png', styleProperties: { width: '320px' } },
          { type: 'video', identifier: 'approve-plan.mp4' },
        ],
      },
    ],
  },
  { listMarker: '•', title: 'Fixes', subnotes: [] },
];

describe('parseReleaseNotes', () => {
  it('parses valid notes, keeping their order', () => {
    expect(parseReleaseNotes(JSON.stringify(VALID))).toEqual(VALID);
  });

  it('accepts an empty list', () => {
    expect(parseReleaseNotes('[]')).toEqual([]);
    expect(parseReleaseNotes(' [ ] ')).toEqual([]);
  });

  it.each(['', 'not json', '[{"listMarker": "1."', "[{'listMarker': '1.'}]"])(
    'rejects text that is not JSON: %j',
    (text) => {
      expect(() => parseReleaseNotes(text)).toThrow(ReleaseNotesError);
      expect(() => parseReleaseNotes(text)).toThrow(/not valid JSON/);
    },
  );

  it.each([
    ['null', null],
    ['an object', { notes: VALID }],
    ['a string', 'notes'],
    ['a note without subnotes', [{ listMarker: '1.', title: 'x' }]],
    ['a title that is not text', [{ listMarker: '1.', title: 3, subnotes: [] }]],
    [
      'an unknown indent',
      [{ listMarker: '1.', title: 'x', subnotes: [{ description: 'd', indentType: 'triple' }] }],
    ],
    [
      'an unknown media type',
      [
        {
          listMarker: '1.',
          title: 'x',
          subnotes: [
            { description: 'd', indentType: 'single', media: [{ type: 'audio', identifier: 'a' }] },
          ],
        },
      ],
    ],
  ])('rejects %s', (_label, value) => {
    const parse = () => parseReleaseNotes(JSON.stringify(value));
    expect(parse).toThrow(ReleaseNotesError);
    expect(parse).toThrow(/expected shape/);
  });

  it('is an Error named ReleaseNotesError that keeps the cause', () => {
    try {
      parseReleaseNotes('{');
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(ReleaseNotesError);
      expect((error as ReleaseNotesError).name).toBe('ReleaseNotesError');
      expect((error as ReleaseNotesError).cause).toBeInstanceOf(SyntaxError);
    }
  });
});

describe('subnoteIndentLevel', () => {
  it.each([
    ['single', 1],
    ['double', 2],
  ] as const)('%s → %i', (indentType, level) => {
    expect(subnoteIndentLevel(indentType)).toBe(level);
  });
});
