// isCrossSitePost decides which form posts the console refuses as cross-site forgery. Expected
// answers come from the rule: only same-origin pages (or non-browser clients, which send neither
// Origin nor Sec-Fetch-Site) may change state.
import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "~/lib/same-origin";

const headers = (h: Record<string, string>) => (name: string) => h[name];
const HOST = "console.example:3000";

describe("isCrossSitePost", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("never refuses %s, whatever its origin", (method) => {
    expect(isCrossSitePost(method, headers({ host: HOST, origin: "https://evil.example", "sec-fetch-site": "cross-site" }))).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses %s from another site's page", (method) => {
    expect(isCrossSitePost(method, headers({ host: HOST, origin: "https://evil.example" }))).toBe(true);
  });

  it("accepts a post whose Origin is the console's own host", () => {
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: `http://${HOST}` }))).toBe(false);
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: `https://${HOST}` }))).toBe(false);
  });

  it("compares the port too: another port is another origin", () => {
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: "http://console.example:3001" }))).toBe(true);
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: "http://console.example" }))).toBe(true);
  });

  it("accepts the first forwarded host (behind a proxy, TRUST_PROXY) and the configured own host", () => {
    const proxied = { host: "10.0.0.5:3000", "x-forwarded-host": "console.example, inner.local", origin: "https://console.example" };
    expect(isCrossSitePost("POST", headers(proxied), undefined, true)).toBe(false);
    expect(isCrossSitePost("POST", headers({ ...proxied, origin: "https://inner.local" }), undefined, true)).toBe(true);
    // without TRUST_PROXY a forwarded host is anybody's word
    expect(isCrossSitePost("POST", headers(proxied))).toBe(true);
    expect(isCrossSitePost("POST", headers({ host: "10.0.0.5:3000", origin: "https://public.example" }), "public.example")).toBe(false);
  });

  it("trims the forwarded host, and never takes an empty one as a match", () => {
    expect(
      isCrossSitePost(
        "POST",
        headers({ host: "10.0.0.5:3000", "x-forwarded-host": " console.example , inner.local", origin: "https://console.example" }),
        undefined,
        true,
      ),
    ).toBe(false);
    // an origin without a host (file:) against an empty forwarded host
    expect(isCrossSitePost("POST", headers({ "x-forwarded-host": "", origin: "file:///etc/passwd" }), undefined, true)).toBe(true);
  });

  it("refuses an opaque or malformed Origin", () => {
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: "null" }))).toBe(true);
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: "not a url" }))).toBe(true);
  });

  it("refuses an Origin when the request names no host to compare with", () => {
    expect(isCrossSitePost("POST", headers({ origin: "http://console.example:3000" }))).toBe(true);
  });

  it("without Origin, trusts Sec-Fetch-Site: only same-origin and none pass", () => {
    expect(isCrossSitePost("POST", headers({ host: HOST, "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSitePost("POST", headers({ host: HOST, "sec-fetch-site": "none" }))).toBe(false);
    expect(isCrossSitePost("POST", headers({ host: HOST, "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSitePost("POST", headers({ host: HOST, "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("lets a client without either header through (not a browser page, no ambient cookie)", () => {
    expect(isCrossSitePost("POST", headers({ host: HOST }))).toBe(false);
  });

  it("an Origin that matches wins over a Sec-Fetch-Site that would refuse", () => {
    expect(isCrossSitePost("POST", headers({ host: HOST, origin: `http://${HOST}`, "sec-fetch-site": "cross-site" }))).toBe(false);
  });
});
