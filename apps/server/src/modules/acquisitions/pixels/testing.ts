// Test support for this folder (imported by *.test.ts only): the fixture files, and DCMTK as an
// independent decoder, encoder and renderer to compare with.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDicomFixtures } from '../../../../test/dicom-fixtures/ensure';
import type { PixelSamples } from './decoded-image';

export interface Fixtures {
  bytes(name: string): Buffer;
  /**
   * Runs `tool -q [options] input output` on a fixture (by name) or any file (by absolute path)
   * and returns the output: `dcmdjpeg` to decompress, `dcmcjpeg +ee` to compress, `dcm2pnm +on`
   * to render a PNG…
   */
  dcmtk(tool: string, input: string, options?: string[], extension?: 'dcm' | 'png'): Buffer;
  /** A copy of a fixture (or file) changed by dcmodify (`['-i', '(0018,5101)=LL']`). */
  modified(input: string, changes: string[]): Buffer;
  /** Writes bytes to a scratch file and returns its path. */
  scratchFile(bytes: Uint8Array, extension?: string): string;
  cleanUp(): void;
}

export function openFixtures(): Fixtures {
  const folder = ensureDicomFixtures();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-pixels-'));
  const pathOf = (input: string) => (path.isAbsolute(input) ? input : path.join(folder, input));
  let count = 0;
  const scratchPath = (extension: string) => {
    count += 1;
    return path.join(scratch, `${count}.${extension}`);
  };
  const run = (tool: string, args: string[]) => {
    execFileSync(tool, ['-q', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  return {
    bytes: (name) => readFileSync(pathOf(name)),
    dcmtk: (tool, input, options = [], extension = 'dcm') => {
      const output = scratchPath(extension);
      run(tool, [...options, pathOf(input), output]);
      return readFileSync(output);
    },
    modified: (input, changes) => {
      const output = scratchPath('dcm');
      copyFileSync(pathOf(input), output);
      run('dcmodify', ['-nb', ...changes, output]);
      return readFileSync(output);
    },
    scratchFile: (bytes, extension = 'bin') => {
      const file = scratchPath(extension);
      writeFileSync(file, bytes);
      return file;
    },
    cleanUp: () => {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Largest absolute difference between two sample arrays of the same length. */
export function maxDifference(a: PixelSamples | Uint8Array, b: PixelSamples | Uint8Array): number {
  if (a.length !== b.length) return Infinity;
  let max = 0;
  for (let i = 0; i < a.length; i += 1) max = Math.max(max, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return max;
}
