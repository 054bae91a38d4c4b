// A TCP proxy a test puts between two of its own processes (console → API, API → PostgreSQL) to
// make the far side look down or hung without touching any process that others share.
//   pass   — bytes flow both ways
//   refuse — nothing listens: connections are refused, open ones are cut (a stopped server)
//   hang   — connections are accepted and never answered (a server that stopped responding)
//   lose   — requests reach the far side, its answers are dropped (a reply lost on the way back)
import net from "node:net";

const SETTLE_MS = 200;

/**
 * @param {{ target: { host: string, port: number }, port?: number }} opts
 */
export async function startFaultProxy({ target, port = 0 }) {
  /** @type {"pass" | "refuse" | "hang" | "lose"} */
  let mode = "pass";
  const open = new Set();
  let listening = false;

  const server = net.createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => {});
    if (mode === "hang") {
      client.resume(); // read and drop: the caller's request is "sent", the answer never comes
      return;
    }
    const upstream = net.connect(target);
    open.add(upstream);
    upstream.on("close", () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    if (mode === "lose") {
      client.pipe(upstream);
      upstream.resume();
      return;
    }
    client.pipe(upstream).pipe(client);
  });

  const listen = () =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = /** @type {net.AddressInfo} */ (server.address()).port;
        listening = true;
        resolve(undefined);
      });
    });
  const unlisten = () =>
    new Promise((resolve) => {
      if (!listening) return resolve(undefined);
      listening = false;
      server.close(() => resolve(undefined));
    });
  /** kept-alive connections would carry on past a switch: every mode starts from fresh ones */
  const cutAll = () => {
    for (const s of open) s.destroy();
    open.clear();
  };

  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get mode() {
      return mode;
    },
    /** @param {"pass" | "refuse" | "hang" | "lose"} next */
    async set(next) {
      mode = next;
      cutAll();
      // the far ends must see their connections closed before the next request: a client that has
      // not yet read the close reuses the dead kept-alive socket and gets "socket hang up" (its
      // request never reaching the far side), which a slow machine showed in a quarter of the runs
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      if (next === "refuse") await unlisten();
      else if (!listening) await listen();
    },
    async close() {
      cutAll();
      await unlisten();
    },
  };
}
