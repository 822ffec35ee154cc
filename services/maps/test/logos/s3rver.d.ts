// s3rver 3.7 ships no types; these cover what the runner uses (see node_modules/s3rver/lib/s3rver.js).
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and listens; resolves with the bound address. */
    run(): Promise<AddressInfo>;
    /** Set once run() has resolved. */
    httpServer?: Server;
    close(): Promise<void>;
  }
}
