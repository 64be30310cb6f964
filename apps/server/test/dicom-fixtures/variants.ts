import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDicomFixtures } from './ensure';

export interface Variant {
  bytes: Buffer;
  studyInstanceUid: string;
  sopInstanceUid: string;
}

/**
 * Copies of the real fixtures edited by DCMTK's `dcmodify`, each with fresh study, series and
 * instance UIDs so that every test imports an exam of its own. Call `dispose()` after the tests.
 */
export class DicomVariants {
  readonly fixtures = ensureDicomFixtures();
  private readonly scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-dicom-variants-'));
  private count = 0;

  /** The fixture's bytes, unchanged. */
  original(name: string): Buffer {
    return readFileSync(path.join(this.fixtures, name));
  }

  /**
   * @param name - a file of `dicom-fixtures/files`
   * @param tags - `(gggg,eeee)=value` assignments on top of the fresh UIDs
   */
  variant(name: string, tags: string[] = []): Variant {
    this.count += 1;
    const root = `1.2.826.0.1.3680043.10.1138.9.${process.pid}.${Date.now() % 1e6}.${this.count}`;
    const file = path.join(this.scratch, `variant-${this.count}.dcm`);
    writeFileSync(file, this.original(name));
    const assignments = [
      `(0020,000D)=${root}.1`,
      `(0020,000E)=${root}.2`,
      `(0008,0018)=${root}.3`,
      ...tags,
    ];
    execFileSync('dcmodify', ['-nb', ...assignments.flatMap((tag) => ['-i', tag]), file]);
    return {
      bytes: readFileSync(file),
      studyInstanceUid: `${root}.1`,
      sopInstanceUid: `${root}.3`,
    };
  }

  dispose(): void {
    rmSync(this.scratch, { recursive: true, force: true });
  }
}
