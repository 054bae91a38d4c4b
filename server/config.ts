import path from "node:path";
import * as z from "zod";
import { DEFAULT_API_PORT, DEFAULT_CONSOLE_PORT, defaultConsoleUrl, defaultPublicApiUrl } from "../app/lib/origins";

// Read and validated once at start; a bad or missing variable stops the process with its name.
const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

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
  SSO_DEMO_PASSWORD: z.string().min(1).default("demo"),
  SSO_DEMO_ACCOUNTS: boolish.optional(),
  SSO_COOKIE_SECRET: z.string().min(16).optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(604800),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // S3 names the bucket with its own rules; this is their common subset (3-63 lowercase, digits, . -)
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)")
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as us-west-2").optional(),
  S3_ENDPOINT: z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, "must be an http(s):// URL").optional(),
  S3_PUBLIC_URL: z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, "must be an http(s):// URL").optional(),
  FAULT_PAUSE_BEFORE_COMMIT: boolish.optional(),
  SEED_ON_START: boolish.default(true),
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
  if (production && !c.SSO_CLIENT_SECRET) {
    throw new Error("Invalid configuration:\n  SSO_CLIENT_SECRET: required in production");
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
      clientSecret: c.SSO_CLIENT_SECRET ?? "dev-console-secret",
      demoPassword: c.SSO_DEMO_PASSWORD,
      demoAccounts,
      cookieSecret: c.SSO_COOKIE_SECRET ?? "dev-sso-cookie-secret-change-me",
    },
    tokenTtlSeconds: c.TOKEN_TTL_SECONDS,
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
    logLevel: c.LOG_LEVEL,
    /** the idempotent demo seed after migrating, in the API at start and in every CLI command alike */
    seedOnStart: c.SEED_ON_START,
    /** test-only fault point: every request's transaction stops just before COMMIT (never outside NODE_ENV=test) */
    faultPauseBeforeCommit: c.NODE_ENV === "test" && c.FAULT_PAUSE_BEFORE_COMMIT === true,
  };
}
