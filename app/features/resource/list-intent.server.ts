import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type * as z from "zod";
import { requireForm } from "~/lib/auth.server";
import { PICK_PARAM } from "./PickerField";

// "Add a slot" / "Remove slot n" posted without JavaScript (conform's list intents on plain submit
// buttons): nothing is saved; the typed values, the row added or removed, go back to the form page
// as its address — the GET a picker's search makes — so the page's loader lists again what the rows
// chose (a product's and a voucher's names), which a reply to the post could not. With JavaScript
// conform changes the rows in the browser and nothing is posted.

const INTENT = "__intent__";
/** `pick=rows`: the page was drawn again with typed values after a row changed, no picker searched */
export const ROWS_CHANGED = "rows";
const NOT_TYPED = new Set(["intent", "save_key", INTENT]);

/** The values as a form's GET would carry them: `list[i].box` for rows, a name repeated for a list. */
function asParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(values)) {
    if (NOT_TYPED.has(key) || v === undefined || v === null) continue;
    if (Array.isArray(v) && v.some((x) => x && typeof x === "object"))
      v.forEach((row, i) => {
        for (const [box, x] of Object.entries((row ?? {}) as Record<string, unknown>))
          if (typeof x === "string") params.append(`${key}[${i}].${box}`, x);
      });
    else if (Array.isArray(v)) v.forEach((x) => typeof x === "string" && params.append(key, x));
    else if (typeof v === "string") params.append(key, v);
  }
  return params;
}

/** The form page again with the list changed, when the post is a list intent; null for a save. */
export async function listIntentEcho(request: Request, formRoute: string, schema: z.ZodType): Promise<Response | null> {
  const form = await request.clone().formData();
  if (!form.has(INTENT)) return null;
  await requireForm(request, formRoute);
  const submission = parseWithZod(form, { schema });
  const params = asParams((submission.payload ?? {}) as Record<string, unknown>);
  const url = new URL(request.url);
  // an edit page keeps the query naming its record (`?id=` on a form route of its own); what the page
  // was typed with before is replaced by what was posted
  for (const k of ["id", "type"]) {
    const v = url.searchParams.get(k);
    if (v !== null) params.set(k, v);
  }
  params.set(PICK_PARAM, ROWS_CHANGED);
  return redirect(`${url.pathname}?${params}`);
}
