import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPageAligned } from './aligned-bytes';
import { UploadMemory } from './upload-memory';

const MB = 1024 * 1024;

describe('UploadMemory', () => {
  const limits = { maxFileBytes: 8 * MB, totalBytes: 12 * MB, perOwnerBytes: 8 * MB };

  it("refuses a chunk past one uploader's share, and gives the share back on release", () => {
    const memory = new UploadMemory(limits);
    const first = memory.open('user:a');
    expect(first.append(Buffer.alloc(6 * MB))).toBe(true);
    const second = memory.open('user:a');
    expect(second.append(Buffer.alloc(3 * MB))).toBe(false);
    // Another uploader still has room.
    const other = memory.open('user:b');
    expect(other.append(Buffer.alloc(3 * MB))).toBe(true);
    first.release();
    expect(second.append(Buffer.alloc(3 * MB))).toBe(true);
    second.release();
    other.release();
    expect(memory.bufferedBytes).toBe(0);
  });

  it('refuses a chunk past the bound of all uploads together', () => {
    const memory = new UploadMemory(limits);
    const files = ['a', 'b', 'c'].map((owner) => memory.open(`user:${owner}`));
    expect(files[0]?.append(Buffer.alloc(5 * MB))).toBe(true);
    expect(files[1]?.append(Buffer.alloc(5 * MB))).toBe(true);
    expect(files[2]?.append(Buffer.alloc(3 * MB))).toBe(false);
    expect(memory.bufferedBytes).toBe(10 * MB);
    for (const file of files) file.release();
    expect(memory.bufferedBytes).toBe(0);
  });

  it('gathers in page-aligned memory while it has room, then in plain memory, in order', () => {
    const memory = new UploadMemory({ ...limits, alignedBytes: 2 * MB });
    const small = memory.open('user:a');
    const chunk = randomBytes(100_000);
    expect(small.append(chunk)).toBe(true);
    expect(isPageAligned(small.bytes())).toBe(true);
    small.release();

    const large = memory.open('user:a');
    const chunks = Array.from({ length: 40 }, () => randomBytes(100_000));
    for (const part of chunks) expect(large.append(part)).toBe(true);
    const bytes = large.bytes();
    expect(isPageAligned(bytes)).toBe(false); // 4 MB did not fit in 2 MB of aligned memory
    expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
    large.release();
    expect(memory.alignedHeldBytes).toBeLessThanOrEqual(2 * MB);
  });
});
