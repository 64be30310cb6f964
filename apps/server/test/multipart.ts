import { randomBytes } from 'node:crypto';

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** The form field; `file` by default, as the web app sends it. */
  field?: string;
}

/**
 * A multipart/form-data body carrying files, as a browser's FormData or a device sends it, for
 * `app.inject` (which takes a buffer and headers).
 */
export function multipartBody(files: readonly UploadFile[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----sagitta${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name}"\r\nContent-Type: application/dicom\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
