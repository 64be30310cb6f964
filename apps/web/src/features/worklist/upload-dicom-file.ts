import { API_PATHS, importAnswer, importedFile, type ImportedFile } from '@sagitta/domain';
import { failureMessage, portalHeaders } from '../../lib/http';

/** How one file's import ended. */
export type UploadOutcome =
  | {
      kind: 'stored' | 'already-stored';
      warnings: string[];
      /** The exam the file went into, as the server answers it. */
      acquisitionId?: string;
    }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

function fromFile(file: ImportedFile | undefined, fallback: string): UploadOutcome {
  if (file === undefined) return { kind: 'refused', message: fallback };
  if (file.status === 'error') return { kind: 'refused', message: file.message ?? fallback };
  return {
    kind: file.status,
    warnings: file.warnings,
    ...(file.acquisitionId === undefined ? {} : { acquisitionId: file.acquisitionId }),
  };
}

/** The file's own outcome in an error answer (`details.files`), when the server gave one. */
function refusedFile(body: unknown): ImportedFile | undefined {
  if (typeof body !== 'object' || body === null || !('details' in body)) return undefined;
  const { details } = body;
  if (typeof details !== 'object' || details === null || !('files' in details)) return undefined;
  const files = importedFile.array().safeParse(details.files);
  return files.success ? files.data[0] : undefined;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Reads the store call's answer for a one-file upload: 200 with `importAnswer`, or the file's
 * 4xx with `errorBody` (its message, or the file's own in `details.files`).
 * @param status - HTTP status
 * @param statusText - HTTP reason phrase
 * @param text - the answer's body
 */
export function readUploadAnswer(status: number, statusText: string, text: string): UploadOutcome {
  const fallback = failureMessage(status, statusText, text);
  if (status >= 200 && status < 300) {
    const answer = importAnswer.safeParse(parseJson(text));
    return fromFile(answer.success ? answer.data.files[0] : undefined, fallback);
  }
  const file = refusedFile(parseJson(text));
  return { kind: 'refused', message: file?.message ?? fallback };
}

/**
 * Sends one DICOM file, reporting upload progress (which `fetch` cannot): an XMLHttpRequest
 * with the headers `lib/http` sends and the session cookie (same origin). Never rejects.
 * @param file - the file chosen or dropped
 * @param onProgress - the share sent so far, 0–1
 * @param signal - aborts the upload (the page was left)
 */
export function uploadDicomFile(
  file: File,
  onProgress: (ratio: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    // `POST /api/acquisitions/store` (seed §7): multipart, one `file` part per call here.
    xhr.open('POST', API_PATHS.dicomImport);
    portalHeaders().forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      resolve(readUploadAnswer(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => {
      resolve({ kind: 'unreachable' });
    };
    xhr.onabort = () => {
      resolve({ kind: 'unreachable' });
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
