// A tiny load balancer for the scale-out tests: each request goes to the next backend in turn, so
// consecutive steps of one sign-in land on different instances. It records where each went.
import http from "node:http";

/**
 * @param {{ backends: () => string[], port?: number }} opts backends: base URLs (read per request)
 * @returns {Promise<{ url: string, port: number, log: { method: string, path: string, backend: string }[], close(): Promise<void> }>}
 */
export function startRoundRobinProxy({ backends, port = 0 }) {
  let next = 0;
  /** @type {{ method: string, path: string, backend: string }[]} */
  const log = [];
  const server = http.createServer((req, res) => {
    const list = backends();
    const backend = list[next++ % list.length];
    log.push({ method: req.method ?? "GET", path: (req.url ?? "/").split("?")[0], backend });
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
