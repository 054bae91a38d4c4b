import { data } from "@remix-run/node";
import { config } from "~/lib/config.server";
import { getLocale } from "~/lib/i18n.server";

// A file the API answers with (an export, a report), passed to the browser as it streams in: the
// console never holds the whole file. An envelope instead of a file is the API's refusal.
export async function apiFile(token: string, request: Request, method: "GET" | "POST", path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${config.apiBase}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": await getLocale(request),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const disposition = res.headers.get("content-disposition");
  if (!res.ok || !disposition || !res.body) {
    const status = res.status === 404 ? 404 : res.status === 403 ? 403 : 502;
    throw data({ message: status === 404 ? "not-found" : status === 403 ? "forbidden" : "unavailable" }, { status });
  }
  return new Response(res.body, {
    status: 200,
    headers: {
      "content-type": res.headers.get("content-type") ?? "application/octet-stream",
      "content-disposition": disposition,
      "cache-control": "no-store",
      ...(res.headers.get("content-length") ? { "content-length": res.headers.get("content-length")! } : {}),
    },
  });
}
