// The cornerstone codec packages ship Emscripten builds without type declarations; these cover
// only the decoder entry points (`…/decodewasmjs`) that wasm-codecs.ts loads, and the JPEG
// lossless decoder, whose package points at a declaration file it does not ship.
interface CodecFrameInfo {
  width: number;
  height: number;
  bitsPerSample: number;
  componentCount: number;
  isSigned?: boolean;
}

/** Emscripten module options: where the C code's stdout and stderr go. */
interface CodecModuleOptions {
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

interface CodecWasmDecoder {
  /** A view into WASM memory, sized for the encoded bitstream, to copy it into. */
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getFrameInfo(): CodecFrameInfo;
  /** A view into WASM memory: copy it out before `delete()`. */
  getDecodedBuffer(): Uint8Array;
  delete(): void;
}

declare module '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs' {
  const factory: (
    options?: CodecModuleOptions,
  ) => Promise<{ JPEGDecoder: new () => CodecWasmDecoder }>;
  export default factory;
}

declare module '@cornerstonejs/codec-charls/decodewasmjs' {
  const factory: (options?: CodecModuleOptions) => Promise<{
    JpegLSDecoder: new () => CodecWasmDecoder & {
      /** 0: planes one after the other, 1: line interleaved, 2: sample interleaved. */
      getInterleaveMode(): number;
    };
    /** The message of a C++ exception, which reaches JavaScript as a pointer. */
    getExceptionMessage(pointer: number): string;
  }>;
  export default factory;
}

declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  const factory: (
    options?: CodecModuleOptions,
  ) => Promise<{ J2KDecoder: new () => CodecWasmDecoder }>;
  export default factory;
}

declare module 'jpeg-lossless-decoder-js' {
  export class Decoder {
    /** Decodes a whole JPEG lossless (process 14) bitstream; numBytes forces the sample size. */
    decode(
      buffer: ArrayBuffer,
      offset?: number,
      length?: number,
      numBytes?: number,
    ): Uint8Array | Uint16Array;
    numComp: number;
    xDim: number;
    yDim: number;
  }
}
