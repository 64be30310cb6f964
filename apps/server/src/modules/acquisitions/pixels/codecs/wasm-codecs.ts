import loadCharLS from '@cornerstonejs/codec-charls/decodewasmjs';
import loadLibJpegTurbo from '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs';
import loadOpenJpeg from '@cornerstonejs/codec-openjpeg/decodewasmjs';
import { CorruptCodestream } from './codec-output';

// Each Emscripten module compiles its WebAssembly once (≈10–40 ms) and is kept for the life of
// the process; none is loaded until an image needs it. A module that aborted (a WebAssembly trap
// on a hostile codestream) may be left in a broken state, so `discard` forgets it and the next
// image loads a fresh one.

type Factory = (options?: CodecModuleOptions) => Promise<unknown>;
type Loaded<T extends Factory> = Awaited<ReturnType<T>>;

// OpenJPEG reports every header it reads on stdout; failures reach us as exceptions anyway.
// Emscripten turns the options object into the module itself: each load needs a fresh one, or a
// reload after `discard` finds the old module's bindings on it and fails.
const quiet = (): CodecModuleOptions => ({ print: () => undefined, printErr: () => undefined });

function lazily<T extends Factory>(load: T) {
  let module: Promise<Loaded<T>> | null = null;
  return {
    get: (): Promise<Loaded<T>> => {
      module ??= (load(quiet()) as Promise<Loaded<T>>).catch((error: unknown) => {
        module = null;
        throw error;
      });
      return module;
    },
    discard: (): void => {
      module = null;
    },
  };
}

export const libJpegTurbo = lazily(loadLibJpegTurbo);
export const charLS = lazily(loadCharLS);
export const openJpeg = lazily(loadOpenJpeg);

/**
 * Runs one decode on a fresh decoder instance: copies the bitstream in, decodes, lets `read`
 * copy what it needs out of WASM memory, and always frees the instance.
 */
export function runDecoder<D extends CodecWasmDecoder, R>(
  codec: { discard(): void },
  decoder: D,
  bitstream: Uint8Array,
  read: (decoder: D) => R,
  explain: (pointer: number) => string = () => 'the codec rejected the codestream',
): R {
  try {
    decoder.getEncodedBuffer(bitstream.length).set(bitstream);
    decoder.decode();
    return read(decoder);
  } catch (error) {
    // C++ exceptions arrive as numbers (a pointer); anything else is a trap or an abort.
    if (typeof error === 'number') throw new CorruptCodestream(explain(error), { cause: error });
    codec.discard();
    throw new CorruptCodestream('the codec failed on the codestream', { cause: error });
  } finally {
    try {
      decoder.delete();
    } catch {
      // An aborted module can no longer free: it has been discarded above.
    }
  }
}
