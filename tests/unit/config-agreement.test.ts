// The API and the console read their environments separately; the addresses one derives from
// the other's port must come out the same on both sides, or the sign-on refuses the console's
// redirect URI (issue 8, defect 2: PORT=3900 API_PORT=3901 npm start could not sign in).
import { describe, expect, it } from "vitest";
import { loadApiConfig } from "../../server/config";
import { loadConsoleConfig } from "~/lib/config.server";

const both = (env: Record<string, string>) => ({
  api: loadApiConfig(env as NodeJS.ProcessEnv),
  web: loadConsoleConfig(env as NodeJS.ProcessEnv),
});

describe("defaults that depend on each other agree in the API and the console", () => {
  it.each([
    [{}, "http://localhost:3000", "http://localhost:3001/sso"],
    [{ PORT: "3900", API_PORT: "3901" }, "http://localhost:3900", "http://localhost:3901/sso"],
    [{ PORT: "4150" }, "http://localhost:4150", "http://localhost:3001/sso"],
  ])("with %j the console is at %s and the sign-on at %s", (env, consoleUrl, issuer) => {
    const { api, web } = both(env);
    expect(api.consoleUrl).toBe(consoleUrl);
    expect(web.consoleUrl).toBe(consoleUrl);
    expect(web.sso.redirectUri).toBe(`${consoleUrl}/auth/callback`);
    expect(api.sso.issuer).toBe(issuer);
    expect(web.sso.issuer).toBe(issuer);
  });

  it("an explicit CONSOLE_URL wins over PORT on both sides", () => {
    const { api, web } = both({ PORT: "3900", CONSOLE_URL: "https://console.example.com/" });
    expect(api.consoleUrl).toBe("https://console.example.com");
    expect(web.consoleUrl).toBe("https://console.example.com");
  });
});
