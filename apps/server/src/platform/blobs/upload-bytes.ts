/**
 * The bytes of uploaded files, as `UploadBuffer.bytes` hands them out: their gatherer has no
 * further use for them once they are stored, so the blob store may write them on another thread
 * (moving plain memory there, sharing page-aligned memory). Known here, inside the blob folder,
 * so that no caller of `BlobStore.put` has to say it.
 */
const uploadBytes = new WeakSet<Buffer>();

export function markUploadBytes(bytes: Buffer): Buffer {
  uploadBytes.add(bytes);
  return bytes;
}

/** True for the bytes of an upload (`UploadBuffer.bytes`). */
export function isUploadBytes(bytes: Buffer): boolean {
  return uploadBytes.has(bytes);
}
