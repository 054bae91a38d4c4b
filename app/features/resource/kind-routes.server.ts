import { apiNames, type KindDef, type RowOf } from "~/domain/kinds/kind";
import { linesToBody } from "~/domain/kinds/product-lines";
import { formSchema } from "~/domain/kinds/schemas";
import type { UploadPurpose } from "~/lib/constants";
import { validityPeriod } from "~/lib/time.server";
import { kindPaths, kindRemovePath } from "./api.server";
import { toStored } from "./kind-screen";
import { imageFields } from "./kind-validator";
import { resourceRoutes, type ResourceServer } from "./routes.server";
import type { ScreenDef } from "./screen";

/** A valid form's values as the API's body: selects as stored, a schedule as its US West days' instants, a redirection type as its number. */
export function toApiBody(kind: KindDef, v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.kind === "select" && typeof v[name] === "string") out[name] = toStored(f, v[name] as string);
    if (f.kind === "multiSelect" && Array.isArray(v[name])) out[name] = (v[name] as string[]).map((x) => toStored(f, x));
    if (f.kind === "schedule" && !f.days) {
      delete out.start_date;
      delete out.end_date;
      Object.assign(out, validityPeriod(String(v.start_date), String(v.end_date)));
    }
    if (f.kind === "productLines") out[name] = linesToBody(String(v[name] ?? ""), f.lines!);
    if (f.kind === "collection") out[name] = f.collection!.toBody(v[name]);
    if (f.kind === "redirection") {
      const [type] = apiNames(name, f);
      out[type] = Number(v[type]);
    }
    if (f.kind === "checkbox" && f.option) out[name] = v[name] === "yes";
    // an empty number box is none (no limit), said so to the API
    if ((f.kind === "number" || f.kind === "money") && f.required === false && v[name] === undefined) out[name] = null;
    if (f.kind === "localized") {
      const texts: Record<string, unknown> = {};
      for (const l of f.values ?? []) {
        texts[l] = v[`${f.formPrefix ?? name}_${l}`];
        delete out[`${f.formPrefix ?? name}_${l}`];
      }
      out[name] = texts;
    }
  }
  return out;
}

/** The API's field names → the form's, where they differ: a schedule's days, a localized text's languages. */
function fieldMapOf(kind: KindDef): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, f] of Object.entries(kind.fields)) {
    // an API given instants answers about them; the form has their days
    if (f.kind === "schedule" && !f.days) Object.assign(out, { start_at: "start_date", end_at: "end_date" });
    if (f.kind === "localized") for (const l of f.values ?? []) out[`${name}.${l}`] = `${f.formPrefix ?? name}_${l}`;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The loaders and actions of a kind's list and form routes, from its one definition; `hand` adds or replaces pieces. */
export function kindRoutes<K extends KindDef>(
  kind: K,
  screen: ScreenDef<RowOf<K>>,
  hand: Partial<ResourceServer<ReturnType<typeof formSchema>>> & { purpose?: UploadPurpose } = {},
) {
  const p = kindPaths(kind);
  const images = imageFields(kind);
  const { purpose = "event", ...rest } = hand;
  // a video goes under the spec's origin/videos/ prefix, whatever the kind's images use
  const purposeOf = (name: string): UploadPurpose => (kind.fields[name]?.kind === "video" ? "videos" : purpose);
  return resourceRoutes(screen, {
    api: {
      list: p.list,
      one: p.one,
      show: p.show,
      create: p.create,
      update: p.update,
      status: p.status,
      each: p.each,
      remove: kind.hardDelete ? kindRemovePath(kind) : undefined,
    },
    keyset: kind.keyset,
    schema: formSchema(kind),
    toBody: (v) => toApiBody(kind, v as Record<string, unknown>),
    fieldMap: fieldMapOf(kind),
    logs: kind.entity,
    logPath: p.log,
    images: images.length ? { names: images, purpose: purposeOf } : undefined,
    ...rest,
  });
}
