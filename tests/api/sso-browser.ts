// A client of the embedded sign-on for the API tests: just enough of a browser.
import crypto from "node:crypto";
/** Just enough of a browser: a cookie jar (by name; paths and domains are all this one host) and redirects by hand. */
export class Browser {
  cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.trim().split("=");
        return (k.toLowerCase() === "max-age" && Number(v) <= 0) || (k.toLowerCase() === "expires" && Date.parse(v) < Date.now());
      });
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects until one leaves the API (or a page is served); returns the last response and URL. */
  async follow(url: string, init: RequestInit = {}, stopAt?: (u: string) => boolean) {
    let res = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
      const next = new URL(res.headers.get("location")!, current).toString();
      if (stopAt?.(next)) return { res, url: next };
      await res.arrayBuffer();
      current = next;
      res = await this.request(current);
    }
    return { res, url: current };
  }
}

const b64url = (buf: Buffer) => buf.toString("base64url");

/**
 * Starts a sign-in at the embedded sign-on as the console would, and returns the browser on the
 * login form with the form's absolute action URL. `headers` go with the first request (/sso/auth).
 */
export async function startSignIn(issuer: string, consoleUrl: string, headers: Record<string, string> = {}) {
  const verifier = b64url(crypto.randomBytes(32));
  const state = b64url(crypto.randomBytes(12));
  const auth = new URL(`${issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: "console",
    redirect_uri: `${consoleUrl}/auth/callback`,
    response_type: "code",
    scope: "openid profile email",
    code_challenge: b64url(crypto.createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
    state,
    nonce: b64url(crypto.randomBytes(12)),
  }).toString();
  const browser = new Browser();
  const { res, url } = await browser.follow(auth.toString(), { headers });
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (res.status !== 200 || !action) throw new Error(`no login form (HTTP ${res.status}) at ${url}: ${html.slice(0, 300)}`);
  return { browser, state, verifier, action: new URL(action.replace(/&amp;/g, "&"), url).toString() };
}

/** The login form's post, from `address` when the API trusts X-Forwarded-For. */
export function loginPost(username: string, password: string, address?: string): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(address ? { "x-forwarded-for": address } : {}) },
    body: new URLSearchParams({ username, password }).toString(),
  };
}
