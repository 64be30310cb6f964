/**
 * The one error decodeFrame rejects with: the file has no pixel data we can decode (unknown
 * transfer syntax, no Pixel Data element, a corrupt codestream, a frame out of range…). The
 * message is the human reason, fit for a log line or a 404 "No images" detail.
 */
export class PixelsUnavailable extends Error {
  override readonly name = 'PixelsUnavailable';
}
