import type { IncomingMessage } from "node:http";

/**
 * The address a request came from. Behind a reverse proxy (TRUST_PROXY) that is the entry the
 * proxy appended to X-Forwarded-For, the last one: earlier entries are whatever the client sent.
 * Without TRUST_PROXY the header is anyone's to write and is ignored.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers["x-forwarded-for"];
    const list = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length) return list[list.length - 1];
  }
  return (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}
