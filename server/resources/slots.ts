import type { KindDef } from "../../app/domain/kinds/kind";
import { PLACE_FIELDS, type SlotRule } from "../../app/domain/resource/slots";
import { stateOf } from "../../app/lib/lifecycle";
import { usWestDate } from "../../app/lib/time";
import { en } from "../../app/locales/en";
import { zh } from "../../app/locales/zh";
import type { Queryable } from "../db/client";
import { ApiError } from "../http/errors";
import type { ResourceDef } from "./resource";

type Row = Record<string, any>;
type SlotKind = KindDef & { slot: SlotRule };
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => vars[k] ?? "");

/** The state a kind's records are live in: the target of its slot's transition. */
export function liveValue(kind: SlotKind): unknown {
  const l = kind.lifecycle!;
  return l.states[l.transitions[kind.slot.on].to].value;
}

/**
 * The SQL of claimsSlot (app/domain/resource/slots.ts) over a kind's table, for the record `row`:
 * the place fields the kind has, audiences that meet, overlapping schedules, the `same` fields.
 * Appends its parameters to `params`; `a` is the table's alias.
 */
export function slotWhere(kind: SlotKind, row: Row, params: unknown[], a = ""): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const parts = PLACE_FIELDS.filter((f) => f in kind.fields).map((f) => `${a}${f} = ${p(row[f])}`);
  if ("audience" in kind.fields) {
    const aud = p(row.audience ?? "all");
    parts.push(`(${a}audience = ${aud} or ${a}audience = 'all' or ${aud} = 'all')`);
  }
  parts.push(`${a}start_at <= ${p(row.end_at)}`, `${a}end_at >= ${p(row.start_at)}`);
  for (const f of kind.slot.same) parts.push(`${a}${kind.fields[f]?.column ?? f} = ${p(row[f])}`);
  return parts.join(" and ");
}

/** The first live record of the kind, other than `id`, that claims `row`'s slot. */
async function holder(q: Queryable, kind: SlotKind, row: Row, id: number | null): Promise<Row | undefined> {
  const l = kind.lifecycle!;
  const params: unknown[] = [liveValue(kind), id ?? 0];
  const [hit] = await q.query<Row>(
    `select id, title, start_at, end_at from ${kind.table}
     where ${l.field} = $1 and id <> $2 and ${slotWhere(kind, row, params)}
     order by id limit 1`,
    params,
  );
  return hit;
}

function taken(kind: SlotKind, other: Row) {
  const words = (c: Record<string, string>) => ({
    name: String(other.title),
    id: String(other.id),
    from: usWestDate(other.start_at),
    to: usWestDate(other.end_at),
    rule: c[`rc.slot.${kind.slot.same.length ? "byPriority" : "one"}`],
  });
  return new ApiError(409, fill(en["rc.slot.taken"], words(en)), { slot: other.id }, fill(zh["rc.slot.taken"], words(zh)));
}

/**
 * The slot rule in the API, for every kind that declares a slot: making a record live is refused
 * (409, naming the record that holds the slot and its days) while another live record of the kind
 * claims the same slot; saving a live record is held to the same rule. Checked in the write's
 * transaction, after the row lock, after the kind's own checks.
 */
export function withSlotChecks(
  kind: KindDef,
  def: Pick<ResourceDef, "check" | "checkTransition">,
): Pick<ResourceDef, "check" | "checkTransition"> {
  if (!kind.slot || !kind.lifecycle) return def;
  const k = kind as SlotKind;
  const l = kind.lifecycle;
  const liveState = l.transitions[k.slot.on].to;
  return {
    async checkTransition(q, row, name) {
      await def.checkTransition?.(q, row, name);
      if (name !== k.slot.on) return;
      const other = await holder(q, k, row, row.id);
      if (other) throw taken(k, other);
    },
    async check(q, values, id) {
      const derived = await def.check?.(q, values, id);
      if (id === null) return derived;
      const [now] = await q.query<Row>(`select ${l.field} from ${kind.table} where id = $1 for update`, [id]);
      if (!now || stateOf(l, now) !== liveState) return derived;
      const other = await holder(q, k, { ...values, ...(derived ?? {}) }, id);
      if (other) throw taken(k, other);
      return derived;
    },
  };
}
