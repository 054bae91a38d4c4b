// The API's configuration: defaults for development, and start-up errors naming the variable.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadApiConfig as load } from "../../server/config";

const loadApiConfig = (env: Record<string, string>) => load(env as NodeJS.ProcessEnv);

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
    expect(() => loadApiConfig({ NODE_ENV: "production", SSO_CLIENT_SECRET: "a-long-secret", SSO_DEMO_ACCOUNTS: "0" })).toThrow(/SSO_ISSUER/);
  });

  it("refuses production without SSO_CLIENT_SECRET", () => {
    expect(() => loadApiConfig({ NODE_ENV: "production", SSO_ISSUER: "https://sso.example" })).toThrow(/SSO_CLIENT_SECRET/);
  });

  it("runs production with the company's identity provider, demo accounts off", () => {
    const c = loadApiConfig({ NODE_ENV: "production", SSO_ISSUER: "https://sso.example/", SSO_CLIENT_SECRET: "a-long-secret" });
    expect(c.production).toBe(true);
    expect(c.sso).toMatchObject({ embedded: false, issuer: "https://sso.example", demoAccounts: false, clientSecret: "a-long-secret" });
  });

  it("runs the embedded demo sign-on in production only when explicitly enabled", () => {
    const c = loadApiConfig({ NODE_ENV: "production", SSO_DEMO_ACCOUNTS: "1", SSO_CLIENT_SECRET: "a-long-secret" });
    expect(c.sso).toMatchObject({ embedded: true, demoAccounts: true });
  });
});
