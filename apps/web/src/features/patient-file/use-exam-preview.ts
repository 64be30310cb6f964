import { useEffect, useState } from 'react';
import { API_PATHS, apiUrl } from '@sagitta/domain';
import { http } from '../../lib/http';

/**
 * The exam's small preview as an object URL, fetched through `lib/http` (an `<img src>` could not
 * send the acting physician): null while it loads or when it cannot be shown. The URL is revoked
 * when the row goes.
 * @param examId - the exam
 * @param hasImages - whether the exam has an image to preview; none is asked for otherwise
 */
export function useExamPreview(examId: string, hasImages: boolean): string | null {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!hasImages) return;
    const controller = new AbortController();
    let url: string | null = null;
    const path = `${apiUrl(API_PATHS.examPreviews, { id: examId })}?size=Small`;
    // A preview that cannot be rendered (404), or one render too many at once (429), is left out.
    http
      .getBlob(path, { tolerated: [400, 403, 404, 429], signal: controller.signal })
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [examId, hasImages]);

  return src;
}
