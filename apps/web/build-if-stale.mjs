// @ts-check
/**
 * Builds the web app into `dist/` only when its sources changed since the last build, so that
 * `npm start` serves at once on an installed clone instead of spending most of its start-up in
 * Vite. `npm install` builds it first (the root `prepare` script); `npm start` and
 * `npm run test:e2e` come here again and rebuild only after an edit, a pull or a checkout.
 *
 * "Changed" is a cheap, deliberately pessimistic check: any file or folder under the inputs
 * below (folders too, so that a deleted file counts) newer than the moment the last successful
 * build started. A checkout rewrites what it touches, so it counts as a change; an edit made while
 * Vite runs does too, since the stamp keeps the build's start, not its end.
 * Plain JavaScript so that the check costs one Node start, not a TypeScript loader.
 * `--force` builds whatever the stamp says (`npm run build:web`), and stamps the build all the same.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(web, '../..');
const stamp = path.join(web, 'dist', '.built-from-sources-of');

/** Everything Vite's output depends on: the app, the domain rules it imports, the dependencies. */
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'tsconfig.json'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'packages/domain/package.json'),
  path.join(root, 'tsconfig.base.json'),
  path.join(root, 'package-lock.json'),
];

/** The newest modification time (ms) of a file, or of a folder and everything in it. */
/** @param {string} entry */
function newestChange(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  let newest = stats.mtimeMs;
  if (stats.isDirectory()) {
    for (const name of readdirSync(entry)) {
      newest = Math.max(newest, newestChange(path.join(entry, name)));
    }
  }
  return newest;
}

/** When the last successful build started (ms), or 0 when there is none. */
function lastBuildStart() {
  try {
    return Number(readFileSync(stamp, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

const forced = process.argv.includes('--force');
const built = lastBuildStart();
const changed = Math.max(...inputs.map(newestChange));
if (forced || built === 0 || changed >= built) {
  if (!forced) {
    console.log(
      built === 0
        ? 'Building the web app (no build yet)'
        : 'Building the web app (its sources changed since the last build)',
    );
  }
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@sagitta/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, String(startedAt));
}
