/**
 * May this request to /openApp sign the browser in? A link or redirect on another site must not
 * (login CSRF: the victim would work inside the attacker's account), so the request has to be a
 * navigation the console can vouch for, read from the browser's Fetch Metadata:
 *   - typed, bookmarked or from the console's own pages (Sec-Fetch-Site none / same-origin), or
 *   - a frame whose page is one of FRAME_ANCESTORS (another site's iframe, its Referer origin
 *     listed) — the embedding protocol of the spec.
 * Anything else a browser sends (a cross-site link, an image or fetch, a frame on an unlisted
 * page or one that hides its Referer) is refused. Browsers send Fetch Metadata since 2019–2023;
 * a request without it is either not from a browser (no ambient session to abuse) or from a very
 * old one, for which a Referer from a foreign page is still refused.
 */
export type OpenAppVerdict = "trusted" | "not-navigation" | "foreign";

const NAVIGATION_DESTS = new Set(["document", "iframe", "frame"]);

export function openAppNavigation(
  header: (name: string) => string | null | undefined,
  { ownOrigins, frameAncestors }: { ownOrigins: readonly string[]; frameAncestors: readonly string[] },
): OpenAppVerdict {
  const referrer = originOf(header("referer"));
  const site = header("sec-fetch-site");
  if (!site) {
    if (!referrer) return "trusted";
    return ownOrigins.includes(referrer) || frameAncestors.includes(referrer) ? "trusted" : "foreign";
  }
  const mode = header("sec-fetch-mode");
  const dest = header("sec-fetch-dest") ?? "";
  if ((mode && mode !== "navigate") || !NAVIGATION_DESTS.has(dest)) return "not-navigation";
  if (site === "none" || site === "same-origin") return "trusted";
  const framed = dest === "iframe" || dest === "frame";
  return framed && referrer && frameAncestors.includes(referrer) ? "trusted" : "foreign";
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
