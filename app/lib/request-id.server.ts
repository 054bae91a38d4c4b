import crypto from "node:crypto";

const ids = new WeakMap<Request, { id: string; at: number }>();
const VALID = /^[A-Za-z0-9._-]{1,100}$/;

function entry(request: Request) {
  let e = ids.get(request);
  if (!e) {
    const incoming = request.headers.get("x-request-id");
    e = { id: incoming && VALID.test(incoming) ? incoming : crypto.randomUUID(), at: performance.now() };
    ids.set(request, e);
  }
  return e;
}

/** One id per incoming request, sent to the API and written in both processes' logs. */
export const requestId = (request: Request) => entry(request).id;
export const requestStarted = (request: Request) => entry(request).at;
