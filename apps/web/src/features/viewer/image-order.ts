import type { ExamImage } from './api';

const VIEW_RANK = { FRONTAL: 0, LATERAL: 1 } as const;
const rank = (image: ExamImage) => (image.view === null ? 2 : VIEW_RANK[image.view]);

/**
 * The exam's images as the viewer lays them out, left to right: frontal, then lateral, then
 * images of no known view, each group in the order the server gave.
 * @param images - the exam's images
 */
export function orderExamImages(images: readonly ExamImage[]): ExamImage[] {
  // Array.prototype.sort is stable: the server's order is kept within a view.
  return [...images].sort((a, b) => rank(a) - rank(b));
}
