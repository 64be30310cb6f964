import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  refineS3Variables,
  s3SettingsOf,
  s3Variables,
  type S3Settings,
} from './platform/blobs/s3-config';
import {
  checkPassword,
  PRODUCT_NAME,
  PRODUCT_VERSION,
  ROLE_NAMESPACE,
  type About,
  type ClientSettings,
} from '@sagitta/domain';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `name@host` or `Display Name <name@host>`, on one line (it becomes a mail header). */
const MAILBOX_PATTERN = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

const onOff = z.enum(['on', 'off'], { error: 'must be on or off' });
const portMessage = 'must be a port number from 0 to 65535';

const environment = z
  .object({
    PORT: z.coerce
      .number({ error: portMessage })
      .int({ error: portMessage })
      .min(0, { error: portMessage })
      .max(65535, { error: portMessage })
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DEMO_DATA: onOff.default('on'),
    /** The demo's DICOM exams (about 180 synthetic files); on with the demo data unless set. */
    DEMO_IMAGING: onOff.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    /** Where the built web app lives; served at `/` when present. */
    WEB_DIST: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
    /** Set when behind a reverse proxy that terminates TLS, so client IPs and https are seen. */
    TRUST_PROXY: onOff.default('off'),
    /** Sign-in attempts allowed per client IP per minute. */
    LOGIN_RATE_LIMIT: z.coerce
      .number({ error: 'must be a positive whole number' })
      .int({ error: 'must be a positive whole number' })
      .positive({ error: 'must be a positive whole number' })
      .default(30),
    /** Non-administrators are sent from /actions to the coming-soon page (seed §2). */
    COMING_SOON: onOff.default('off'),
    /**
     * The web app shows developer tools: the worklist's DICOM file import panel (seed §2). On by
     * default with the demo data, off otherwise; `DEV_MODE` is accepted as another name for it.
     */
    DEVELOPER_MODE: onOff.optional(),
    DEV_MODE: onOff.optional(),
    /** The largest DICOM file an upload accepts, in MB (issue 6). */
    MAX_UPLOAD_MB: z.coerce
      .number({ error: 'must be a positive whole number' })
      .int({ error: 'must be a positive whole number' })
      .positive({ error: 'must be a positive whole number' })
      .max(4096, { error: 'must be at most 4096' })
      .default(512),
    /**
     * Memory all uploads in flight may hold together, in MB (issue 14); default twice
     * MAX_UPLOAD_MB, at least 256; never below MAX_UPLOAD_MB.
     */
    UPLOAD_MEMORY_MB: z.coerce
      .number({ error: 'must be a positive whole number' })
      .int({ error: 'must be a positive whole number' })
      .positive({ error: 'must be a positive whole number' })
      .optional(),
    /** The S3-compatible blob store (issue 6); the rules live beside it, in s3-config.ts. */
    ...s3Variables,
    /** The about page's manufacturer block and device identification (seed §2). */
    MANUFACTURER_NAME: z.string().default('Sagitta Medical Software, Inc.'),
    MANUFACTURER_ADDRESS: z.string().default('1200 Harbor View Drive, Suite 400'),
    MANUFACTURER_CITY: z.string().default('San Diego'),
    MANUFACTURER_STATE: z.string().default('CA'),
    MANUFACTURER_ZIP: z.string().default('92101'),
    MANUFACTURER_PHONE: z.string().default('(619) 555 0142'),
    UDI: z.string().default('(01)00850031234560(8012)2.2.0'),
    /** The mail server, e.g. `smtp://user:pass@mail.example:587`; unset keeps emails in the outbox. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** The sender of every email. */
    MAIL_FROM: z
      .string()
      .regex(MAILBOX_PATTERN, { error: 'must be an address, e.g. Sagitta <no-reply@example.com>' })
      .default('Sagitta <no-reply@sagitta.test>'),
    /**
     * Where users reach the portal, for links (emails, the launcher); unset: `http://HOST:PORT`.
     * Never the request's Host header, which any client chooses (issue 14).
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    /** Redis for realtime events across instances, e.g. `redis://:pass@redis:6379`; unset: in-process. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, hostname: /./, error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    /** Starts every pub/sub channel's name: Redis channels ignore database numbers. */
    REDIS_CHANNEL_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, _ . : or -' })
      .default('sagitta'),
  })
  .superRefine((env, context) => {
    refineS3Variables(env, context);
    if (env.DEMO_DATA === 'on') return;
    // Without demo data the first administrator comes from the environment; it is only used when
    // no administrator exists yet, but a bad value is refused at start-up either way.
    if (env.ADMIN_EMAIL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when DEMO_DATA=off',
      });
    }
    if (env.ADMIN_PASSWORD === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when DEMO_DATA=off',
      });
    } else {
      const check = checkPassword(env.ADMIN_PASSWORD);
      if (!check.ok) {
        context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: check.message });
      }
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  demoData: boolean;
  /** Import the demo's synthetic exams after start-up (needs the demo data). */
  demoImaging: boolean;
  firstAdministrator: { email: string; password: string } | undefined;
  webDist: string;
  trustProxy: boolean;
  loginRateLimit: number;
  about: About;
  /** The switches the web app reads from `GET /api/v1/portal/system/settings`. */
  clientSettings: ClientSettings;
  /** Email: delivered through `smtpUrl` when set, else kept in the outbox. */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Where the portal is reached, for every link it builds (emails, launcher), without a trailing
   * slash: `PUBLIC_URL`, else the server's own address (see `serverUrl`).
   */
  publicUrl: string;
  /** The largest DICOM file an upload accepts, in bytes. */
  maxUploadBytes: number;
  /** Bytes all uploads in flight may hold in memory together (one uploader: `maxUploadBytes`). */
  uploadMemoryBytes: number;
  /** Where blobs live when `S3_BUCKET` is set; unset: the local folder under `dataDir`. */
  s3: S3Settings | undefined;
  /** Redis pub/sub for realtime events across instances; unset: in-process. */
  redis: { url: string; channelPrefix: string } | undefined;
}

