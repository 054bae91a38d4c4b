import crypto from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { config } from "./lib/config.server";
import { htmlSink } from "./lib/html-sink.server";
import { log } from "./lib/log.server";
import { logServerError } from "./lib/server-error.server";
import { serverCatalogs } from "./lib/i18n.server";
import { CatalogContext } from "./lib/i18n-catalogs";
import { NonceContext } from "./lib/nonce";
import { requestId, requestStarted } from "./lib/request-id.server";

const ABORT_DELAY = 5_000;

// The policy is fixed for the process; only the script nonce changes per document.
const SSO_ORIGIN = new URL(config.sso.issuer).origin;
const CSP_TAIL = [
  "style-src 'self' 'unsafe-inline'",
  // uploads on the local store are served by the API, over http in development
  `img-src 'self' data: https: ${config.publicApiOrigin}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  `form-action 'self' ${SSO_ORIGIN}`,
  `frame-ancestors ${["'self'", ...config.frameAncestors].join(" ")}`,
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

function securityHeaders(headers: Headers, nonce?: string) {
  headers.set("Content-Security-Policy", `default-src 'self'; script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}; ${CSP_TAIL}`);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  if (!config.frameAncestors.length) headers.set("X-Frame-Options", "SAMEORIGIN");
}

function access(request: Request, status: number) {
  const url = new URL(request.url);
  if (url.pathname === "/healthz") return;
  log("info", "request", {
    request_id: requestId(request),
    method: request.method,
    path: url.pathname,
    status,
    ms: Math.round(performance.now() - requestStarted(request)),
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  securityHeaders(response.headers);
  response.headers.set("X-Request-Id", requestId(request));
  access(request, response.status);
  return response;
};

/**
 * Documents are rendered whole and sent in one piece. No loader here defers data, so streaming
 * would send the same bytes moments earlier, in many small writes through two stream adapters —
 * which cost more server time than the render of a list page's table.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  securityHeaders(responseHeaders, nonce);
  responseHeaders.set("X-Request-Id", requestId(request));
  return new Promise<Response>((resolve, reject) => {
    // errors before the shell is ready reach onShellError and Remix's handleError: logged there
    let shellReady = false;
    const sink = htmlSink((html) => {
      clearTimeout(timer);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
      access(request, responseStatusCode);
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <CatalogContext.Provider value={serverCatalogs}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </CatalogContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // the response is sent once the whole page is ready (onAllReady): every Suspense boundary
        // (the list page's lazy log and confirmation) is then written in place, never streamed in
        // by a script, so the page reads the same without JavaScript
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellReady) log("error", "render error", { request_id: requestId(request), err: String(error) });
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  logServerError(error, request, requestId(request));
}
