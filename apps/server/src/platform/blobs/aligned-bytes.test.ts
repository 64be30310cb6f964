import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AlignedBytes,
  AlignedBytesPool,
  alignedLength,
  DIRECT_IO_ALIGNMENT,
  isPageAligned,
} from './aligned-bytes';

const MB = 1024 * 1024;

function takeFrom(pool: AlignedBytesPool): AlignedBytes {
  const bytes = pool.take();
  if (bytes === undefined) throw new Error('the pool is full');
  return bytes;
}

function filledWith(chunks: Buffer[], bytes = new AlignedBytes(16 * MB)): AlignedBytes {
  for (const chunk of chunks) bytes.append(chunk);
  return bytes;
}

describe('AlignedBytes', () => {
  it('gathers chunks in order as its memory grows, without losing the earlier ones', () => {
    const chunks = Array.from({ length: 70 }, (_, index) => randomBytes(64 * 1024 + index));
    const bytes = filledWith(chunks);
    expect(bytes.length).toBe(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    expect(bytes.view().equals(Buffer.concat(chunks))).toBe(true);
    expect(bytes.capacity).toBeGreaterThanOrEqual(alignedLength(bytes.length));
  });

  it('starts on a page, which a plain Buffer or an offset view does not count as', () => {
    const view = filledWith([randomBytes(10_000)]).view();
    expect(isPageAligned(view)).toBe(true);
    expect(isPageAligned(view.subarray(1))).toBe(false);
    expect(isPageAligned(view.subarray(DIRECT_IO_ALIGNMENT))).toBe(true);
    expect(isPageAligned(Buffer.alloc(10_000))).toBe(false);
    expect(isPageAligned(new Uint8Array(new SharedArrayBuffer(10_000)))).toBe(false);
  });

  it('zeroes what follows the bytes up to a whole block, so a direct write never carries an earlier file', () => {
    const pool = new AlignedBytesPool(16 * MB);
    const earlier = takeFrom(pool);
    earlier.append(Buffer.alloc(3 * DIRECT_IO_ALIGNMENT, 0xab));
    pool.give(earlier);

    const next = takeFrom(pool);
    expect(next).toBe(earlier); // the same memory, reused
    expect(next.length).toBe(0);
    next.append(Buffer.alloc(DIRECT_IO_ALIGNMENT + 5, 0x01));
    const view = next.view();
    expect(view.length).toBe(DIRECT_IO_ALIGNMENT + 5);
    const blocks = new Uint8Array(view.buffer, 0, alignedLength(view.length));
    expect(blocks.subarray(view.length).every((byte) => byte === 0)).toBe(true);
  });

  it('refuses to grow past its maximum', () => {
    const bytes = new AlignedBytes(100);
    bytes.append(Buffer.alloc(100));
    expect(() => {
      bytes.append(Buffer.alloc(1));
    }).toThrow(RangeError);
    expect(bytes.length).toBe(100);
  });
});

describe('AlignedBytesPool', () => {
  it('hands out distinct memories while they are taken, and keeps given ones for reuse', () => {
    const pool = new AlignedBytesPool(MB);
    const first = takeFrom(pool);
    const second = takeFrom(pool);
    expect(second).not.toBe(first);
    pool.give(first);
    pool.give(second);
    const again = [pool.take(), pool.take()];
    expect(again).toContain(first);
    expect(again).toContain(second);
  });

  it('keeps every memory it makes under its bound: no new memory and no growth past it', () => {
    const pool = new AlignedBytesPool(8 * MB, 4 * MB);
    const first = takeFrom(pool);
    expect(first.append(Buffer.alloc(3 * MB))).toBe(true);
    const second = takeFrom(pool);
    // 3 MB + 64 KB held: growing the second memory to 2 MB would pass 4 MB.
    expect(second.append(Buffer.alloc(MB + 1))).toBe(false);
    expect(second.length).toBe(0);
    expect(second.append(Buffer.alloc(1000))).toBe(true); // within its first page
    expect(pool.heldBytes).toBeLessThanOrEqual(4 * MB);
    pool.give(first);
    pool.give(second);
    expect(pool.heldBytes).toBeLessThanOrEqual(4 * MB); // kept, for the next files
  });
});
