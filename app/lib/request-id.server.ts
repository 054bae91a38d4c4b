import crypto from "node:crypto";

const ids = new WeakMap<Request, { id: string; at: number }>();
/** What an incoming X-Request-Id must look like to be kept (the API applies the same rule). */
export const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;
/**
 * Set by the console's server (server/console.ts) on each incoming request, over anything a client
 * sent: when it arrived, on this process's performance clock. Remix hands each loader its own copy
 * of the request, so what one request shares across loaders must travel in its headers.
 */
export const RECEIVED_AT = "x-console-received-at";
/**
 * Set by the console's server too: "1" on a request for a page's document, "0" on a navigation's
 * data (`….data`). A loader may leave out of a document's data what the document's markup already
 * shows; a request without it (another server, a test) is taken as a data request, which has all.
 */
export const DOCUMENT_REQUEST = "x-console-document";

/** DOCUMENT_REQUEST's value for a request as it reached the server (Remix's data requests end in `.data`). */
export const documentFlag = (rawUrl: string) => (rawUrl.split("?")[0].endsWith(".data") ? "0" : "1");

export const isDocumentRequest = (request: Request) => request.headers.get(DOCUMENT_REQUEST) === "1";

function entry(request: Request) {
  let e = ids.get(request);
  if (!e) {
    const incoming = request.headers.get("x-request-id");
    const received = Number(request.headers.get(RECEIVED_AT));
    e = {
      id: incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID(),
      at: received > 0 && received <= performance.now() ? received : performance.now(),
    };
    ids.set(request, e);
  }
  return e;
}

/**
 * One id per incoming request, sent to the API and written in both processes' logs. The console's
 * server gives a request without a valid id its own before Remix sees it (server/console.ts), so
 * every loader of a page sends the API the id the page's access line and X-Request-Id carry.
 */
export const requestId = (request: Request) => entry(request).id;
export const requestStarted = (request: Request) => entry(request).at;
