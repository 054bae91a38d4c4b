import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFile } from "~/lib/api-file.server";
import { requireForm } from "~/lib/auth.server";
import { getT } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-query";
import { BATCH_PAGE } from "./code-batch.server";

// /market-tool/bath-code-create/export?batch=<id>: the batch's spreadsheet, streamed from the API
// to the browser as it is written (a 100,000-code file never sits in the console's memory).

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, "bath-code-create");
  const id = idParam(new URL(request.url), "batch");
  if (!id)
    return new Response((await getT(request)).t("promo.batch.exportPick"), {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  // the API's refusal (a batch not finished, another export running) is said on the batch's page
  return apiFile(request, ctx.token, { method: "GET", path: `market/discount/batch/${id}/export`, back: `${BATCH_PAGE}?batch=${id}` });
}
