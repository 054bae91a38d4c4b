// The web server counts as started once the console answers /healthz, but the console comes up
// before the API (which opens PGlite and migrates first). Wait for the API and its sign-on too, so
// the first test's sign-in does not race the start-up.
const API_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

export default async function waitForApi() {
  const until = Date.now() + 60_000;
  for (const url of [`${API_URL}/healthz`, `${API_URL}/sso/.well-known/openid-configuration`]) {
    for (;;) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) throw new Error(`${url} did not answer within 60 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
