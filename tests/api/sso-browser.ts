// A client of the embedded sign-on for the API tests: just enough of a browser.
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
