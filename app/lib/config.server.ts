import * as z from "zod";
import { HTTP_TIMEOUT_MS } from "./constants";
import { DEFAULT_API_PORT, DEFAULT_CONSOLE_PORT, defaultConsoleUrl, defaultPublicApiUrl } from "./origins";
import { DEV_SECRETS, productionSecretProblems } from "./secrets";

// The console's configuration, read and validated once when the server module loads: a bad or
// missing variable stops remix-serve at start with the variable's name.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_CONSOLE_PORT),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_API_PORT),
  API_BASE_URL: z.string().url().optional(),
  CONSOLE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SSO_ISSUER: z.string().url().optional(),
  PUBLIC_API_URL: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().min(1).default("console"),
  SSO_CLIENT_SECRET: z.string().min(8).optional(),
  // each an origin and nothing else: the value is written into the Content-Security-Policy
  FRAME_ANCESTORS: z
    .string()
    .optional()
    .refine(
      (v) =>
        !v ||
        v
          .trim()
          .split(/\s+/)
          .every((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o)),
      "must be origins such as https://admin.example.com, separated by spaces",
    ),
  COOKIE_SECURE: z.enum(["0", "1"]).optional(),
  // behind a reverse proxy that sets X-Forwarded-Host: only then is that header believed
  TRUST_PROXY: z.enum(["1", "0", "true", "false", "yes", "no"]).optional(),
  // the spec's 60 s; shorter only where a test must see a hung API become a message quickly
  // `npm start` on a developer's machine: the console is a production build, but the run is not a
  // deployment, so the development secrets are allowed (the launcher sets it unless its own
  // NODE_ENV is production)
  ALLOW_DEV_SECRETS: z.enum(["0", "1"]).optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100, "must be at least 100").max(600_000, "must be at most 600000").default(HTTP_TIMEOUT_MS),
});

export function loadConsoleConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid console configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === "production";
  if (production && c.ALLOW_DEV_SECRETS !== "1") {
    const problems = productionSecretProblems(c, ["SESSION_SECRET", "SSO_CLIENT_SECRET"]);
    if (problems.length) throw new Error(`Invalid console configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  // With the company's identity provider configured this is a real deployment: its secrets must be
  // given. The embedded demo sign-on (no SSO_ISSUER) runs on development defaults; the API itself
  // refuses to run the demo accounts in production unless they are explicitly enabled.
  const missing = (name: string) => new Error(`Invalid console configuration:\n  ${name}: required when SSO_ISSUER is set`);
  if (c.SSO_ISSUER && !c.SESSION_SECRET) throw missing("SESSION_SECRET");
  if (c.SSO_ISSUER && !c.SSO_CLIENT_SECRET) throw missing("SSO_CLIENT_SECRET");
  const apiBase = (c.API_BASE_URL ?? `http://127.0.0.1:${c.API_PORT}`).replace(/\/$/, "");
  const consoleUrl = (c.CONSOLE_URL ?? defaultConsoleUrl(c.PORT)).replace(/\/$/, "");
  return {
    production,
    apiBase,
    /** how long a call to the API may take before the page says the API is unavailable */
    apiTimeoutMs: c.API_TIMEOUT_MS,
    consoleUrl,
    /** the API's public origin: the local object store serves uploads (and the seed's pictures) from it */
    publicApiOrigin: new URL(c.PUBLIC_API_URL ?? defaultPublicApiUrl(c.API_PORT)).origin,
    sessionSecret: c.SESSION_SECRET ?? DEV_SECRETS.SESSION_SECRET,
    cookieSecure: c.COOKIE_SECURE ? c.COOKIE_SECURE === "1" : consoleUrl.startsWith("https://"),
    sso: {
      issuer: (c.SSO_ISSUER ?? `${c.PUBLIC_API_URL ?? defaultPublicApiUrl(c.API_PORT)}/sso`).replace(/\/$/, ""),
      clientId: c.SSO_CLIENT_ID,
      clientSecret: c.SSO_CLIENT_SECRET ?? DEV_SECRETS.SSO_CLIENT_SECRET,
      redirectUri: `${consoleUrl}/auth/callback`,
    },
    trustProxy: c.TRUST_PROXY === "1" || c.TRUST_PROXY === "true" || c.TRUST_PROXY === "yes",
    /** origins allowed to embed the console (for /openApp), space separated */
    frameAncestors: (c.FRAME_ANCESTORS ?? "").split(/\s+/).filter(Boolean),
  };
}

export const config = loadConsoleConfig();
