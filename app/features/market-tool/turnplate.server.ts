import type { ActionFunctionArgs } from "@remix-run/node";
import { formSchema } from "~/domain/kinds/schemas";
import { turnplateKind } from "~/domain/kinds/turnplate";
import { VALUE_BOX } from "~/domain/kinds/turnplate-slot-rows";
import { kindRoutes } from "../resource/kind-routes.server";
import { listIntentEcho } from "../resource/list-intent.server";
import { PRIZE_KINDS, PRIZES_MAX } from "./turnplate-rules";
import { turnplateScreen } from "./turnplate-screen";

/**
 * The API's refusals of one slot (`prizes.<i>.value`, `…stock`, zod's and the voucher and product
 * checks') beside that row's box: a value in the box its posted kind reads.
 */
function slotFields(posted: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < PRIZES_MAX; i++) {
    const kind = String(posted.get(`prizes[${i}].kind`) ?? "");
    const box = (PRIZE_KINDS as readonly string[]).includes(kind) ? VALUE_BOX[kind as keyof typeof VALUE_BOX] : null;
    // the API's path (`prizes.1.value`) → the form's name (`prizes[1].product`)
    const api = (f: string) => ["prizes", i, f].join(".");
    for (const f of ["name", "kind", "probability", "stock"]) out[api(f)] = `prizes[${i}].${f}`;
    out[api("value")] = `prizes[${i}].${box ?? "kind"}`;
  }
  return out;
}

const routes = kindRoutes(turnplateKind, turnplateScreen, { fieldMap: slotFields });
export const { listLoader, listAction, formLoader } = routes;
const schema = formSchema(turnplateKind);

/** a save, or — "Add a slot" / "Remove slot n" without JavaScript — the form again with its rows changed */
export async function formAction(args: ActionFunctionArgs) {
  return (await listIntentEcho(args.request, String(turnplateKind.formRoute), schema)) ?? routes.formAction(args);
}
