import { data } from "@remix-run/node";

/**
 * Mutations must come from this site. Browsers send Origin (and Sec-Fetch-Site) with every form
 * post; a foreign one is refused. Requests without either are not from a browser page and carry
 * no ambient cookie risk (the session cookie is SameSite=Lax besides).
 */
export function assertSameOrigin(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const own = new URL(request.url);
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const forwardedHost = request.headers.get("x-forwarded-host");
  const hosts = new Set([own.host, request.headers.get("host"), forwardedHost].filter(Boolean));
  let ok = true;
  if (origin) {
    try {
      ok = origin !== "null" && hosts.has(new URL(origin).host);
    } catch {
      ok = false;
    }
  } else if (site) {
    ok = site === "same-origin" || site === "none";
  }
  if (!ok) throw data({ message: "cross-site-refused" }, { status: 403 });
}
