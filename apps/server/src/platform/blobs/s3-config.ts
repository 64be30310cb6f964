import { z } from 'zod';

/** Where and how to reach the S3-compatible bucket that holds the blobs. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS itself, found from the region. */
  endpoint: string | undefined;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: what most other stores need. */
  forcePathStyle: boolean;
  /** Put before every object key: empty, or ending with `/`. */
  prefix: string;
  /** Unset: the AWS SDK's default chain (environment, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** AWS's rule for bucket names, which MinIO and most other stores follow. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Characters S3 documents as safe in keys, and `/` between the prefix's parts. */
const PREFIX_PATTERN = /^[A-Za-z0-9!_.*'()/-]+$/;

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, '');

const onOff = z.enum(['on', 'off'], { error: 'must be on or off' });

/**
 * The `S3_*` variables; `S3_BUCKET` switches the S3 store on. Messages never echo a value: the
 * secret key must not reach a log through a start-up error.
 */
export const s3Variables = {
  S3_BUCKET: z
    .string()
    .regex(BUCKET_PATTERN, {
      error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a region name, e.g. us-east-1' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: onOff.optional(),
  S3_PREFIX: z
    .string()
    .regex(PREFIX_PATTERN, { error: "must be letters, digits, / and !_.*'()-" })
    .refine(
      (prefix) => {
        const trimmed = trimSlashes(prefix);
        return (
          trimmed === '' || trimmed.split('/').every((part) => !['', '.', '..'].includes(part))
        );
      },
      { error: 'must not hold //, . or .. between slashes' },
    )
    .optional(),
};

type S3Variables = z.infer<z.ZodObject<typeof s3Variables>>;

/** Each `S3_*` variable that only means something with a bucket. */
const NEEDS_BUCKET = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/**
 * The rules between the `S3_*` variables. A setting without `S3_BUCKET` is refused rather than
 * ignored: the portal would otherwise keep its files on the local disk unnoticed.
 */
export function refineS3Variables(env: S3Variables, context: z.RefinementCtx): void {
  if (env.S3_BUCKET === undefined) {
    const set = NEEDS_BUCKET.filter((name) => env[name] !== undefined);
    if (set.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`,
      });
    }
  }
  // One key without the other is a mistake, not a request for the SDK's default chain.
  if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'is required when S3_ACCESS_KEY_ID is set',
    });
  }
  if (env.S3_SECRET_ACCESS_KEY !== undefined && env.S3_ACCESS_KEY_ID === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'is required when S3_SECRET_ACCESS_KEY is set',
    });
  }
}

/** The S3 settings the variables describe; undefined when `S3_BUCKET` is unset (local store). */
export function s3SettingsOf(env: S3Variables): S3Settings | undefined {
  if (env.S3_BUCKET === undefined) return undefined;
  const prefix = trimSlashes(env.S3_PREFIX ?? '');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    // Other stores mostly serve buckets under the path; AWS prefers virtual hosts.
    forcePathStyle:
      (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT === undefined ? 'off' : 'on')) === 'on',
    prefix: prefix === '' ? '' : `${prefix}/`,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
