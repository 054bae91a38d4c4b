/**
 * Is this a state-changing request sent by another site's page? Browsers send Origin (and
 * Sec-Fetch-Site) with every form post; a foreign or opaque ("null") origin is refused. A request
 * with neither header is not from a browser page and carries no ambient cookie risk (the session
 * cookie is SameSite=Lax besides). Shared by the action guard and the console server, which
 * answers before Remix does (Remix's own check would end such a post with a bare 500).
 */
export function isCrossSitePost(
  method: string,
  header: (name: string) => string | null | undefined,
  ownHost?: string,
  /** behind a reverse proxy (TRUST_PROXY): the host it forwarded is this site's too */
  trustProxy = false,
): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  // Stryker disable next-line OptionalChaining: equivalent, split always gives a first element
  const forwarded = trustProxy ? header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const hosts = new Set([ownHost, header("host"), forwarded].filter(Boolean));
  const origin = header("origin");
  if (origin) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, "null" is no URL and is refused below too; kept to say so
    if (origin === "null") return true;
    try {
      return !hosts.has(new URL(origin).host);
    } catch {
      return true;
    }
  }
  const site = header("sec-fetch-site");
  return !!site && site !== "same-origin" && site !== "none";
}
