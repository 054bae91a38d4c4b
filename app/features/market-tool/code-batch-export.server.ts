import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireForm } from "~/lib/auth.server";
import { getT } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-query";
import { forwardDownload, plainText } from "./api-download.server";

// /market-tool/bath-code-create/export?batch=<id>: the batch's spreadsheet, streamed from the API
// to the browser as it is written (a 100,000-code file never sits in the console's memory).

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, "bath-code-create");
  const id = idParam(new URL(request.url), "batch");
  if (!id) return plainText((await getT(request)).t("promo.batch.exportPick"), 200);
  // the API's refusal (a batch not finished, not found): its message, in the user's language
  return forwardDownload(request, ctx.token, `/api/market/discount/batch/${id}/export`);
}