export class ConfigError extends Error {}

/** Hosts that mean "every interface": a browser cannot reach them, so links name `localhost`. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * `http://HOST:PORT`, the server's own address, for links when `PUBLIC_URL` is unset: a wildcard
 * host becomes `localhost`, an IPv6 address is bracketed.
 */
function serverUrl(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${String(port)}`;
}

/**
 * Reads and validates the environment. Throws a ConfigError listing every bad variable.
 * @param env - the environment, `process.env` by default
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    logLevel: value.LOG_LEVEL,
    demoData: value.DEMO_DATA === 'on',
    demoImaging: value.DEMO_DATA === 'on' && (value.DEMO_IMAGING ?? 'on') === 'on',
    firstAdministrator:
      value.ADMIN_EMAIL !== undefined && value.ADMIN_PASSWORD !== undefined
        ? { email: value.ADMIN_EMAIL.toLowerCase(), password: value.ADMIN_PASSWORD }
        : undefined,
    webDist: value.WEB_DIST,
    trustProxy: value.TRUST_PROXY === 'on',
    loginRateLimit: value.LOGIN_RATE_LIMIT,
    about: {
      namespace: ROLE_NAMESPACE,
      productName: PRODUCT_NAME,
      version: PRODUCT_VERSION,
      manufacturerName: value.MANUFACTURER_NAME,
      address: value.MANUFACTURER_ADDRESS,
      city: value.MANUFACTURER_CITY,
      state: value.MANUFACTURER_STATE,
      zip: value.MANUFACTURER_ZIP,
      phone: value.MANUFACTURER_PHONE,
      uniqueDeviceIdentification: value.UDI,
    },
    clientSettings: {
      comingSoon: value.COMING_SOON === 'on',
      developerMode: (value.DEVELOPER_MODE ?? value.DEV_MODE ?? value.DEMO_DATA) === 'on',
    },
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM },
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, '') ?? serverUrl(value.HOST, value.PORT),
    maxUploadBytes: value.MAX_UPLOAD_MB * 1024 * 1024,
    uploadMemoryBytes:
      Math.max(
        value.MAX_UPLOAD_MB,
        value.UPLOAD_MEMORY_MB ?? Math.max(2 * value.MAX_UPLOAD_MB, 256),
      ) *
      1024 *
      1024,
    s3: s3SettingsOf(value),
    redis:
      value.REDIS_URL === undefined
        ? undefined
        : { url: value.REDIS_URL, channelPrefix: value.REDIS_CHANNEL_PREFIX },
  };
}
