// The API's configuration: defaults for development, and start-up errors naming the variable.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadApiConfig as load } from "../../server/config";

const loadApiConfig = (env: Record<string, string>) => load(env as NodeJS.ProcessEnv);
const LONG = "a-long-secret-of-at-least-32-characters";

describe("loadApiConfig", () => {
  it("runs on development defaults with an empty environment", () => {
    const c = loadApiConfig({});
    expect(c.production).toBe(false);
    expect(c.env).toBe("development");
    expect(c.port).toBe(3001);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir).toBe(path.resolve("data"));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicApiUrl).toBe("http://localhost:3001");
    expect(c.consoleUrl).toBe("http://localhost:3000");
    expect(c.sso).toMatchObject({
      embedded: true,
      issuer: "http://localhost:3001/sso",
      clientId: "console",
      demoAccounts: true,
      demoPassword: "demo",
    });
    expect(c.tokenTtlSeconds).toBe(604800);
    expect(c.logLevel).toBe("info");
  });

  it("derives URLs from the given port and strips trailing slashes", () => {
    const c = loadApiConfig({ API_PORT: "4100", CONSOLE_URL: "https://console.example/" });
    expect(c.port).toBe(4100);
    expect(c.sso.issuer).toBe("http://localhost:4100/sso");
    expect(c.consoleUrl).toBe("https://console.example");
  });

  it.each(["abc", "70000", "-1", "3.5"])("refuses API_PORT=%s, naming API_PORT", (port) => {
    expect(() => loadApiConfig({ API_PORT: port })).toThrow(/API_PORT/);
  });

  it("refuses a non-postgres DATABASE_URL, naming it", () => {
    expect(() => loadApiConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("refuses production without SSO_ISSUER or SSO_DEMO_ACCOUNTS, naming SSO_ISSUER", () => {
    expect(() => loadApiConfig({ NODE_ENV: "production", SSO_CLIENT_SECRET: "a-long-secret" })).toThrow(/SSO_ISSUER/);
    expect(() => loadApiConfig({ NODE_ENV: "production", SSO_CLIENT_SECRET: "a-long-secret", SSO_DEMO_ACCOUNTS: "0" })).toThrow(
      /SSO_ISSUER/,
    );
  });

  it("refuses production without SSO_CLIENT_SECRET", () => {
    expect(() => loadApiConfig({ NODE_ENV: "production", SSO_ISSUER: "https://sso.example" })).toThrow(/SSO_CLIENT_SECRET/);
  });

  it("runs production with the company's identity provider, demo accounts off", () => {
    const c = loadApiConfig({ NODE_ENV: "production", SSO_ISSUER: "https://sso.example/", SSO_CLIENT_SECRET: LONG });
    expect(c.production).toBe(true);
    expect(c.sso).toMatchObject({ embedded: false, issuer: "https://sso.example", demoAccounts: false, clientSecret: LONG });
  });

  it("runs the embedded demo sign-on in production only when explicitly enabled", () => {
    const c = loadApiConfig({
      NODE_ENV: "production",
      SSO_DEMO_ACCOUNTS: "1",
      SSO_CLIENT_SECRET: LONG,
      SSO_COOKIE_SECRET: `${LONG}-cookie`,
      SSO_DEMO_PASSWORD: `${LONG}-demo`,
    });
    expect(c.sso).toMatchObject({ embedded: true, demoAccounts: true });
  });
});

describe("production secrets (issue 14, item 7)", () => {
  const strong = (tag: string) => `${tag}-0123456789abcdefghijklmnopqrstuvwxyz`;
  const demoProd = {
    NODE_ENV: "production",
    SSO_DEMO_ACCOUNTS: "1",
    SSO_CLIENT_SECRET: strong("client"),
    SSO_COOKIE_SECRET: strong("cookie"),
    SSO_DEMO_PASSWORD: strong("demo-password"),
  };

  it("starts the embedded demo sign-on in production when every secret is given and strong", () => {
    const c = loadApiConfig(demoProd);
    expect(c.sso).toMatchObject({ clientSecret: strong("client"), cookieSecret: strong("cookie"), demoPassword: strong("demo-password") });
  });

  it.each(["SSO_CLIENT_SECRET", "SSO_COOKIE_SECRET", "SSO_DEMO_PASSWORD"])("refuses production without %s, naming it", (name) => {
    const env: Record<string, string> = { ...demoProd };
    delete env[name];
    expect(() => loadApiConfig(env)).toThrow(new RegExp(`${name}: required in production`));
  });

  it.each([
    ["SSO_CLIENT_SECRET", "dev-console-secret"],
    ["SSO_COOKIE_SECRET", "dev-sso-cookie-secret-change-me"],
    ["SSO_DEMO_PASSWORD", "demo"],
  ])("refuses %s equal to its development default", (name, value) => {
    expect(() => loadApiConfig({ ...demoProd, [name]: value })).toThrow(new RegExp(`${name}: is a development default`));
  });

  it.each(["SSO_CLIENT_SECRET", "SSO_COOKIE_SECRET", "SSO_DEMO_PASSWORD"])("refuses %s shorter than 32 characters", (name) => {
    expect(() => loadApiConfig({ ...demoProd, [name]: "x".repeat(31) })).toThrow(new RegExp(`${name}: must be at least 32 characters`));
    expect(() => loadApiConfig({ ...demoProd, [name]: "x".repeat(32) })).not.toThrow();
  });

  it("needs only the client secret with the company's identity provider (no embedded sign-on, no cookie secret, no demo password)", () => {
    expect(() => loadApiConfig({ NODE_ENV: "production", SSO_ISSUER: "https://sso.example", SSO_CLIENT_SECRET: "short-secret" })).toThrow(
      /SSO_CLIENT_SECRET: must be at least 32/,
    );
    expect(loadApiConfig({ NODE_ENV: "production", SSO_ISSUER: "https://sso.example", SSO_CLIENT_SECRET: strong("c") }).sso.embedded).toBe(
      false,
    );
  });

  it("keeps the development defaults outside production", () => {
    expect(loadApiConfig({}).sso).toMatchObject({
      clientSecret: "dev-console-secret",
      demoPassword: "demo",
      cookieSecret: "dev-sso-cookie-secret-change-me",
    });
  });
});

describe("sign-on limits and rotation (issues 8 and 14)", () => {
  it("defaults", () => {
    const c = loadApiConfig({});
    expect(c.trustProxy).toBe(false);
    expect(c.sso.keyRotationSeconds).toBe(30 * 86_400);
    expect(c.sso.authRatePerMinute).toBe(120);
    expect(c.sso.login).toEqual({ maxFailuresPerUser: 5, maxFailuresPerAddress: 20, backoffSeconds: 60, backoffMaxSeconds: 900 });
  });

  it("takes TRUST_PROXY and the limits from the environment", () => {
    const c = loadApiConfig({
      TRUST_PROXY: "1",
      SSO_AUTH_RATE_PER_MINUTE: "10",
      SSO_LOGIN_MAX_FAILURES_PER_USER: "3",
      SSO_LOGIN_BACKOFF_SECONDS: "30",
    });
    expect(c.trustProxy).toBe(true);
    expect(c.sso.authRatePerMinute).toBe(10);
    expect(c.sso.login).toMatchObject({ maxFailuresPerUser: 3, backoffSeconds: 30 });
  });

  it.each([
    ["SSO_KEY_ROTATION_SECONDS", "60"],
    ["SSO_AUTH_RATE_PER_MINUTE", "0"],
    ["SSO_LOGIN_MAX_FAILURES_PER_USER", "many"],
    ["SSO_LOGIN_MAX_FAILURES_PER_ADDRESS", "-1"],
    ["SSO_LOGIN_BACKOFF_SECONDS", "1.5"],
    ["TRUST_PROXY", "maybe"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => loadApiConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
