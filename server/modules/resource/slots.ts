import type { ConfigKind } from "../../../app/domain/kinds/resource-config";
import { stateOf } from "../../../app/lib/lifecycle";
import { usWestDate } from "../../../app/lib/time";
import { en } from "../../../app/locales/en";
import { zh } from "../../../app/locales/zh";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { ResourceDef } from "../../resources/resource";

type Row = Record<string, any>;
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => vars[k] ?? "");

/** The first live config of the kind, other than `id`, that claims `row`'s slot (the rule is claimsSlot's, asked of the table). */
async function holder(q: Queryable, kind: ConfigKind, row: Row, id: number | null): Promise<Row | undefined> {
  const l = kind.lifecycle!;
  const live = l.states[l.transitions[kind.slot.on].to].value;
  const params: unknown[] = [live, row.site, row.language, row.audience, row.start_at, row.end_at, id ?? 0];
  const same = kind.slot.same.map((f) => `and ${f} = $${params.push(row[f])}`).join(" ");
  const [hit] = await q.query<Row>(
    `select id, title, start_at, end_at from ${kind.table}
     where ${l.field} = $1 and site = $2 and language = $3 and (audience = $4 or audience = 'all' or $4 = 'all')
       and start_at <= $6 and end_at >= $5 and id <> $7 ${same}
     order by id limit 1`,
    params,
  );
  return hit;
}

function taken(kind: ConfigKind, other: Row) {
  const words = (c: Record<string, string>) => ({
    name: String(other.title),
    from: usWestDate(other.start_at),
    to: usWestDate(other.end_at),
    rule: c[`rc.slot.${kind.slot.same.length ? "byPriority" : "one"}`],
  });
  return new ApiError(409, fill(en["rc.slot.taken"], words(en)), { slot: other.id }, fill(zh["rc.slot.taken"], words(zh)));
}

/**
 * The slot rule (issue 38) in the API: making a config live is refused (409, naming the config that
 * holds the slot and its days) while another live config of the kind claims the same slot; saving a
 * live config is held to the same rule. Checked in the write's transaction, after the row lock.
 */
export function slotChecks(kind: ConfigKind): Pick<ResourceDef, "check" | "checkTransition"> {
  const l = kind.lifecycle!;
  const liveState = l.transitions[kind.slot.on].to;
  return {
    async checkTransition(q, row, name) {
      if (name !== kind.slot.on) return;
      const other = await holder(q, kind, row, row.id);
      if (other) throw taken(kind, other);
    },
    async check(q, values, id) {
      if (id === null) return;
      const [now] = await q.query<Row>(`select ${l.field} from ${kind.table} where id = $1 for update`, [id]);
      if (!now || stateOf(l, now) !== liveState) return;
      const other = await holder(q, kind, values, id);
      if (other) throw taken(kind, other);
    },
  };
}
