import type { Lifecycle } from "../../lib/lifecycle";
import { ENABLE_TERMINATE } from "./enable-terminate";
import type { SlotRule } from "../resource/slots";
import { defineKind, type FieldDef, type KindDef, type StorefrontSize } from "./kind";

/** Who a storefront config is shown to; "all" shares a slot with every other audience. */
export const AUDIENCES = ["all", "new", "returning", "member"] as const;

/**
 * The fields every storefront config has (issue 38 "what staff need"): a name for staff, where it
 * shows (site, language, audience), the image, where tapping it leads (redirection 1–6), when
 * (US West days) and in which order (priority: higher first).
 */
const CONFIG_FIELDS = {
  title: { kind: "text", label: "rc.title", max: 100, list: { sort: true }, filter: "contains" },
  site: { kind: "site", label: "common.site", list: { sort: true }, filter: "equals", row: 1 },
  language: { kind: "language", label: "kind.language", list: true, filter: "equals", row: 1 },
  audience: {
    kind: "select",
    label: "rc.audience",
    // left out of a body, everyone (callers from before the field keep working)
    required: false,
    values: AUDIENCES,
    option: (v: string) => `rc.audience.${v}`,
    default: "all",
    list: true,
    filter: "equals",
    row: 1,
  },
  image: { kind: "image", label: "rc.image", list: true },
  link: { kind: "redirection", label: "kind.redirection.type", list: true, row: 2 },
  schedule: { kind: "schedule", label: "kind.schedule", list: { sort: true }, row: 3 },
  priority: { kind: "number", label: "rc.priority", int: true, min: 0, max: 999, default: 0, list: { sort: true }, row: 3 },
} satisfies Record<string, FieldDef>;

/** What differs between the storefront config kinds: names, table, paths, and (share configs) lifecycle and extra fields. */
export interface ConfigSpec<X extends Record<string, FieldDef>> {
  entity: string;
  noun: { en: string; zh: string };
  route: string;
  /** where the spec gives the forms no route of their own, they are the list route's `/new` and `/<id>` */
  formRoute?: string;
  /** who reads and writes, where more routes than the list's share the kind's endpoints */
  keys?: KindDef["keys"];
  table: string;
  api: KindDef["api"];
  /** catalog key stem of its create button, create title and plural (`<stem>.create`, `.createTitle`, `.kindPlural`) */
  text: string;
  slot: SlotRule;
  /** the box the storefront shows its image in (the form previews the image so) */
  storefront: StorefrontSize;
  /** the shape's pieces a kind opts into (keyset pages, hard delete, a read-only detail) */
  pieces?: Pick<KindDef, "keyset" | "hardDelete" | "readOnlyDetail">;
  lifecycle?: Lifecycle;
  extra?: X;
  /** its API has hand-written pieces (the floating bars' places): its area's module serves it, not server/modules/kinds */
  handWrittenApi?: boolean;
}

/** One storefront config kind on the shared fields, with its slot rule (app/domain/resource/slots.ts). */
export function resourceConfigKind<X extends Record<string, FieldDef> = Record<never, FieldDef>>(c: ConfigSpec<X>) {
  const kind = defineKind({
    entity: c.entity,
    noun: c.noun,
    route: c.route,
    formRoute: c.formRoute,
    keys: c.keys,
    table: c.table,
    lifecycle: c.lifecycle ?? ENABLE_TERMINATE,
    api: c.api,
    order: "priority desc, id desc",
    // its slot rule is kindEndpoints' own: a storefront config's API is its definition unless it says otherwise
    apiFromDefinition: !c.handWrittenApi,
    ...c.pieces,
    text: {
      create: `${c.text}.create`,
      createTitle: `${c.text}.createTitle`,
      editTitle: "rc.editTitle",
      label: "rc.title",
      kind: `${c.text}.kindPlural`,
    },
    fields: { ...CONFIG_FIELDS, image: { ...CONFIG_FIELDS.image, storefront: c.storefront }, ...(c.extra as X) },
    slot: c.slot,
  });
  return kind as typeof kind & { slot: SlotRule };
}

/** Any storefront config kind (its fields typed loosely). */
export type ConfigKind = KindDef & { slot: SlotRule };
