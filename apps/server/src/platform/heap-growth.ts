import v8 from 'node:v8';

/**
 * How far the JavaScript heap may grow past what survived the last full collection before the
 * next one: 100 %, the heap doubles, as Go's collector does by default (GOGC=100).
 *
 * Why not V8's own choice: V8 sets the factor from how fast the program fills the old generation
 * against how fast it can mark it, and an upload server fills it slowly (a 4 MB file passes
 * through memory outside the heap; only the objects of requests in flight outlive the young
 * generation). V8 then judges full collections cheap and lets the heap grow by 10 % only, so
 * under a stream of uploads it marked the request thread's whole 52 MB heap 10 to 23 times in a
 * second, and an upload thread's 16 MB five times a second (bench:ingest with --trace-gc), on the
 * cores that also receive, hash and write the files: about a sixth of the server's CPU. With
 * the heap allowed to double, one full collection in a run of 500 files. It costs a heap of
 * about 100 MB instead of 55 MB.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Sets that growth for every isolate of the process, the request thread's and its worker
 * threads' (V8's flags are the process's). Called first thing at start-up.
 */
export function letHeapDoubleBeforeCollecting(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
