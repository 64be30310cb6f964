/** Which way an image looks at the spine: the viewer shows frontal before lateral. */
export type ImageView = 'FRONTAL' | 'LATERAL';

const FRONTAL_POSITIONS = new Set(['AP', 'PA']);
const LATERAL_POSITIONS = new Set(['LAT', 'LATERAL', 'LL', 'RL', 'RLD', 'LLD']);

/**
 * The view of an image from View Position (0018,5101) (DICOM's defined terms AP, PA, LL, RL …),
 * else from the series description naming it as a word (`EOS FULL SPINE FRONTAL`, `LAT`), else
 * null: nothing is guessed from the image itself.
 * @param viewPosition - the header's View Position, if any
 * @param seriesDescription - Series Description (0008,103E), if any
 */
export function imageViewOf(
  viewPosition: string | null | undefined,
  seriesDescription: string | null | undefined,
): ImageView | null {
  const position = viewPosition?.trim().toUpperCase() ?? '';
  if (FRONTAL_POSITIONS.has(position)) return 'FRONTAL';
  if (LATERAL_POSITIONS.has(position)) return 'LATERAL';
  const words = new Set((seriesDescription ?? '').toUpperCase().split(/[^A-Z]+/));
  const frontal = words.has('FRONTAL') || words.has('AP') || words.has('PA') || words.has('FACE');
  const lateral = words.has('LATERAL') || words.has('LAT') || words.has('PROFILE');
  // A description naming both views says nothing about this image.
  if (frontal === lateral) return null;
  return frontal ? 'FRONTAL' : 'LATERAL';
}
