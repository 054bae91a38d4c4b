import path from "node:path";
import * as z from "zod";
import { DEFAULT_API_PORT, DEFAULT_CONSOLE_PORT, defaultConsoleUrl, defaultPublicApiUrl } from "../app/lib/origins";
import { DEV_SECRETS, productionSecretProblems, type SecretName } from "../app/lib/secrets";

// Read and validated once at start; a bad or missing variable stops the process with its name.
const boolish = z.enum(["1", "0", "true", "false", "yes", "no"]).transform((v) => v === "1" || v === "true" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_API_PORT),
  // the console's port: the default CONSOLE_URL follows it, as it does in the console
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_CONSOLE_PORT),
  API_HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  PUBLIC_API_URL: z.string().url().optional(),
  CONSOLE_URL: z.string().url().optional(),
  SSO_ISSUER: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().min(1).default("console"),
  SSO_CLIENT_SECRET: z.string().min(8).optional(),
  SSO_DEMO_PASSWORD: z.string().min(1).optional(),
  SSO_DEMO_ACCOUNTS: boolish.optional(),
  SSO_COOKIE_SECRET: z.string().min(16).optional(),
  // how long one signing key of the embedded sign-on signs before a successor takes over
  SSO_KEY_ROTATION_SECONDS: z.coerce
    .number()
    .int()
    .min(3600, "must be at least 3600")
    .default(30 * 86_400),
  // sign-in starts (/sso/auth) one client address may make per minute
  SSO_AUTH_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // failed passwords allowed per username / per client address before attempts are locked
  SSO_LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(5),
  SSO_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  // the first lock; it doubles with each further failure, up to the maximum
  SSO_LOGIN_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(60),
  SSO_LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  // behind a reverse proxy that sets X-Forwarded-Proto/-Host: only then are those headers believed
  TRUST_PROXY: boolish.optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(604800),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // S3 names the bucket with its own rules; this is their common subset (3-63 lowercase, digits, . -)
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as us-west-2")
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, "must be an http(s):// URL")
    .optional(),
  S3_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, "must be an http(s):// URL")
    .optional(),
  FAULT_PAUSE_BEFORE_COMMIT: boolish.optional(),
  // test only: the mail job stops before delivering, so a fault test can kill the process there
  FAULT_PAUSE_BEFORE_MAIL: boolish.optional(),
  // per user: uploads in any 60 s, bytes in any 24 h, and how long an upload no record uses is kept
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1, "must be at least 1").default(30),
  UPLOAD_DAILY_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024, "must be at least 1048576")
    .default(500 * 1024 * 1024),
  UPLOAD_ORPHAN_HOURS: z.coerce.number().int().min(1, "must be at least 1").default(24),
  SEED_ON_START: boolish.default(true),
  // mail delivery (server/mail): unset = mail stays in the outbox, printed by `npm run cli -- mail`
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).max(254).default("Retail console <no-reply@console.invalid>"),
});

