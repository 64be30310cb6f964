import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorklistFeedMessage } from '@sagitta/domain';
import { examId } from './testing/exams';
import { useNewItemAlert } from './use-new-item-alert';
import type { UploadOutcome } from './upload-dicom-file';

const imported = (n: number): WorklistFeedMessage => ({
  status: 'EXAM_IMPORTED',
  acquisitionId: examId(n),
});
const storedAs = (n: number): UploadOutcome => ({
  kind: 'stored',
  warnings: [],
  acquisitionId: examId(n),
});

function alertHook() {
  const { result } = renderHook(() => useNewItemAlert());
  const run = (step: (alert: ReturnType<typeof useNewItemAlert>) => void) => {
    act(() => {
      step(result.current);
    });
  };
  return { run, raised: () => result.current.newItems };
}

describe('useNewItemAlert', () => {
  it("raises the alert for another's import, until the user refreshes", () => {
    const { run, raised } = alertHook();
    expect(raised()).toBe(false);
    run((alert) => {
      alert.announced(imported(1));
    });
    expect(raised()).toBe(true);
    run((alert) => {
      alert.seen();
    });
    expect(raised()).toBe(false);
  });

  it("stays quiet for the user's own import announced before its upload answered", () => {
    const { run, raised } = alertHook();
    run((alert) => {
      alert.uploads.onSending();
      alert.announced(imported(1));
    });
    // The message waits for the answer: no flash of the alert meanwhile.
    expect(raised()).toBe(false);
    run((alert) => {
      alert.uploads.onSent(storedAs(1));
    });
    expect(raised()).toBe(false);
  });

  it("stays quiet for the user's own import announced after its upload answered", () => {
    const { run, raised } = alertHook();
    run((alert) => {
      alert.uploads.onSending();
      alert.uploads.onSent(storedAs(1));
      alert.announced(imported(1));
    });
    expect(raised()).toBe(false);
  });

  it("raises it for another's import that arrives while the user's own file is sent", () => {
    const { run, raised } = alertHook();
    run((alert) => {
      alert.uploads.onSending();
      alert.announced(imported(2));
      alert.announced(imported(1));
    });
    expect(raised()).toBe(false);
    run((alert) => {
      alert.uploads.onSent(storedAs(1));
    });
    expect(raised()).toBe(true);
  });

  it('raises it for what arrived during an upload that failed', () => {
    const { run, raised } = alertHook();
    run((alert) => {
      alert.uploads.onSending();
      alert.announced(imported(2));
      alert.uploads.onSent({ kind: 'refused', message: 'Not a DICOM file' });
    });
    expect(raised()).toBe(true);
  });

  it("raises it when the modeling of the user's own exam ends: the row changed", () => {
    const { run, raised } = alertHook();
    run((alert) => {
      alert.uploads.onSending();
      alert.uploads.onSent(storedAs(1));
      alert.announced(imported(1));
    });
    expect(raised()).toBe(false);
    run((alert) => {
      alert.announced({ status: 'MODELING_SUCCEEDED', acquisitionId: examId(1) });
    });
    expect(raised()).toBe(true);
  });
});
