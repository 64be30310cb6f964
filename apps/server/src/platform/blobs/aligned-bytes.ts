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
/** A memory grows by whole steps of this: a few grows per file, and little unused past its end. */
const GROW_STEP = 1024 * 1024;
/**
 * Page-aligned memory a process keeps, in use and idle together (issue 14). A WebAssembly memory
 * cannot shrink, and V8 does not count it as memory to collect: one dropped is given back only by
 * a full collection, which an idle server may not run for hours (plain Buffers are given back
 * within seconds; the figures are in docs/decisions.md, issue 14). So every
 * memory made is kept for the next file, and together they stay under this bound: enough for the
 * common case (a few uploads of 4–50 MB files at once); a file that does not fit is gathered in
 * plain memory instead (`UploadMemory`).
 */
export const ALIGNED_TOTAL_BYTES = 64 * 1024 * 1024;

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

/** Asked before a memory grows by `bytes`: false refuses the growth. */
export type GrowthGrant = (bytes: number) => boolean;

/** A growable run of page-aligned bytes, appended to chunk by chunk. */
export class AlignedBytes {
  private readonly memory: SharedMemory;
  private buffer: SharedArrayBuffer;
  private filled = 0;

  /**
   * @param maxBytes - the most it will ever hold: its memory's maximum
   * @param grant - asked before each growth (its pool's bound); always granted when absent
   */
  constructor(
    readonly maxBytes: number,
    private readonly grant: GrowthGrant = () => true,
  ) {
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

  /** True when `chunk` fits without growing past `maxBytes`. */
  fits(chunk: Uint8Array): boolean {
    return this.filled + chunk.length <= this.maxBytes;
  }

  /**
   * Appends `chunk` and answers true; answers false, appending nothing, when its memory would
   * have to grow and the grant refuses. Throws a RangeError past `maxBytes` (see `fits`).
   */
  append(chunk: Uint8Array): boolean {
    const end = this.filled + chunk.length;
    if (end > this.maxBytes) throw new RangeError('AlignedBytes: past its maximum');
    if (alignedLength(end) > this.buffer.byteLength && !this.grow(alignedLength(end))) return false;
    new Uint8Array(this.buffer, this.filled, chunk.length).set(chunk);
    this.filled = end;
    return true;
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

  private grow(bytes: number): boolean {
    // A shared memory grows in place (its maximum is reserved up front): no copies, so whole
    // steps rather than doubling, which would leave up to half of it unused.
    const stepped = Math.ceil(bytes / GROW_STEP) * GROW_STEP;
    const wanted = Math.min(pagesFor(this.maxBytes), Math.ceil(stepped / WASM_PAGE));
    const extra = wanted * WASM_PAGE - this.buffer.byteLength;
    if (!this.grant(extra)) return false;
    this.memory.grow(wanted - this.buffer.byteLength / WASM_PAGE);
    this.buffer = this.track();
    return true;
  }

  private track(): SharedArrayBuffer {
    const buffer = this.memory.buffer;
    alignedBuffers.add(buffer);
    return buffer;
  }
}

/**
 * Reuses `AlignedBytes` between files: their memory is touched once, not once per file. Every
 * memory it makes is kept (see `ALIGNED_TOTAL_BYTES`), and together they never hold more than
 * `totalBytes`: `take` answers undefined, and a memory's growth is refused, past it.
 */
export class AlignedBytesPool {
  private readonly idle: AlignedBytes[] = [];
  /** The capacity of every memory made, in use or idle. */
  private held = 0;
  private readonly memoryMaxBytes: number;

  /**
   * @param maxFileBytes - the largest file (the upload limit)
   * @param totalBytes - the most all its memories hold together
   */
  constructor(
    maxFileBytes: number,
    private readonly totalBytes = ALIGNED_TOTAL_BYTES,
  ) {
    this.memoryMaxBytes = Math.min(maxFileBytes, totalBytes);
  }

  /** Memory held by the pool's memories, in use and idle: what it costs the process. */
  get heldBytes(): number {
    return this.held;
  }

  /** An idle memory, else a new one; undefined when a new one would pass the bound. */
  take(): AlignedBytes | undefined {
    const reused = this.idle.pop();
    if (reused !== undefined) return reused;
    if (this.held + WASM_PAGE > this.totalBytes) return undefined;
    const bytes = new AlignedBytes(this.memoryMaxBytes, (extra) => this.grant(extra));
    this.held += bytes.capacity;
    return bytes;
  }

  /** Gives `bytes` back once nothing reads it any more (its blob is written). */
  give(bytes: AlignedBytes): void {
    bytes.clear();
    this.idle.push(bytes);
  }

  private grant(extra: number): boolean {
    if (this.held + extra > this.totalBytes) return false;
    this.held += extra;
    return true;
  }
}
