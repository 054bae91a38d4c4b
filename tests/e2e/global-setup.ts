// The web servers count as started once their consoles answer /healthz, but a console comes up
// before its API (which opens PGlite and migrates first). Wait for every worker's API and its
// sign-on too, so no first sign-in races the start-up.
import { E2E_SERVERS, e2ePorts } from "./servers";

export default async function waitForApis() {
  const until = Date.now() + 120_000;
  for (let i = 0; i < E2E_SERVERS; i++) {
    const api = `http://localhost:${e2ePorts(i).api}`;
    for (const url of [`${api}/healthz`, `${api}/sso/.well-known/openid-configuration`]) {
      for (;;) {
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
          if (res.ok) break;
        } catch {
          /* not up yet */
        }
        if (Date.now() > until) throw new Error(`${url} did not answer within 120 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
}
