import http from "node:http";
import https from "node:https";

/**
 * The console's calls to its API: a JSON request over Node's own HTTP client with kept-alive
 * connections. Every page's loader makes one or more of these, and `fetch` (undici) cost about
 * 0.35 ms of server time per call against 0.1 ms here (measured sequentially on this machine):
 * a fifth of a list page's own cost. Uploads (FormData bodies) still go through `fetch`.
 */
export interface JsonAnswer {
  status: number;
  /** the parsed body, or `undefined` when it was not JSON */
  body: unknown;
}

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

export class TransportError extends Error {}

function once(method: string, url: URL, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<JsonAnswer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const req = client.request(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        agent: agents[url.protocol as keyof typeof agents],
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (err) => fail(err));
        res.on("end", () => {
          clearTimeout(timer);
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(Object.assign(new TransportError(err.message), { code: (err as NodeJS.ErrnoException).code, reused: req.reusedSocket }));
    };
    req.on("error", fail);
    // the whole exchange, answer included, as AbortSignal.timeout did for fetch
    if (timeoutMs) timer = setTimeout(() => req.destroy(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    req.end(body);
  });
}

/**
 * One JSON exchange. A GET whose kept-alive connection the API had just closed (it restarted, or
 * dropped an idle connection as the request left) is sent once more on a new one; a POST is not.
 */
export async function requestJson(
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const target = new URL(url);
  let answer: JsonAnswer;
  try {
    answer = await once(method, target, headers, body, timeoutMs);
  } catch (err) {
    const e = err as TransportError & { code?: string; reused?: boolean };
    if (!(method === "GET" && e.reused && (e.code === "ECONNRESET" || e.code === "EPIPE"))) throw err;
    answer = await once(method, target, headers, body, timeoutMs);
  }
  return { status: answer.status, body: answer.body };
}
