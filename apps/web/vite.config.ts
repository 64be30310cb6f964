import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://127.0.0.1:3000';

/** Text formats worth compressing; images and fonts already are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below about one network packet the saving is lost in the answer's headers. */
const SMALLEST = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Every file under a folder, by its full path. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside each text file of
 * the build, so that the server sends them ready-made (`preCompressed` in the server's
 * `platform/web-app.ts`) instead of the plain file or compressing on every request. A version
 * that does not come out smaller is not written: the server then sends the plain file.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sagitta:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the whole build is written, the files copied from `public/` included.
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const plain = await readFile(file);
          if (plain.length < SMALLEST) return;
          const [brotli, gzipped] = await Promise.all([
            toBrotli(plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            }),
            toGzip(plain, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (brotli.length < plain.length) await writeFile(`${file}.br`, brotli);
          if (gzipped.length < plain.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/** The charts (case analytics and patient trends only) and the libraries only they use. */
const CHART_LIBRARIES =
  /node_modules[\\/](?:@mantine[\\/]charts|recharts|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|victory-vendor|d3-[a-z-]+|internmap)[\\/]/;

const isLibrary = (id: string) => id.includes('node_modules') && !CHART_LIBRARIES.test(id);
/**
 * The app code several pages share, but for the domain's zod schemas, alignment and 3D-case code:
 * a chunk runs all its modules, and building every area's schemas cost the Patients page ~0.1 s
 * of one task (CPU profile); those go with the pages that use them.
 */
const SHARED_CODE =
  /packages[\\/]domain[\\/]src[\\/](?!schemas|alignment|cases)|apps[\\/]web[\\/]src[\\/](?:lib|shell)[\\/]/;

/**
 * A few chunks instead of one per shared module. Left to itself the bundler made ~190 chunks,
 * and the Patients page asked for ~100 of them in three waves; over HTTP/1.1 (six connections to
 * a host) each costs a round trip, and the page's data was asked for only once they had all come
 * (bench:lighthouse). The libraries and the app's shared code each come in two chunks: what every
 * visit starts with (the entry's static imports, the sign-in page among them), and what only the
 * signed-in pages use, so that the sign-in page loads no more than it needs (bench:web); the
 * charts come apart (the largest, on two pages); each page stays its own chunk. A group takes its
 * modules' dependencies too: the libraries' groups go first, or the charts' would take React.
 */
const CHUNK_GROUPS = [
  { name: 'vendor', test: isLibrary, tags: ['$initial' as const], priority: 5 },
  { name: 'libraries', test: isLibrary, priority: 4 },
  { name: 'charts', test: CHART_LIBRARIES, priority: 3 },
  { name: 'startup', test: SHARED_CODE, tags: ['$initial' as const], priority: 2 },
  { name: 'shared', test: SHARED_CODE, priority: 1 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // A zod schema no page uses is left out (zod's builders are calls the bundler must keep
      // otherwise); nothing in the web app calls `z` for a side effect.
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  // `npm run dev -w @sagitta/web` serves the app with hot reload against a running server.
  server: {
    proxy: {
      '/api': api,
      '/auth': api,
      // The worklist's API and its live feed (a websocket at /patient-list/ws).
      '/patient-list': { target: api, ws: true },
      '/launcher': api,
    },
  },
});
