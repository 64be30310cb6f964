import { describe, expect, it } from 'vitest';
import { readUploadAnswer } from './upload-dicom-file';

const file = (status: string, extra: object = {}) => ({
  fileName: 'a.dcm',
  status,
  statusCode: 201,
  warnings: [],
  ...extra,
});

describe('readUploadAnswer', () => {
  it('reads a stored file, with its warnings', () => {
    const body = JSON.stringify({ files: [file('stored', { warnings: ['No date'] })] });
    expect(readUploadAnswer(200, 'OK', body)).toEqual({ kind: 'stored', warnings: ['No date'] });
  });

  it('reads the exam the file went into', () => {
    const acquisitionId = '6f1c2d3e-4b5a-4c6d-8e7f-000000000001';
    const body = JSON.stringify({ files: [file('stored', { acquisitionId })] });
    expect(readUploadAnswer(200, 'OK', body)).toEqual({
      kind: 'stored',
      warnings: [],
      acquisitionId,
    });
  });

  it('reads a file already stored as a success', () => {
    const body = JSON.stringify({ files: [file('already-stored', { statusCode: 200 })] });
    expect(readUploadAnswer(200, 'OK', body)).toEqual({ kind: 'already-stored', warnings: [] });
  });

  it("prefers the file's own message in an error answer", () => {
    const body = JSON.stringify({
      statusCode: 422,
      message: 'Not a DICOM file',
      details: { files: [file('error', { statusCode: 422, message: 'No DICM preamble' })] },
    });
    expect(readUploadAnswer(422, 'Unprocessable Entity', body)).toEqual({
      kind: 'refused',
      message: 'No DICM preamble',
    });
  });

  it('falls back to the answer message, then to the status', () => {
    expect(readUploadAnswer(413, 'Payload Too Large', '{"message":"File too large"}')).toEqual({
      kind: 'refused',
      message: 'File too large',
    });
    expect(readUploadAnswer(502, 'Bad Gateway', '')).toEqual({
      kind: 'refused',
      message: '502 Bad Gateway',
    });
  });

  it('reads a 200 whose file failed (several files, this one refused) as refused', () => {
    const body = JSON.stringify({ files: [file('error', { statusCode: 400, message: 'Empty' })] });
    expect(readUploadAnswer(200, 'OK', body)).toEqual({ kind: 'refused', message: 'Empty' });
  });
});
