import type http from "node:http";
import * as z from "zod";
import { routeAcceptsUploads } from "../../app/lib/file-fields";
import { routeForPath } from "../../app/lib/route-tree";

const MB = 1024 * 1024;

// Read and validated once at start: a bad value stops the console with its name.
const schema = z.object({
  // the API refuses JSON bodies over 1 MB: an ordinary form that large could not be saved anyway
  CONSOLE_FORM_MAX_BYTES: z.coerce.number().int().min(1024, "must be at least 1024").default(MB),
  // the API's largest upload request (a 10 MB video plus its form)
  CONSOLE_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024, "must be at least 1024")
    .default(11 * MB),
});

export interface BodyLimits {
  form: number;
  upload: number;
}

export function loadBodyLimits(env: Record<string, string | undefined> = process.env): BodyLimits {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid console configuration:\n${lines.join("\n")}`);
  }
  return {
    form: parsed.data.CONSOLE_FORM_MAX_BYTES,
    upload: Math.max(parsed.data.CONSOLE_UPLOAD_MAX_BYTES, parsed.data.CONSOLE_FORM_MAX_BYTES),
  };
}

/** The largest body a request to this path may carry: upload-sized only where a route saves files. */
export function bodyLimitFor(pathname: string, limits: BodyLimits, fileKeys?: readonly string[]): number {
  // a form posted with JavaScript goes to <route>.data (Remix single fetch)
  const path = pathname.replace(/\.data$/, "");
  const route = routeForPath(path === "/_root" ? "/" : path);
  return route && routeAcceptsUploads(route, fileKeys) ? limits.upload : limits.form;
}

const page = (limit: number) =>
  "<!doctype html><meta charset=utf-8><title>413</title>" +
  `<h1>提交的内容过大 · The submitted data is too large</h1>` +
  `<p>此页面最多接受 ${formatBytes(limit)}。请减少内容或选择更小的文件后重试。 · ` +
  `This page accepts at most ${formatBytes(limit)}. Shorten the text or choose a smaller file, then try again.</p>` +
  `<p><a href="/">返回控制台 · Back to the console</a></p>`;

function formatBytes(n: number) {
  return n >= MB ? `${+(n / MB).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;
}

/**
 * A readable 413, and the connection closes. The rest of the body is discarded as it arrives,
 * never kept, for a short grace: closing at once would reset the connection under a client that
 * is still writing, before it has read the answer (a "lingering close", as web servers do).
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, limit: number) {
  const socket = req.socket;
  // Node closes a "Connection: close" response's socket with destroySoon once the answer is out
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  if (!res.headersSent) {
    res.writeHead(413, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
      connection: "close",
    });
    res.end(page(limit));
  }
  req.resume();
}

const LINGER_MS = 2000;

/**
 * Wraps the console's request listener so no body over its limit reaches Remix (which reads a
 * form whole into memory). A declared Content-Length over the limit is refused at once; a
 * chunked body is received up to the limit and handed on only once complete — more than the
 * limit and it is refused, the received part dropped.
 */
export function limitRequestBodies(limits: BodyLimits, next: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const limit = limitOf(req, limits);
    if (declaredOver(req, limit)) return refuse(req, res, limit);
    if (!req.headers["transfer-encoding"]) return next(req, res);
    holdChunkedBody(
      req,
      limit,
      () => next(req, res),
      () => refuse(req, res, limit),
    );
  };
}

function limitOf(req: http.IncomingMessage, limits: BodyLimits) {
  try {
    return bodyLimitFor(new URL(req.url ?? "/", "http://x").pathname, limits);
  } catch {
    return limits.form; // a request target no URL parser reads: no route of ours either
  }
}
const declaredOver = (req: http.IncomingMessage, limit: number) =>
  req.headers["content-length"] !== undefined && Number(req.headers["content-length"]) > limit;

/**
 * For a client that asks before sending its body (Expect: 100-continue): say go ahead only when
 * the declared length fits, so a refused body is not even sent.
 */
export function continueUnlessTooLarge(limits: BodyLimits, req: http.IncomingMessage, res: http.ServerResponse) {
  if (!declaredOver(req, limitOf(req, limits))) res.writeContinue();
}

/**
 * The HTTP parser hands body chunks to the request stream with `push`; they are kept aside here,
 * counted, and pushed on only when the body has ended within the limit.
 */
function holdChunkedBody(req: http.IncomingMessage, limit: number, complete: () => void, tooLarge: () => void) {
  const push = req.push.bind(req);
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (over) return chunk === null ? push(null) : true;
    if (chunk === null) {
      req.push = push;
      for (const c of chunks) push(c);
      chunks.length = 0;
      const ret = push(null, encoding);
      complete();
      return ret;
    }
    size += chunk.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
      tooLarge();
      return true;
    }
    chunks.push(chunk);
    return true;
  };
}
