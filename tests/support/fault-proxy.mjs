// A TCP proxy a test puts between two of its own processes (console → API, API → PostgreSQL) to
// make the far side look down or hung without touching any process that others share.
//   pass   — bytes flow both ways
//   refuse — nothing listens: connections are refused, open ones are cut (a stopped server)
//   hang   — connections are accepted and never answered (a server that stopped responding)
//   lose   — requests reach the far side, its answers are dropped (a reply lost on the way back);
//            with `loseFrom` (an HTTP request-line pattern) from the first matching request on: the
//            way back breaks as that request goes out, answers to the requests before it arrive
import net from "node:net";

const SETTLE_MS = 200;

/**
 * @param {{ target: { host: string, port: number }, port?: number }} opts
 */
export async function startFaultProxy({ target, port = 0 }) {
  /** @type {"pass" | "refuse" | "hang" | "lose"} */
  let mode = "pass";
  /** @type {RegExp | undefined} */
  let loseFrom;
  let broken = false;
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
    if (mode === "lose" && loseFrom) {
      // HTTP/1.1 without pipelining: each request's answer comes before the next request starts,
      // so answers flowing back when the matching request line is seen belong to it or later ones
      const from = loseFrom;
      client.on("data", (chunk) => {
        const line = /^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/.exec(chunk.toString("latin1", 0, 2048))?.[0];
        if (line && from.test(line)) broken = true;
        upstream.write(chunk);
      });
      upstream.on("data", (chunk) => {
        if (!broken) client.write(chunk);
      });
      return;
    }
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
      // close() waits for every open connection: one accepted since the last cut (the API's pool or
      // job poller reconnecting within the settle time) would hold it open for good
      cutAll();
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
    /**
     * @param {"pass" | "refuse" | "hang" | "lose"} next
     * @param {{ loseFrom?: RegExp }} [opts]
     */
    async set(next, opts = {}) {
      mode = next;
      loseFrom = opts.loseFrom;
      broken = false;
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
