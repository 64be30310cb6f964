// dcmjs ships no type declarations; these cover only the reader parts parse-header.ts uses.
declare module 'dcmjs' {
  export interface DicomElement {
    vr?: string;
    Value?: unknown;
    _rawValue?: unknown;
  }
  export type DicomDataset = Record<string, DicomElement | undefined>;
  export interface ReadOptions {
    ignoreErrors?: boolean;
    untilTag?: string | null;
    includeUntilTagValue?: boolean;
    stopOnGreaterTag?: boolean;
  }
  export class ReadBufferStream {
    constructor(
      buffer: ArrayBufferLike | null,
      littleEndian?: boolean | null,
      options?: { noCopy?: boolean; start?: number; stop?: number },
    );
    offset: number;
    size: number;
    endOffset: number;
    end(): boolean;
    more(length: number): ReadBufferStream;
    setEndian(littleEndian: boolean): void;
    readUint16(): number;
    readUint32(): number;
    readAsciiString(length: number): string;
  }
  export class DeflatedReadBufferStream extends ReadBufferStream {
    constructor(stream: ReadBufferStream, options?: object);
  }
  export interface DicomMessage {
    _read(stream: ReadBufferStream, syntax: string, options?: ReadOptions): DicomDataset;
  }
  const dcmjs: {
    data: {
      ReadBufferStream: typeof ReadBufferStream;
      DeflatedReadBufferStream: typeof DeflatedReadBufferStream;
      DicomMessage: DicomMessage;
    };
    log: { setLevel(level: string): void };
  };
  export default dcmjs;
}
