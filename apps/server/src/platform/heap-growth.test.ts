import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./heap-growth.ts', import.meta.url));

/**
 * The old generation's limit V8 sets after a full collection, as its own trace prints it
 * (`[HeapController] Limit: old size: … KB, new limit: … KB (factor)`), in a process of its own:
 * V8's flags are the process's, and the test runner's must stay as they are.
 */
function limitFactorAfterCollection(setUp: string): number {
  const script = `${setUp}
const live = Array.from({ length: 100 }, () => new Array(20000).fill(1));
globalThis.gc();
console.log(live.length);`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', '--trace-gc', '--trace-gc-verbose', '--input-type=module'],
    { input: script, encoding: 'utf8' },
  );
  const limits = [...output.matchAll(/\[HeapController\] Limit: .*\((\d+\.\d+)\)/g)];
  const last = limits.at(-1);
  if (last === undefined) throw new Error(`V8 printed no heap limit:\n${output.slice(0, 500)}`);
  return Number(last[1]);
}

describe('letHeapDoubleBeforeCollecting', () => {
  it('lets the heap grow to twice what survived a full collection, set while running', () => {
    const setUp = `import { letHeapDoubleBeforeCollecting } from ${JSON.stringify(MODULE)};
letHeapDoubleBeforeCollecting();`;
    expect(limitFactorAfterCollection(setUp)).toBe(2);
  });

  it("leaves V8's own factor to a process that does not call it", () => {
    expect(limitFactorAfterCollection('')).not.toBe(2);
  });
});
