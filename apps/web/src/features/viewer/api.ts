import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiUrl, type ExamDetail } from '@sagitta/domain';
import { http, HttpFailure, type ToleratedError } from '../../lib/http';
import type { ImageWindow } from './window-level';

/** An image of an exam, as `examDetail` lists it. */
export type ExamImage = ExamDetail['images'][number];

/**
 * An exam outside the user's scope answers 404, a malformed id 400, a role without exams 403:
 * the page says "not found or not available to you" for all three.
 */
const EXAM_TOLERATED: readonly ToleratedError[] = [400, 403, 404];

export const examDetailQuery = (acquisitionId: string) =>
  queryOptions({
    queryKey: ['exams', 'detail', acquisitionId],
    queryFn: ({ signal }) =>
      http.get<ExamDetail>(apiUrl(API_PATHS.exam, { id: acquisitionId }), {
        tolerated: EXAM_TOLERATED,
        signal,
      }),
    // The images of a stored exam do not change while it is being looked at.
    staleTime: Infinity,
  });

export const useExamDetail = (acquisitionId: string) => useQuery(examDetailQuery(acquisitionId));

/**
 * Whether a failure of the exam means it is not there for this user (rather than broken).
 * @param error - the query's error
 */
export function isExamUnavailable(error: Error | null): boolean {
  return error instanceof HttpFailure && EXAM_TOLERATED.includes(error.status);
}

/**
 * `GET …/images/{instanceId}`: the image rendered server-side at the viewer's size, with a
 * window of the viewer's choice, or the image's own (both values or neither).
 * @param acquisitionId - the exam
 * @param instanceId - the image
 * @param imageWindow - the window, null for the image's own
 */
export function examImagePath(
  acquisitionId: string,
  instanceId: string,
  imageWindow: ImageWindow | null,
): string {
  const query = new URLSearchParams({ size: 'Large' });
  if (imageWindow !== null) {
    query.set('windowCenter', String(imageWindow.center));
    query.set('windowWidth', String(imageWindow.width));
  }
  const path = apiUrl(API_PATHS.examImage, { id: acquisitionId, instanceId });
  return `${path}?${query.toString()}`;
}

/**
 * An image the server cannot render (404 'No images'), a window it refuses (400), an acting
 * physician it no longer accepts (403) or one render too many of this user's at once (429, the
 * next window change asks again) is shown as a broken image in its place; anything else
 * (session, server, network) is the common failure handler's too.
 */
const IMAGE_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 429];

/**
 * Fetches an image as a blob through `lib/http`, which sends what an `<img src>` could not: the
 * CSRF header and the acting physician.
 * @param path - from {@link examImagePath}
 * @param signal - aborts the request when the window changes again or the page closes
 * @throws HttpFailure for an error answer (status 0 when the network failed)
 */
export function fetchExamImage(path: string, signal: AbortSignal): Promise<Blob> {
  return http.getBlob(path, { tolerated: IMAGE_TOLERATED, signal });
}
