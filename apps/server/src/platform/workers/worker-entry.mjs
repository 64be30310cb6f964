// The entry of every pool thread (worker-pool.ts). Plain JavaScript on purpose: Node starts a
// worker from a file it can load without a loader, here and under the test runner alike; the
// tasks' own modules are TypeScript, so tsx is registered in this thread before importing them.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();

// Linux applies a priority set for pid 0 to the calling thread only: a background pool's CPU
// work yields to the request thread, so uploads and reads stay fast while images render.
const niceness = workerData?.niceness ?? 0;
if (niceness !== 0) {
  try {
    setPriority(niceness);
  } catch {
    // Not permitted on this platform: the thread runs at the process's priority.
  }
}

/**
 * The modules this thread has loaded, by URL. `import()` of a loaded module still asks tsx's
 * resolve hook, on the loader's own thread, every time: a round trip per upload that showed in the
 * ingest profile (docs/performance.md#worker-module-lookups).
 */
const loadedModules = new Map();

/** Runs `task` with the export `name` of the module at `module` (a file URL of our own code). */
export default async function runTask({ module, name, task }) {
  let loaded = loadedModules.get(module);
  if (loaded === undefined) {
    loaded = await import(module);
    loadedModules.set(module, loaded);
  }
  return loaded[name](task);
}
