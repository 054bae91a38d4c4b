// A person at the console, without a browser: a cookie jar, form posts with the page's Origin,
// and sign-in through the embedded sign-on (console /login → API /sso → /auth/callback). Used by
// the fault tests and the load test, which both need real session cookies from the built console.

/** Cookies per host, not per port, as a browser keeps them. */
export class CookieJar {
  /** @type {Map<string, { name: string, value: string, path: string }>} */
  cookies = new Map();

  /** @param {Response} res */
  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = "/";
      let gone = false;
      for (const a of attrs) {
        const [k, v = ""] = a.split("=");
        const key = k.trim().toLowerCase();
        if (key === "path") path = v.trim() || "/";
        if (key === "max-age" && Number(v) <= 0) gone = true;
        if (key === "expires" && Date.parse(v) < Date.now()) gone = true;
      }
      const id = `${name};${path}`;
      if (gone) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path });
    }
  }

  /** @param {string} url */
  header(url) {
    const p = new URL(url).pathname;
    return [...this.cookies.values()]
      .filter((c) => p === c.path || p.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  /** @param {string} name */
  get(name) {
    for (const c of this.cookies.values()) if (c.name === name) return c.value;
    return null;
  }
}

/**
 * What the console keeps in its signed (not encrypted) session cookie, readable by a test without
 * loading another page.
 * @param {string | null} cookieValue the __console_session value
 * @returns {Record<string, any> | null}
 */
function sessionData(cookieValue) {
  if (!cookieValue) return null;
  const raw = decodeURIComponent(cookieValue);
  const payload = raw.slice(0, raw.lastIndexOf("."));
  try {
    return JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("binary"))));
  } catch {
    return null;
  }
}

/**
 * The toast a redirect after a form post carries, flashed into the session cookie: the outcome of
 * an action is readable without loading the next page.
 * @param {string | null} cookieValue the __console_session value
 * @returns {{ kind: "success" | "error", message: string } | null}
 */
export function toastOf(cookieValue) {
  return sessionData(cookieValue)?.__flash_toast__ ?? null;
}

/**
 * One signed-in staff member.
 * @param {string} consoleUrl e.g. http://127.0.0.1:4567
 */
export function consoleClient(consoleUrl, { timeoutMs = 15_000, userAgent = "console-client/1" } = {}) {
  const jar = new CookieJar();
  const origin = new URL(consoleUrl).origin;

  /**
   * @param {string} url absolute or console-relative
   * @param {{ method?: string, form?: Record<string, string | number | boolean> | URLSearchParams, origin?: string, headers?: Record<string, string> }} [opts]
   */
  async function request(url, opts = {}) {
    const abs = new URL(url, consoleUrl).toString();
    const headers = { "user-agent": userAgent, accept: "text/html,*/*", ...opts.headers };
    const cookie = jar.header(abs);
    if (cookie) headers.cookie = cookie;
    let body;
    if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      // browsers send Origin with every form post; the console refuses a foreign one
      headers.origin = opts.origin ?? new URL(abs).origin;
      body = (
        opts.form instanceof URLSearchParams ? opts.form : new URLSearchParams(Object.entries(opts.form).map(([k, v]) => [k, String(v)]))
      ).toString();
    }
    const res = await fetch(abs, {
      method: opts.method ?? (opts.form ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    jar.store(res);
    return res;
  }

  /** Follows redirects the way a browser does after a form post (GET each Location). */
  async function follow(res, url) {
    for (let hops = 0; hops < 15 && res.status >= 300 && res.status < 400; hops++) {
      url = new URL(res.headers.get("location"), url).toString();
      await res.arrayBuffer();
      res = await request(url);
    }
    return { res, url };
  }

  /** Signs in with the embedded sign-on's demo account; resolves to the page landed on. */
  async function signIn(username = "admin", password = "demo", redirectTo = "/dashboard/welcome") {
    let res = await request(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    await res.arrayBuffer();
    res = await request("/login", { form: { redirectTo } });
    let { res: page, url } = await follow(res, `${consoleUrl}/login`);
    const html = await page.text();
    const m = /<form[^>]*action="([^"]+)"/i.exec(html);
    if (page.status !== 200 || !m) throw new Error(`no sign-on form at ${url} (HTTP ${page.status})`);
    const action = new URL(m[1].replace(/&amp;/g, "&"), url).toString();
    res = await request(action, { form: { username, password } });
    ({ res: page, url } = await follow(res, action));
    await page.arrayBuffer();
    if (!jar.get("__console_session") || new URL(url).origin !== origin || new URL(url).pathname === "/login") {
      throw new Error(`sign-in as ${username} ended at ${url} (HTTP ${page.status})`);
    }
    return url;
  }

  return {
    jar,
    request,
    follow,
    signIn,
    /** the session cookie, for a browser context or a raw request */
    session: () => jar.get("__console_session"),
    /** the toast the last redirect flashed, if any */
    toast: () => toastOf(jar.get("__console_session")),
    /** the API token the console holds for this person, to check the API's state directly */
    apiToken: () => /** @type {string | undefined} */ (sessionData(jar.get("__console_session"))?.token),
  };
}
