/** The part of s3rver (an S3-compatible server for tests, without types of its own) we use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
  }

  /** Where s3rver keeps buckets and objects: files in its directory. */
  interface FilesystemStore {
    /** The file of `key`'s `resource` (`'object'`: its bytes, whose mtime is its LastModified). */
    getResourcePath(bucket: string, key: string, resource: string): string;
    copyObject(
      sourceBucket: string,
      sourceKey: string,
      bucket: string,
      key: string,
      replacementMetadata: Record<string, string> | null,
    ): Promise<Record<string, unknown>>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    readonly store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
