// Redirect targets taken from user input stay on this site and never loop back to sign-in.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

const HOME = "/dashboard/welcome";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/system/x?a=1")).toBe("/system/x?a=1");
    expect(safeRedirect("/system/exchange-rate-list?site=us&page=2#top")).toBe("/system/exchange-rate-list?site=us&page=2#top");
    expect(safeRedirect("/")).toBe("/");
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%255Cevil.example",
    "/%252F/evil.example",
    "javascript:alert(1)",
    "/\tevil",
    "/\n/evil.example",
    "evil.example",
    "",
    // dot segments collapse into "//host" when the URL is parsed
    "/a/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/%E0%A4%A", // malformed percent-encoding
  ])("rejects %j", (to) => {
    expect(safeRedirect(to)).toBe(HOME);
  });

  it("rejects non-strings", () => {
    for (const to of [null, undefined, 42, {}, ["/system"], new URL("http://same.invalid/system")]) {
      expect(safeRedirect(to)).toBe(HOME);
    }
  });

  it("never sends the user back to sign-in or the sign-in callback", () => {
    expect(safeRedirect("/login")).toBe(HOME);
    expect(safeRedirect("/login?redirectTo=/login")).toBe(HOME);
    expect(safeRedirect("/login/")).toBe(HOME);
    expect(safeRedirect("/auth/callback?code=x")).toBe(HOME);
    expect(safeRedirect("/system/../login")).toBe(HOME);
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/system/setting")).toBe("/system/setting");
    expect(safeRedirect(undefined, "/system/setting")).toBe("/system/setting");
  });
});
