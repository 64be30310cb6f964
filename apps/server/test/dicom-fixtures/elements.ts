/**
 * DICOM bytes written by hand, for the tests that need files no tool makes (bombs, huge frames):
 * explicit VR little endian elements and the file's preamble and meta header.
 */

/** One explicit VR little endian element; OB carries a 32-bit length. */
export function element(group: number, item: number, vr: string, value: Buffer): Buffer {
  const long = vr === 'OB';
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(item, 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(value.length, 8);
  else head.writeUInt16LE(value.length, 6);
  return Buffer.concat([head, value]);
}

/** A text value, padded to an even length (with a space, or NUL for UIDs). */
export const text = (value: string, pad = ' ') =>
  Buffer.from(value.length % 2 === 0 ? value : `${value}${pad}`, 'latin1');

export const uid = (value: string) => text(value, '\0');

/**
 * The 128-byte preamble, `DICM`, and a meta header naming `transferSyntaxUid`, with its group
 * length: what comes before a file's dataset.
 */
export function filePreamble(transferSyntaxUid: string): Buffer {
  const metaBody = element(2, 0x10, 'UI', uid(transferSyntaxUid));
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(metaBody.length);
  return Buffer.concat([
    Buffer.alloc(128),
    Buffer.from('DICM'),
    element(2, 0, 'UL', groupLength),
    metaBody,
  ]);
}
