// The built API, a fault proxy in front of it, and the built console talking to the API through the
// proxy, with one signed-in staff member: the API can be made refused or hung (and come back)
// without killing any process. The console gives up on the API after `timeoutMs`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { consoleClient } from "./console-client.mjs";
import { startFaultProxy } from "./fault-proxy.mjs";
import { freePort, requireBuild, startApi, startConsole } from "./servers.mjs";

/** @param {{ timeoutMs: number, landOn: string }} opts */
export async function consoleBehindProxy({ timeoutMs, landOn }) {
  requireBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-console-"));
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const started = [];
  try {
    const api = await startApi({ port: apiPort, consoleUrl: `http://127.0.0.1:${consolePort}`, dataDir });
    started.push(() => api.stop());
    const proxy = await startFaultProxy({ target: { host: "127.0.0.1", port: apiPort } });
    started.push(() => proxy.close());
    const web = await startConsole({ port: consolePort, apiBase: proxy.url, apiPublicUrl: api.url, env: { API_TIMEOUT_MS: timeoutMs } });
    started.push(() => web.stop());
    const staff = consoleClient(web.url);
    await staff.signIn("admin", "demo", landOn);
    const close = async () => {
      for (const stop of started.reverse()) await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    return { api, proxy, web, staff, close };
  } catch (err) {
    for (const stop of started.reverse()) await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Launch options for the system Chromium the fault tests drive. */
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};
