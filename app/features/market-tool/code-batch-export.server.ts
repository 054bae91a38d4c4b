import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireForm } from "~/lib/auth.server";
import { config } from "~/lib/config.server";
import { getT } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-query";
import { requestId } from "~/lib/request-id.server";

// /market-tool/bath-code-create/export?batch=<id>: the batch's spreadsheet, streamed from the API
// to the browser as it is written (a 100,000-code file never sits in the console's memory).

const text = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, "bath-code-create");
  const { t, locale } = await getT(request);
  const id = idParam(new URL(request.url), "batch");
  if (!id) return text(t("promo.batch.exportPick"), 200);
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}/api/market/discount/batch/${id}/export`, {
      headers: { authorization: `Bearer ${ctx.token}`, "x-request-id": requestId(request), "accept-language": locale },
    });
  } catch {
    return text(t("error.unavailable.body"), 503);
  }
  const type = res.headers.get("content-type") ?? "";
  if (res.ok && type.startsWith("application/vnd.openxmlformats")) {
    return new Response(res.body, {
      status: 200,
      headers: { "content-type": type, "content-disposition": res.headers.get("content-disposition") ?? "attachment", "cache-control": "no-store" },
    });
  }
  // the API's refusal (a batch not finished, not found): its message, in the user's language
  const env = (await res.json().catch(() => null)) as { message?: string } | null;
  return text(env?.message ?? t("error.unavailable.body"), res.status >= 400 ? res.status : 502);
}
