// A request to the API's handler in this process, with no socket: what a test would send with
// fetch, answered as a fetch Response. light-my-request builds the Node request and response the
// handler expects (the one Fastify's inject is built on); the request is first made a standard
// Request so every body fetch takes (a string, a Blob, FormData) is encoded as fetch would encode it.
import type { IncomingMessage, ServerResponse } from "node:http";
import inject, { type InjectOptions } from "light-my-request";

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Statuses whose answer has no body: a Response refuses to be built with one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `input` is a path or a URL on the API's origin (the origin gives the Host header, as a socket
 * would). Redirects are returned, not followed (fetch's redirect: "manual"); an answer the handler
 * cuts off part-way (res.destroy) rejects, as fetch does on a dropped connection.
 */
export async function fetchInProcess(handle: Handle, origin: string, input: string | URL, init: RequestInit = {}): Promise<Response> {
  const request = new Request(new URL(input, origin), init);
  const url = new URL(request.url);
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await inject((req, res) => void handle(req, res), {
    method: request.method as InjectOptions["method"],
    url: url.pathname + url.search,
    authority: url.host,
    headers: Object.fromEntries(request.headers),
    payload,
    signal: init.signal ?? undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
  }
  const body = NO_BODY.has(answer.statusCode) || request.method === "HEAD" ? null : answer.rawPayload;
  return new Response(body && new Uint8Array(body), { status: answer.statusCode, statusText: answer.statusMessage, headers });
}
