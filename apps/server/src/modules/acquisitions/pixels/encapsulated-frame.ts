import type { Fragment } from './pixel-data';
import { PixelsUnavailable } from './pixels-unavailable';

/**
 * The bitstream of one frame of encapsulated pixel data (PS3.5 A.4). A frame may span several
 * fragments; which ones is said by the Basic Offset Table when there is one, else by the fragment
 * count (one per frame), else by where codestreams start (`startsFrame`).
 */
export function encapsulatedFrame(
  pixelData: { offsetTable: number[]; fragments: Fragment[] },
  numberOfFrames: number,
  frame: number,
  startsFrame: (fragment: Uint8Array) => boolean,
): Uint8Array {
  const { offsetTable, fragments } = pixelData;
  if (fragments.length === 0) throw new PixelsUnavailable('The encapsulated pixel data is empty');
  if (numberOfFrames === 1) return joined(fragments);

  if (offsetTable.length === numberOfFrames) {
    const start = offsetTable[frame] ?? 0;
    const end = offsetTable[frame + 1] ?? Infinity;
    const parts = fragments.filter((fragment) => fragment.offset >= start && fragment.offset < end);
    if (parts[0]?.offset !== start) {
      throw new PixelsUnavailable('The Basic Offset Table does not point at a fragment');
    }
    return joined(parts);
  }
  if (fragments.length === numberOfFrames) return (fragments[frame] as Fragment).bytes;

  const frames: Fragment[][] = [];
  for (const fragment of fragments) {
    const current = frames.at(-1);
    if (current === undefined || startsFrame(fragment.bytes)) frames.push([fragment]);
    else current.push(fragment);
  }
  if (frames.length !== numberOfFrames) {
    throw new PixelsUnavailable(
      `The pixel data holds ${frames.length} frames, the header says ${numberOfFrames}`,
    );
  }
  return joined(frames[frame] as Fragment[]);
}

function joined(fragments: Fragment[]): Uint8Array {
  if (fragments.length === 1) return (fragments[0] as Fragment).bytes;
  return Buffer.concat(fragments.map((fragment) => fragment.bytes));
}
