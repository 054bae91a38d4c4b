// A tiny load balancer for the scale-out tests: each request goes to the next backend in turn, so
// consecutive steps of one sign-in land on different instances. It records where each went.
import http from "node:http";

/**
 * `streamOf` names the client a request comes from (a browser, a server calling back): each
 * stream takes its turns on its own, so one client's consecutive requests always alternate
 * whatever other clients send in between.
 * @param {{ backends: () => string[], port?: number, streamOf?: (req: http.IncomingMessage) => string }} opts backends: base URLs (read per request)
 * @returns {Promise<{ url: string, port: number, log: { stream: string, method: string, path: string, backend: string }[], close(): Promise<void> }>}
 */
export function startRoundRobinProxy({ backends, port = 0, streamOf = () => "all" }) {
  /** @type {Map<string, number>} */
  const turns = new Map();
  /** @type {{ stream: string, method: string, path: string, backend: string }[]} */
  const log = [];
  const server = http.createServer((req, res) => {
    const list = backends();
    const stream = streamOf(req);
    const turn = turns.get(stream) ?? 0;
    turns.set(stream, turn + 1);
    const backend = list[turn % list.length];
    log.push({ stream, method: req.method ?? "GET", path: (req.url ?? "/").split("?")[0], backend });
    const target = new URL(req.url ?? "/", backend);
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway");
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        port: address.port,
        log,
        close: () =>
          new Promise((r) => {
            server.close(() => r(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}
