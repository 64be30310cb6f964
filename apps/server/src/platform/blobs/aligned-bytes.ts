/**
 * Page-aligned bytes that a pool thread can write straight to disk.
 *
 * An upload's bytes are gathered here as they arrive instead of in a fresh Buffer per file: the
 * memory is a shared WebAssembly memory, whose start is page-aligned (a plain Buffer's is not,
 * and Node cannot allocate an aligned one), is shared with the upload thread without a copy or a
 * transfer, and is reused from one file to the next, so no file pays for fresh pages. Aligned
 * memory lets the local store write with `O_DIRECT`, past the page cache (`file-system.ts`).
 */

/** The alignment `O_DIRECT` asks of memory, file offsets and lengths on every Linux disk. */
export const DIRECT_IO_ALIGNMENT = 4096;

const WASM_PAGE = 65_536;
const MAX_WASM_PAGES = 65_536;
/** Memories above this size are not kept for the next file: a rare large study frees its own. */
const POOLED_MAX_BYTES = 64 * 1024 * 1024;
/** Idle memories kept: about one per upload in flight on a busy site. */
const POOLED_MAX_COUNT = 8;

/**
 * The part of `WebAssembly.Memory` used here. The server compiles without the DOM's type
 * library, the only one that declares WebAssembly; Node has the class itself.
 */
interface SharedMemory {
  readonly buffer: SharedArrayBuffer;
  grow(pages: number): number;
}
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: {
      Memory: new (pages: { initial: number; maximum: number; shared: true }) => SharedMemory;
    };
  }
).WebAssembly;

/** Every buffer that starts on a page, from this module; a view's own offset is checked too. */
const alignedBuffers = new WeakSet<SharedArrayBuffer>();

/** True when `bytes` starts on a page of memory from this module. */
export function isPageAligned(bytes: Uint8Array): boolean {
  return (
    bytes.buffer instanceof SharedArrayBuffer &&
    alignedBuffers.has(bytes.buffer) &&
    bytes.byteOffset % DIRECT_IO_ALIGNMENT === 0
  );
}

/**
 * Counts the memory under `bytes` as page-aligned: for a pool thread that received it from a
 * thread where `isPageAligned` held (the memory is the same; its JavaScript object is new).
 */
export function trustPageAligned(bytes: Uint8Array): void {
  if (bytes.buffer instanceof SharedArrayBuffer) alignedBuffers.add(bytes.buffer);
}

/** `length` rounded up to whole `DIRECT_IO_ALIGNMENT` blocks. */
export function alignedLength(length: number): number {
  return Math.ceil(length / DIRECT_IO_ALIGNMENT) * DIRECT_IO_ALIGNMENT;
}

/** WebAssembly pages for `bytes` and their padding to a whole block; a memory has at most 65 536. */
function pagesFor(bytes: number): number {
  return Math.min(MAX_WASM_PAGES, Math.max(1, Math.ceil(alignedLength(bytes) / WASM_PAGE)));
}

/** A growable run of page-aligned bytes, appended to chunk by chunk. */
export class AlignedBytes {
  private readonly memory: SharedMemory;
  private buffer: SharedArrayBuffer;
  private filled = 0;

  /** @param maxBytes - the most it will ever hold (the upload limit): its memory's maximum */
  constructor(readonly maxBytes: number) {
    this.memory = new Memory({ initial: 1, maximum: pagesFor(maxBytes), shared: true });
    this.buffer = this.track();
  }

  get length(): number {
    return this.filled;
  }

  /** Bytes held: what keeping it in the pool costs. */
  get capacity(): number {
    return this.buffer.byteLength;
  }

  /** Appends `chunk`; throws a RangeError past `maxBytes` (the caller's limit comes first). */
  append(chunk: Uint8Array): void {
    const end = this.filled + chunk.length;
    if (end > this.maxBytes) throw new RangeError('AlignedBytes: past its maximum');
    if (alignedLength(end) > this.buffer.byteLength) this.grow(alignedLength(end));
    new Uint8Array(this.buffer, this.filled, chunk.length).set(chunk);
    this.filled = end;
  }

  /**
   * The bytes appended, as a Buffer over the shared memory (no copy). The memory after them, up
   * to the next aligned block, is zeroed: a direct write covers whole blocks, and what a previous
   * file left there must never reach the disk, not even past the end of this file.
   */
  view(): Buffer {
    new Uint8Array(this.buffer, this.filled, alignedLength(this.filled) - this.filled).fill(0);
    return Buffer.from(this.buffer, 0, this.filled);
  }

  /** Empties it for the next file (the memory stays). */
  clear(): void {
    this.filled = 0;
  }

  private grow(bytes: number): void {
    // Doubling keeps the copies of a growing file to a few; the maximum bounds it.
    const wanted = Math.min(
      pagesFor(this.maxBytes),
      Math.max(Math.ceil(bytes / WASM_PAGE), 2 * (this.buffer.byteLength / WASM_PAGE)),
    );
    this.memory.grow(wanted - this.buffer.byteLength / WASM_PAGE);
    this.buffer = this.track();
  }

  private track(): SharedArrayBuffer {
    const buffer = this.memory.buffer;
    alignedBuffers.add(buffer);
    return buffer;
  }
}

/** Reuses `AlignedBytes` between files: their memory is touched once, not once per file. */
export class AlignedBytesPool {
  private readonly idle: AlignedBytes[] = [];

  constructor(private readonly maxBytes: number) {}

  take(): AlignedBytes {
    return this.idle.pop() ?? new AlignedBytes(this.maxBytes);
  }

  /** Gives `bytes` back once nothing reads it any more (its blob is written). */
  give(bytes: AlignedBytes): void {
    bytes.clear();
    if (bytes.capacity <= POOLED_MAX_BYTES && this.idle.length < POOLED_MAX_COUNT) {
      this.idle.push(bytes);
    }
  }
}