export type ApiConfig = ReturnType<typeof loadApiConfig>;

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === "production";
  const publicApiUrl = c.PUBLIC_API_URL ?? defaultPublicApiUrl(c.API_PORT);
  // The embedded sign-on runs unless the company's identity provider is configured.
  const embeddedSso = !c.SSO_ISSUER;
  const demoAccounts = c.SSO_DEMO_ACCOUNTS ?? !production;
  if (embeddedSso && production && !c.SSO_DEMO_ACCOUNTS) {
    throw new Error(
      "Invalid configuration:\n  SSO_ISSUER: required in production (or set SSO_DEMO_ACCOUNTS=1 to run the embedded demo sign-on)",
    );
  }
  if (production) {
    // every secret this process uses must be given, and none may be a development default
    const used: SecretName[] = ["SSO_CLIENT_SECRET"];
    if (embeddedSso) used.push("SSO_COOKIE_SECRET");
    if (embeddedSso && demoAccounts) used.push("SSO_DEMO_PASSWORD");
    const problems = productionSecretProblems(c, used);
    if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  if (c.S3_BUCKET && !c.S3_REGION) {
    throw new Error("Invalid configuration:\n  S3_REGION: required when S3_BUCKET is set");
  }
  if (!c.S3_BUCKET && (c.S3_REGION || c.S3_ENDPOINT || c.S3_PUBLIC_URL)) {
    // a half-configured object store would silently keep files on the local disk
    throw new Error("Invalid configuration:\n  S3_BUCKET: required when S3_REGION, S3_ENDPOINT or S3_PUBLIC_URL is set");
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    production,
    env: c.NODE_ENV,
    port: c.API_PORT,
    host: c.API_HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    publicApiUrl,
    consoleUrl: (c.CONSOLE_URL ?? defaultConsoleUrl(c.PORT)).replace(/\/$/, ""),
    sso: {
      embedded: embeddedSso,
      issuer: (c.SSO_ISSUER ?? `${publicApiUrl}/sso`).replace(/\/$/, ""),
      clientId: c.SSO_CLIENT_ID,
      clientSecret: c.SSO_CLIENT_SECRET ?? DEV_SECRETS.SSO_CLIENT_SECRET,
      demoPassword: c.SSO_DEMO_PASSWORD ?? DEV_SECRETS.SSO_DEMO_PASSWORD,
      demoAccounts,
      cookieSecret: c.SSO_COOKIE_SECRET ?? DEV_SECRETS.SSO_COOKIE_SECRET,
      keyRotationSeconds: c.SSO_KEY_ROTATION_SECONDS,
      authRatePerMinute: c.SSO_AUTH_RATE_PER_MINUTE,
      login: {
        maxFailuresPerUser: c.SSO_LOGIN_MAX_FAILURES_PER_USER,
        maxFailuresPerAddress: c.SSO_LOGIN_MAX_FAILURES_PER_ADDRESS,
        backoffSeconds: c.SSO_LOGIN_BACKOFF_SECONDS,
        backoffMaxSeconds: Math.max(c.SSO_LOGIN_BACKOFF_SECONDS, c.SSO_LOGIN_BACKOFF_MAX_SECONDS),
      },
    },
    tokenTtlSeconds: c.TOKEN_TTL_SECONDS,
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    trustProxy: c.TRUST_PROXY ?? false,
    storage: c.S3_BUCKET
      ? {
          driver: "s3" as const,
          bucket: c.S3_BUCKET,
          region: c.S3_REGION!,
          endpoint: c.S3_ENDPOINT?.replace(/\/$/, ""),
          publicUrl: c.S3_PUBLIC_URL?.replace(/\/$/, ""),
        }
      : {
          driver: "local" as const,
          dir: path.join(dataDir, "uploads"),
          publicUrl: `${publicApiUrl.replace(/\/$/, "")}/uploads`,
        },
    /** where an upload is written while it is checked, before it becomes an object */
    uploadStagingDir: path.join(dataDir, "upload-staging"),
    uploadLimits: {
      perMinute: c.UPLOAD_RATE_PER_MINUTE,
      dailyBytes: c.UPLOAD_DAILY_QUOTA_BYTES,
      orphanAfterMs: c.UPLOAD_ORPHAN_HOURS * 3600_000,
    },
    logLevel: c.LOG_LEVEL,
    /** the idempotent demo seed after migrating, in the API at start and in every CLI command alike */
    seedOnStart: c.SEED_ON_START,
    /** test-only fault point: every request's transaction stops just before COMMIT (never outside NODE_ENV=test) */
    faultPauseBeforeCommit: c.NODE_ENV === "test" && c.FAULT_PAUSE_BEFORE_COMMIT === true,
    faultPauseBeforeMail: c.NODE_ENV === "test" && c.FAULT_PAUSE_BEFORE_MAIL === true,
  };
}
