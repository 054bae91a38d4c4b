import { data } from "@remix-run/node";
import { config } from "./config.server";
import { redirectWithToast } from "./forms.server";
import { getLocale } from "./i18n.server";
import { requestId } from "./request-id.server";

// A file the API writes (an export, a report), streamed to the browser as it comes: the console
// never holds the whole file. An envelope instead of a file is the API's refusal (another export
// of the person's still running, a batch not finished): the person is taken back to the page the
// download was asked from, with the API's words — already in their language — as a toast, the same
// with and without JavaScript (a download is a plain navigation or form post either way).

export interface FileRequest {
  method: "GET" | "POST";
  /** under /api/, with its query */
  path: string;
  body?: unknown;
  /** the page the download was asked from: where a refusal is said */
  back: string;
}

export async function apiFile(request: Request, token: string, { method, path, body, back }: FileRequest): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "accept-language": await getLocale(request),
        "x-request-id": requestId(request),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw await redirectWithToast(request, back, "error.unavailable.body", "error");
  }
  const disposition = res.headers.get("content-disposition");
  if (res.ok && disposition && res.body) {
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
  // a record that is not there (a trimmed or old link) is the not-found page, as anywhere else
  if (res.status === 404) throw data({ message: "not-found" }, { status: 404 });
  const message = ((await res.json().catch(() => null)) as { message?: unknown } | null)?.message;
  if (typeof message !== "string" || !message) throw await redirectWithToast(request, back, "error.unavailable.body", "error");
  throw await redirectWithToast(request, back, "file.refused", "error", { values: { message } });
}
