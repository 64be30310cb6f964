import { vi } from 'vitest';

/**
 * An XMLHttpRequest the test answers (jsdom's would try the network): it records what the page
 * sent, and `progress`, `respond` and `fail` play the server.
 */
export class FakeUpload {
  method = '';
  url = '';
  /** As the browser keeps them: names are case-insensitive. */
  readonly headers = new Headers();
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: FakeUpload[]) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: FormData): void {
    this.body = body;
    this.sent.push(this);
  }

  abort(): void {
    this.onabort?.();
  }

  /** The name of the file sent in the `file` part. */
  get fileName(): string | undefined {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : undefined;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown, statusText = ''): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest for one test (`vi.unstubAllGlobals()` restores it). */
export function stubUploads(): FakeUpload[] {
  const sent: FakeUpload[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUpload {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
