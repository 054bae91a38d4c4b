// The console's configuration: the values that end up in security headers and cookies.
import { describe, expect, it } from "vitest";
import { loadConsoleConfig } from "~/lib/config.server";

const load = (env: Record<string, string>) => loadConsoleConfig(env as NodeJS.ProcessEnv);

describe("loadConsoleConfig", () => {
  it("allows no embedding parent unless one is named", () => {
    expect(load({}).frameAncestors).toEqual([]);
    expect(load({ FRAME_ANCESTORS: "https://admin.example.com  http://localhost:8080" }).frameAncestors).toEqual([
      "https://admin.example.com",
      "http://localhost:8080",
    ]);
  });

  it("refuses embedding parents that are not plain origins (they are written into the CSP)", () => {
    for (const bad of ["*", "https://admin.example.com; script-src *", "admin.example.com", "https://a.example/path", "'self'"]) {
      expect(() => load({ FRAME_ANCESTORS: bad }), bad).toThrow(/FRAME_ANCESTORS/);
    }
  });

  it("marks the session cookie Secure behind https, and not on plain http", () => {
    expect(load({ CONSOLE_URL: "https://console.example.com" }).cookieSecure).toBe(true);
    expect(load({ CONSOLE_URL: "http://localhost:3000" }).cookieSecure).toBe(false);
    expect(load({ CONSOLE_URL: "http://localhost:3000", COOKIE_SECURE: "1" }).cookieSecure).toBe(true);
  });

  it("needs real secrets once the company's identity provider is configured", () => {
    expect(() => load({ SSO_ISSUER: "https://id.example.com" })).toThrow(/SESSION_SECRET/);
    expect(() => load({ SSO_ISSUER: "https://id.example.com", SESSION_SECRET: "x".repeat(32) })).toThrow(/SSO_CLIENT_SECRET/);
  });
});

describe("API_TIMEOUT_MS", () => {
  it("defaults to 60 seconds", () => {
    expect(load({}).apiTimeoutMs).toBe(60_000);
  });

  it("takes a number of milliseconds", () => {
    expect(load({ API_TIMEOUT_MS: "1500" }).apiTimeoutMs).toBe(1500);
  });

  it.each(["abc", "0", "50", "2.5", "900000"])("refuses %s, naming API_TIMEOUT_MS", (v) => {
    expect(() => load({ API_TIMEOUT_MS: v })).toThrow(/API_TIMEOUT_MS/);
  });
});

describe("production secrets (issue 14, item 7)", () => {
  const strong = (tag: string) => `${tag}-0123456789abcdefghijklmnopqrstuvwxyz`;
  const prod = { NODE_ENV: "production", SESSION_SECRET: strong("session"), SSO_CLIENT_SECRET: strong("client") };

  it("starts in production with both secrets given and strong", () => {
    const c = load(prod);
    expect(c.sessionSecret).toBe(strong("session"));
    expect(c.sso.clientSecret).toBe(strong("client"));
  });

  it.each(["SESSION_SECRET", "SSO_CLIENT_SECRET"])("refuses production without %s, naming it", (name) => {
    const env: Record<string, string> = { ...prod };
    delete env[name];
    expect(() => load(env)).toThrow(new RegExp(`${name}: required in production`));
  });

  it.each([
    ["SESSION_SECRET", "dev-session-secret-change-me"],
    ["SSO_CLIENT_SECRET", "dev-console-secret"],
  ])("refuses %s equal to its development default", (name, value) => {
    expect(() => load({ ...prod, [name]: value })).toThrow(new RegExp(`${name}: is a development default`));
  });

  it.each(["SESSION_SECRET", "SSO_CLIENT_SECRET"])("refuses %s shorter than 32 characters", (name) => {
    expect(() => load({ ...prod, [name]: "y".repeat(31) })).toThrow(new RegExp(`${name}: must be at least 32 characters`));
  });

  it("a development run of the production build (npm start) may use the development secrets when the launcher says so", () => {
    expect(load({ NODE_ENV: "production", ALLOW_DEV_SECRETS: "1" }).sessionSecret).toBe("dev-session-secret-change-me");
  });
});
