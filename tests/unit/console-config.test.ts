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
