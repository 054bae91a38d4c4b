import { redirect } from "@remix-run/node";
import type { RouteContext } from "./auth.server";
import { ApiError } from "./api.server";
import { idParam } from "./list-query";
import type { RecordReader } from "./record-api.server";
import { confirmUrl, needsConfirmation, type Confirmation } from "./transitions";

type Filters = Record<string, string>;

export type ConfirmDef<R> = {
  name: (record: R) => string;
} & (
  | { /** the kind's client: its record read by id */ records: RecordReader<R>; kind?: undefined }
  | {
      /** the kind's client: its record read by id, and its list counted */
      records: RecordReader<R> & { count(filters: Filters): Promise<{ total: number }> };
      /**
       * The records of the same kind as this one in the state the transition takes it out of (the
       * list's filters, the state's among them), when taking out the last of them leaves the shop
       * without any; `label` names that kind. Undefined when the question does not arise.
       */
      kind: (record: R, intent: string) => { filters: Filters; label: string } | undefined;
    }
);

/**
 * The transition a list asks to confirm (?confirm=<intent>&confirm_id=<id>): the record's name and
 * whether it is the last of its kind in its state. Null when nothing is asked or the record is gone.
 */
export async function loadConfirmation<R>(ctx: RouteContext, url: URL, def: ConfirmDef<R>): Promise<Confirmation | null> {
  const intent = url.searchParams.get("confirm") ?? "";
  const id = idParam(url, "confirm_id");
  if (!id || !needsConfirmation(intent) || !ctx.route.intents[intent] || !ctx.can(ctx.route.intents[intent])) return null;
  let record: R;
  try {
    record = await def.records.show(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
  const out: Confirmation = { intent, id, name: def.name(record) };
  if (def.kind) {
    const kind = def.kind(record, intent);
    if (kind && (await def.records.count(kind.filters)).total <= 1) out.lastOfKind = kind.label;
  }
  return out;
}

/**
 * A destructive transition posted without its confirmation (a stale page, a hand-made post): sent
 * to the question instead of applied.
 */
export function confirmFirst(request: Request, form: FormData, intent: string): Response | null {
  if (!needsConfirmation(intent) || form.get("confirmed") === "yes") return null;
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return redirect(confirmUrl(url.search, url.pathname, intent, String(form.get("id") ?? "")));
}
