/**
 * The environment, parsed once. Everything the server reads from process.env goes through here, so
 * the README's configuration table and this schema are the same list.
 */
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** The public origin (https://forms.example.com); state-changing requests must come from it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Mixed into session-token hashes so a leaked database alone cannot forge cookies. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Number of proxy hops to trust for the client address (X-Forwarded-For); 0 trusts none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Google sign-in through Firebase Auth: the button shows only when the project id is set. */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  /** Overrides for the token checks (tests serve their own JWKS on loopback). */
  FIREBASE_JWKS_URL: z
    .string()
    .url()
    .default(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    ),
  FIREBASE_ISSUER: z.string().min(1).optional(),
  /** Published-form limits (spec §6: supplied by the server). Pro is unlimited. */
  GUEST_PUBLISHED_FORM_LIMIT: z.coerce.number().int().min(0).default(1),
  FREE_PUBLISHED_FORM_LIMIT: z.coerce.number().int().min(0).default(3),
  /** How a response records the sender's address: full, truncated (network part) or none. */
  RESPONSE_IP_STORAGE: z.enum(['full', 'truncated', 'none']).default('truncated'),
  /** Days after which an abandoned (unsubmitted) draft and its files are deleted. */
  DRAFT_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * How long an instance may serve a published form from memory when no change message reaches
   * it (Redis down). Changes reach every instance at once through the shared state's messages.
   */
  PUBLIC_FORM_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Submissions accepted per client address and form per minute (429 beyond). */
  SUBMIT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Client addresses exempt from every per-route rate limit (comma-separated): load tests, monitors. */
  RATE_LIMIT_ALLOWLIST: z.string().default(''),
  /** Where the built client lives; tests point it elsewhere. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** Uploaded files go to this S3 (or S3-compatible) bucket instead of DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).max(255).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** For S3-compatible services (MinIO, Cloudflare R2, ...); unset means AWS itself. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // z.coerce.boolean() would read "false" as true, so only these spellings are accepted.
  /** Outgoing mail over SMTP (smtp://user:pass@host:port, smtps:// for TLS); unset writes .eml files. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  /** The From header of every mail. */
  MAIL_FROM: z.string().min(3).default('Formloom <no-reply@formloom.local>'),
  /** Webhooks may call private and loopback addresses (self-hosting, the tests' receivers). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'], { message: 'expected true, false, 1 or 0' })
    .transform((v) => v === 'true' || v === '1')
    .default(false),
  /** Webhook URLs may be http:// (development only); https:// otherwise. */
  WEBHOOK_ALLOW_HTTP: z
    .enum(['true', 'false', '1', '0'], { message: 'expected true, false, 1 or 0' })
    .transform((v) => v === 'true' || v === '1')
    .default(false),
  /** Stripe billing (issue 15): unset, pricing still shows the plans and payments are off. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_CREDITS_10: z.string().min(1).optional(),
  /** An origin the Stripe SDK talks to instead of api.stripe.com (tests run a local stand-in). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** The prices shown on /pricing, in the currency's minor unit, and the currency. */
  PRICE_PRO_MONTHLY_CENTS: z.coerce.number().int().min(0).default(1200),
  PRICE_PRO_YEARLY_CENTS: z.coerce.number().int().min(0).default(12000),
  PRICE_CREDITS_10_CENTS: z.coerce.number().int().min(0).default(1000),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, 'expected a lower-case ISO 4217 code such as usd')
    .default('usd'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { message: 'expected true, false, 1 or 0' })
    .transform((v) => v === 'true' || v === '1')
    .default(false),
  /** Where uploaded files go on disk (without S3_BUCKET); defaults to DATA_DIR/uploads (issue 19). */
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * Shared state for several instances (issue 19): rate limits, sign-in failure counts, the ALTCHA
   * spent set and cache invalidation. Unset: in-process, as one instance needs.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'expected a redis:// or rediss:// URL' })
    .optional(),
  /**
   * Added after `formloom:` to every Redis key and channel, so deployments (or test runs) sharing
   * one Redis never meet.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'expected up to 64 letters, digits, _ . or -')
    .optional(),
  /** How long SIGTERM lets requests in flight finish before they are cut (issue 19). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * How far V8 lets the old generation grow past what survived its last full collection, in
   * percent (heap-tuning.ts, ADR 026). 0 leaves V8's own factor (up to 300 %).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(30),
  /** An upload to a draft that is never submitted is deleted this long after it arrived (issue 20). */
  UPLOAD_ORPHAN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  /**
   * Turns on GET /metrics (issue 33), for Prometheus with `Authorization: Bearer <token>`. Unset,
   * the route answers 404. At least 16 characters of the token alphabet, so it fits a header as is.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\w.~+/=-]{16,256}$/, 'expected 16 to 256 letters, digits or . _ ~ + / = -')
    .optional(),
  /** Unsubmitted uploads one client address may store an hour, in MB (issue 20); 429 beyond. */
  UPLOAD_ADDRESS_QUOTA_MB_PER_HOUR: z.coerce.number().int().min(1).default(100),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  publicUrl: string | undefined;
  sessionSecret: string;
  trustProxy: number;
  webDistDir: string;
  bodyLimitBytes: number;
  publishedFormLimits: { guest: number; free: number };
  responseIpStorage: 'full' | 'truncated' | 'none';
  draftTtlDays: number;
  publicFormCacheTtlMs: number;
  submitRateLimitPerMinute: number;
  rateLimitAllowList: string[];
  uploadsDir: string;
  /** Set when uploads go to S3 rather than uploadsDir. */
  s3: S3Config | null;
  google: GoogleAuthConfig | null;
  mail: MailConfig;
  billing: BillingConfig;
  webhooks: { allowPrivate: boolean; allowHttp: boolean };
  /** Null: shared state lives in this process (one instance). */
  redisUrl: string | null;
  /** Starts every Redis key and channel: `formloom:` and REDIS_KEY_PREFIX's value and `:`. */
  redisKeyPrefix: string;
  shutdownGraceMs: number;
  heapGrowingPercent: number;
  /** Null: GET /metrics is off (404). */
  metricsToken: string | null;
  uploads: { orphanTtlMs: number; addressQuotaBytesPerHour: number };
}

