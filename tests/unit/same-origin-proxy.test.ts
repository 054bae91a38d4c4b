// Issue 14, item 6: X-Forwarded-Host counts as this site's host only behind a configured proxy.
import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "~/lib/same-origin";

const headers = (h: Record<string, string>) => (n: string) => h[n];

describe("isCrossSitePost and forwarded hosts", () => {
  const post = { host: "console.internal:3000", origin: "https://evil.example", "x-forwarded-host": "evil.example" };

  it("without TRUST_PROXY a post whose Origin matches only X-Forwarded-Host is cross-site", () => {
    expect(isCrossSitePost("POST", headers(post), "console.internal:3000")).toBe(true);
    expect(isCrossSitePost("POST", headers(post), "console.internal:3000", false)).toBe(true);
  });

  it("behind a trusted proxy the forwarded host is the site's own", () => {
    expect(isCrossSitePost("POST", headers(post), "console.internal:3000", true)).toBe(false);
  });

  it("the real Host still counts either way", () => {
    const same = { host: "console.example", origin: "https://console.example" };
    expect(isCrossSitePost("POST", headers(same))).toBe(false);
  });
});
