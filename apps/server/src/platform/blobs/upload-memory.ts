import { AlignedBytesPool, type AlignedBytes } from './aligned-bytes';
import { markUploadBytes } from './upload-bytes';

/**
 * The memory uploads gather their files in, bounded (issue 14). A file is read whole before it is
 * stored (the DICOM parser needs the whole dataset), so without a bound a few large uploads took
 * memory in proportion to their files, and kept it. Two bounds apply to the bytes of files in
 * flight: all of them together (`totalBytes`) and one uploader's (`perOwnerBytes`); a file that
 * would pass either is refused, and its client told to send it again shortly (503 with
 * Retry-After).
 *
 * Files are gathered in page-aligned memory while the pool has room (`AlignedBytesPool`: reused,
 * written past the page cache), else in plain memory, which the garbage collector gives back to
 * the system within seconds of the file being stored.
 */
export class UploadMemory {
  private readonly aligned: AlignedBytesPool;
  private inFlight = 0;
  private readonly byOwner = new Map<string, number>();

  constructor(
    private readonly limits: {
      /** The largest file (`MAX_UPLOAD_MB`). */
      maxFileBytes: number;
      /** Bytes all files in flight may hold together. */
      totalBytes: number;
      /** Bytes the files in flight of one uploader may hold together. */
      perOwnerBytes: number;
      /** Page-aligned memory kept (`ALIGNED_TOTAL_BYTES` by default). */
      alignedBytes?: number;
    },
  ) {
    this.aligned = new AlignedBytesPool(limits.maxFileBytes, limits.alignedBytes);
  }

  /** Bytes of files in flight: for health checks and tests. */
  get bufferedBytes(): number {
    return this.inFlight;
  }

  /** Page-aligned memory held, in use and idle. */
  get alignedHeldBytes(): number {
    return this.aligned.heldBytes;
  }

  /** A file about to arrive from `owner` (an uploader's key). Call `release` when done with it. */
  open(owner: string): UploadBuffer {
    return new UploadBuffer(this, this.aligned, owner);
  }

  /** @internal for UploadBuffer: counts `bytes` against both bounds, or refuses. */
  reserve(owner: string, bytes: number): boolean {
    const owned = this.byOwner.get(owner) ?? 0;
    if (this.inFlight + bytes > this.limits.totalBytes) return false;
    if (owned + bytes > this.limits.perOwnerBytes) return false;
    this.inFlight += bytes;
    this.byOwner.set(owner, owned + bytes);
    return true;
  }

  /** @internal for UploadBuffer: gives back what `reserve` counted. */
  unreserve(owner: string, bytes: number): void {
    this.inFlight -= bytes;
    const owned = (this.byOwner.get(owner) ?? 0) - bytes;
    if (owned > 0) this.byOwner.set(owner, owned);
    else this.byOwner.delete(owner);
  }
}

/** One file being gathered: in page-aligned memory while it fits, else in plain chunks. */
export class UploadBuffer {
  private aligned: AlignedBytes | undefined;
  private chunks: Buffer[] = [];
  private reserved = 0;
  private released = false;

  constructor(
    private readonly memory: UploadMemory,
    private readonly pool: AlignedBytesPool,
    private readonly owner: string,
  ) {
    this.aligned = pool.take();
  }

  get length(): number {
    return this.reserved;
  }

  /** Adds `chunk`; false when a bound refuses it (nothing is added: answer 503, drain the rest). */
  append(chunk: Buffer): boolean {
    if (!this.memory.reserve(this.owner, chunk.length)) return false;
    this.reserved += chunk.length;
    if (this.aligned !== undefined && this.aligned.fits(chunk) && this.aligned.append(chunk)) {
      return true;
    }
    if (this.aligned !== undefined) this.spill(this.aligned);
    this.chunks.push(chunk);
    return true;
  }

  /**
   * The file's bytes: a view of the aligned memory (no copy), or the chunks joined once. Valid
   * until `release`, and read by nothing after `BlobStore.put` took them: the store may move them
   * to its write thread (`upload-bytes.ts`).
   */
  bytes(): Buffer {
    if (this.aligned !== undefined) return markUploadBytes(this.aligned.view());
    const joined = Buffer.concat(this.chunks, this.reserved);
    this.chunks = [joined];
    return markUploadBytes(joined);
  }

  /** Gives the memory and the reservation back; the bytes are of no further use. */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (this.aligned !== undefined) this.pool.give(this.aligned);
    this.aligned = undefined;
    this.chunks = [];
    this.memory.unreserve(this.owner, this.reserved);
  }

  /** Moves what the aligned memory holds into plain memory, and gives the aligned memory back. */
  private spill(aligned: AlignedBytes): void {
    if (aligned.length > 0) this.chunks.push(Buffer.from(aligned.view()));
    this.pool.give(aligned);
    this.aligned = undefined;
  }
}