export interface BillingConfig {
  /** Null: payments are not configured on this server (plans still show; admins grant Pro). */
  stripe: {
    secretKey: string;
    webhookSecret: string | null;
    prices: { proMonthly: string | null; proYearly: string | null; credits10: string | null };
    /** Where the SDK sends its requests; null for Stripe itself. */
    apiBase: string | null;
  } | null;
  display: {
    proMonthlyCents: number;
    proYearlyCents: number;
    credits10Cents: number;
    currency: string;
  };
}

export interface MailConfig {
  /** Null: mails are written as .eml files under `fileDir` and their links are logged. */
  smtpUrl: string | null;
  from: string;
  fileDir: string;
  /** The origin links in mails point to: PUBLIC_URL, else http://localhost:PORT. */
  linkOrigin: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Null: the AWS SDK's default chain (AWS_* variables, shared config, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

export interface GoogleAuthConfig {
  projectId: string;
  apiKey: string | null;
  authDomain: string;
  issuer: string;
  audience: string;
  jwksUrl: string;
}

export class ConfigError extends Error {}

const DEV_SESSION_SECRET = 'formloom-development-secret-not-for-production';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO= in an env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    // Refuse to run in production with development defaults for anything security-relevant.
    const missing = (['SESSION_SECRET', 'PUBLIC_URL'] as const).filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required settings in production: ${missing.join(', ')}`);
    }
  }
  const s3 = s3Config(env, source);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: env.PUBLIC_URL,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    bodyLimitBytes: 1024 * 1024,
    publishedFormLimits: {
      guest: env.GUEST_PUBLISHED_FORM_LIMIT,
      free: env.FREE_PUBLISHED_FORM_LIMIT,
    },
    responseIpStorage: env.RESPONSE_IP_STORAGE,
    draftTtlDays: env.DRAFT_TTL_DAYS,
    publicFormCacheTtlMs: env.PUBLIC_FORM_CACHE_TTL_MS,
    submitRateLimitPerMinute: env.SUBMIT_RATE_LIMIT_PER_MINUTE,
    rateLimitAllowList: env.RATE_LIMIT_ALLOWLIST.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    uploadsDir: env.UPLOADS_DIR
      ? path.resolve(env.UPLOADS_DIR)
      : path.join(path.resolve(env.DATA_DIR), 'uploads'),
    s3,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      fileDir: path.join(path.resolve(env.DATA_DIR), 'mail'),
      linkOrigin: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    },
    webhooks: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE, allowHttp: env.WEBHOOK_ALLOW_HTTP },
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ? `formloom:${env.REDIS_KEY_PREFIX}:` : 'formloom:',
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    heapGrowingPercent: env.HEAP_GROWING_PERCENT,
    metricsToken: env.METRICS_TOKEN ?? null,
    uploads: {
      orphanTtlMs: env.UPLOAD_ORPHAN_TTL_SECONDS * 1000,
      addressQuotaBytesPerHour: env.UPLOAD_ADDRESS_QUOTA_MB_PER_HOUR * 1024 * 1024,
    },
    billing: {
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
            prices: {
              proMonthly: env.STRIPE_PRICE_PRO_MONTHLY ?? null,
              proYearly: env.STRIPE_PRICE_PRO_YEARLY ?? null,
              credits10: env.STRIPE_PRICE_CREDITS_10 ?? null,
            },
            apiBase: env.STRIPE_API_BASE ?? null,
          }
        : null,
      display: {
        proMonthlyCents: env.PRICE_PRO_MONTHLY_CENTS,
        proYearlyCents: env.PRICE_PRO_YEARLY_CENTS,
        credits10Cents: env.PRICE_CREDITS_10_CENTS,
        currency: env.PRICE_CURRENCY,
      },
    },
    google: env.FIREBASE_PROJECT_ID
      ? {
          projectId: env.FIREBASE_PROJECT_ID,
          apiKey: env.FIREBASE_API_KEY ?? null,
          authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          issuer:
            env.FIREBASE_ISSUER ?? `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
          audience: env.FIREBASE_PROJECT_ID,
          jwksUrl: env.FIREBASE_JWKS_URL,
        }
      : null,
  };
}

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function s3Config(env: Env, source: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) {
    // Without a bucket these would be ignored and files would quietly land on local disk instead.
    const stray = S3_SETTINGS.filter((k) => source[k] !== undefined && source[k] !== '');
    if (stray.length > 0) {
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3, or unset ${stray.length === 1 ? 'it' : 'them'}`,
      );
    }
    return null;
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // Half a key pair would otherwise fall through to the SDK's default chain and sign as someone else.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: ${missing} is missing (or unset both to use the AWS default credentials)`,
    );
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
