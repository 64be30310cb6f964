import { execFileSync } from 'node:child_process';
import path from 'node:path';

const folder = path.dirname(new URL(import.meta.url).pathname);

/** Runs setup.sh (a no-op once done) and returns the folder of fixture files. */
export function ensureDicomFixtures(): string {
  execFileSync('bash', [path.join(folder, 'setup.sh')], { stdio: 'inherit' });
  return path.join(folder, 'files');
}
