// s3rver ships no types; this is the part the tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: Array<{ name: string }> });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
