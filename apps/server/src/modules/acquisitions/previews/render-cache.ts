/** What the viewer's renders may keep in memory, in PNG bytes. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface CachedImage {
  png: Buffer;
  etag: string;
}

/**
 * The viewer's windowed renders, by (stored file, size, window): the same window asked again
 * (going back to a setting, another tab, a reload) answers at once instead of drawing again.
 * Keys name the file by its content hash, so an entry is never stale; the access check runs
 * before every lookup. Least recently used entries go first past `CACHE_BYTES`.
 */
export class RenderCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;

  static keyOf(blobKey: string, size: string, center: number, width: number): string {
    return `${blobKey}|${size}|${center}|${width}`;
  }

  get(key: string): CachedImage | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used: last
    return entry;
  }

  set(key: string, entry: CachedImage): void {
    if (entry.png.length > CACHE_BYTES / 4 || this.entries.has(key)) return;
    this.entries.set(key, entry);
    this.bytes += entry.png.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= CACHE_BYTES) break;
      this.entries.delete(oldKey);
      this.bytes -= old.png.length;
    }
  }
}
