import { config } from "~/lib/config.server";
import { getT } from "~/lib/i18n.server";
import { requestId } from "~/lib/request-id.server";

// A spreadsheet the API writes, streamed through the console to the browser as it is written (a
// large file never sits in the console's memory); the API's refusal comes back as its message,
// in the user's language, as plain text.

export const plainText = (body: string, status: number) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function forwardDownload(request: Request, token: string, apiPath: string): Promise<Response> {
  const { t, locale } = await getT(request);
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}${apiPath}`, {
      headers: { authorization: `Bearer ${token}`, "x-request-id": requestId(request), "accept-language": locale },
    });
  } catch {
    return plainText(t("error.unavailable.body"), 503);
  }
  const type = res.headers.get("content-type") ?? "";
  if (res.ok && type.startsWith("application/vnd.openxmlformats")) {
    return new Response(res.body, {
      status: 200,
      headers: {
        "content-type": type,
        "content-disposition": res.headers.get("content-disposition") ?? "attachment",
        "cache-control": "no-store",
      },
    });
  }
  const env = (await res.json().catch(() => null)) as { message?: string } | null;
  return plainText(env?.message ?? t("error.unavailable.body"), res.status >= 400 ? res.status : 502);
}
