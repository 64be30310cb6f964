import { describe, expect, it } from 'vitest';
import { bulkOutcome } from './bulk-outcome';

const a = '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01';
const b = '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c02';
const c = '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c03';

describe('bulkOutcome', () => {
  it('is done when no user failed', () => {
    expect(bulkOutcome({ requested: 2, succeeded: [a, b], failed: [] })).toEqual({
      kind: 'done',
      count: 2,
    });
  });

  it('is partial with the failures and the requested count when some failed', () => {
    const failed = [{ userId: c, message: 'A deleted user cannot be changed' }];
    expect(bulkOutcome({ requested: 3, succeeded: [a, b], failed })).toEqual({
      kind: 'partial',
      requested: 3,
      failures: failed,
    });
  });

  it('is partial when every user failed', () => {
    const failed = [
      { userId: a, message: 'x' },
      { userId: b, message: 'y' },
    ];
    expect(bulkOutcome({ requested: 2, succeeded: [], failed })).toMatchObject({
      kind: 'partial',
      requested: 2,
    });
  });

  it('never reports fewer requested users than it has answers for', () => {
    const failed = [{ userId: c, message: 'x' }];
    expect(bulkOutcome({ requested: 1, succeeded: [a], failed })).toMatchObject({
      requested: 2,
    });
  });
});
