import { describe, expect, it } from 'vitest';
import { CorruptCodestream } from './codec-output';
import { charLS, libJpegTurbo, openJpeg, runDecoder } from './wasm-codecs';

describe('WASM codec modules', () => {
  it.each([
    ['CharLS', charLS],
    ['libjpeg-turbo', libJpegTurbo],
    ['OpenJPEG', openJpeg],
  ])('%s loads once, and afresh after being discarded', async (_, codec) => {
    const first = await codec.get();
    expect(await codec.get()).toBe(first);
    codec.discard();
    const second = await codec.get();
    expect(second).not.toBe(first);
    // A reload must not trip over the first module's bindings (Emscripten keeps them on the
    // options object it is given).
    codec.discard();
    expect(await codec.get()).not.toBe(second);
  });

  it('a C++ exception keeps the module, anything else (a trap) discards it', async () => {
    const codec = await charLS.get();
    // A real JPEG-LS decoder given a codestream CharLS rejects: a C++ exception, its message.
    expect(() =>
      runDecoder(
        charLS,
        new codec.JpegLSDecoder(),
        Uint8Array.of(0xff, 0xd8, 0xff, 0xf7, 0, 11, 8, 0, 0, 0),
        () => null,
        (pointer) => codec.getExceptionMessage(pointer),
      ),
    ).toThrow(
      new CorruptCodestream('Invalid JPEG-LS stream: segment size of a marker segment is invalid'),
    );
    expect(await charLS.get()).toBe(codec);

    // Traps cannot be provoked on demand (fuzzing found some, depending on the heap's history):
    // a decoder whose decode traps stands in for one.
    const trapping = {
      getEncodedBuffer: (length: number) => new Uint8Array(length),
      decode: () => {
        // What a trap looks like from JavaScript: a WebAssembly.RuntimeError, not a number.
        throw Object.assign(new Error('memory access out of bounds'), { name: 'RuntimeError' });
      },
      getFrameInfo: () => ({ width: 0, height: 0, bitsPerSample: 8, componentCount: 1 }),
      getDecodedBuffer: () => new Uint8Array(0),
      delete: () => undefined,
    };
    expect(() => runDecoder(charLS, trapping, Uint8Array.of(1), () => null)).toThrow(
      new CorruptCodestream('the codec failed on the codestream'),
    );
    expect(await charLS.get()).not.toBe(codec);
  });
});
