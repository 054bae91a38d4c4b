// Issue 14.1: which requests to /openApp may sign a browser in (Fetch Metadata + Referer).
import { describe, expect, it } from "vitest";
import { openAppNavigation } from "../../app/lib/open-app-navigation";

const OWN = "https://console.example.com";
const PARENT = "https://admin.example.com";
const verdict = (h: Record<string, string>) => openAppNavigation((n) => h[n], { ownOrigins: [OWN], frameAncestors: [PARENT] });
const nav = (site: string, dest: string, referer?: string) => ({
  "sec-fetch-site": site,
  "sec-fetch-dest": dest,
  "sec-fetch-mode": "navigate",
  ...(referer ? { referer } : {}),
});

describe("openAppNavigation", () => {
  it.each([
    ["typed address", nav("none", "document")],
    ["console's own link", nav("same-origin", "document", `${OWN}/x`)],
    ["frame on the listed parent", nav("cross-site", "iframe", `${PARENT}/portal`)],
    ["frame on the listed parent, same site", nav("same-site", "iframe", `${PARENT}/`)],
    ["legacy frame element on the listed parent", nav("cross-site", "frame", `${PARENT}/`)],
    ["no Fetch Metadata, no Referer (not a browser)", {}],
    ["no Fetch Metadata, Referer from the console", { referer: `${OWN}/a` }],
    ["no Fetch Metadata, Referer from the parent", { referer: `${PARENT}/a` }],
  ])("trusts %s", (_what, headers) => expect(verdict(headers)).toBe("trusted"));

  it.each([
    ["cross-site link", nav("cross-site", "document", "https://evil.example/")],
    ["cross-site link, no Referer", nav("cross-site", "document")],
    ["same-site link", nav("same-site", "document", "https://blog.example.com/")],
    ["top-level link from the parent's origin", nav("cross-site", "document", `${PARENT}/`)],
    ["frame on another page", nav("cross-site", "iframe", "https://evil.example/")],
    ["frame without Referer", nav("cross-site", "iframe")],
    ["frame whose Referer is not a URL", nav("cross-site", "iframe", "not a url")],
    ["frame on a look-alike origin", nav("cross-site", "iframe", "https://admin.example.com.evil.example/")],
    ["no Fetch Metadata, foreign Referer", { referer: "https://evil.example/" }],
  ])("refuses %s as foreign", (_what, headers) => expect(verdict(headers)).toBe("foreign"));

  it.each([
    ["an image", { "sec-fetch-site": "same-origin", "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors" }],
    ["a fetch", { "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }],
    ["a navigate-mode request for a script", { "sec-fetch-site": "none", "sec-fetch-dest": "script", "sec-fetch-mode": "navigate" }],
    ["a document fetched in cors mode", { "sec-fetch-site": "none", "sec-fetch-dest": "document", "sec-fetch-mode": "cors" }],
    ["Fetch Metadata without a destination", { "sec-fetch-site": "none" }],
  ])("refuses %s as not a navigation", (_what, headers) => expect(verdict(headers)).toBe("not-navigation"));
});
