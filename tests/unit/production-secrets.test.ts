// Production never starts on a placeholder secret (issue 39 point 6d): the servers refuse the
// placeholders that deployment files and examples carry ("change-me…"), and compose.yaml gives no
// fallback for a secret — a missing one stops `docker compose up` with a message — and keeps the
// demo accounts off.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadApiConfig } from "../../server/config";

const strong = (s: string) => `${s}-0123456789abcdefghijklmnopqrstuvwxyz`;
const demoProd = {
  NODE_ENV: "production" as const,
  SSO_DEMO_ACCOUNTS: "1",
  SSO_CLIENT_SECRET: strong("client"),
  SSO_COOKIE_SECRET: strong("cookie"),
  SSO_DEMO_PASSWORD: strong("demo-password"),
};

describe("placeholder secrets", () => {
  it.each([
    ["SSO_CLIENT_SECRET", "change-me-client-secret-32-characters"],
    ["SSO_COOKIE_SECRET", "CHANGE_ME-sso-cookie-secret-32-characters"],
    ["SSO_DEMO_PASSWORD", "changeme-demo-password-32-characters-long"],
  ])("the API refuses %s = %s in production, naming it", (name, value) => {
    expect(() => loadApiConfig({ ...demoProd, [name]: value })).toThrow(new RegExp(`${name}: is a placeholder; set a secret of your own`));
  });

  it("compose.yaml: every secret required with a message (${VAR:?…}), no change-me fallback, demo accounts off", () => {
    const compose = fs.readFileSync(new URL("../../compose.yaml", import.meta.url), "utf8");
    expect(compose).not.toMatch(/change-?me/i);
    for (const name of ["SESSION_SECRET", "SSO_COOKIE_SECRET", "SSO_CLIENT_SECRET", "POSTGRES_PASSWORD", "S3_SECRET_KEY"]) {
      expect(compose, name).toMatch(new RegExp(`\\$\\{${name}:\\?[^}]+\\}`));
      expect(compose, name).not.toMatch(new RegExp(`\\$\\{${name}:-`));
    }
    expect(compose).not.toMatch(/SSO_DEMO_ACCOUNTS:\s*"?1/);
    expect(compose).not.toMatch(/SSO_DEMO_PASSWORD/);
    expect(compose).toMatch(/SSO_ISSUER: \$\{SSO_ISSUER:\?[^}]+\}/);
  });
});
