import { BUDGET_KEYS as K, BUDGET_ROUTES as R } from "../../../app/features/market-tool/budget-keys";
import { formatUsWest } from "../../../app/lib/time";
import type { Queryable } from "../../db/client";
import { ApiError, FieldError, forbidden } from "../../http/errors";
import type { AuthedUser } from "../../http/router";

// What the budget endpoints share: who may call them, and small lookups.

export const READ = { any: [R.list, R.detail] } as const;
export const EDIT = { any: [K.edit] } as const;
export const EXAMINE = { any: [K.examine] } as const;
export const CODE_READ = { any: [R.list] } as const;
export const CODE_WORK = { any: [K.list] } as const;
export const CODE_EXAMINE = { any: [K.codeExamine] } as const;

/** Inside an endpoint open to several keys: the one this particular step needs. */
export function needs(user: AuthedUser, key: string) {
  if (!user.permissions.has(key)) throw forbidden();
}

export const invalid = (field: string, en: string, zh?: string) =>
  zh ? new FieldError(field, en, zh) : new ApiError(422, `Please check the input (${field}: ${en})`, { errors: { [field]: [en] } });

export async function departmentExists(q: Queryable, id: number) {
  const [d] = await q.query("select id from departments where id = $1", [id]);
  if (!d) throw invalid("department_id", "is not a known department", "部门不存在");
}

/** A record's change log (audit_log), newest first, times in US West. */
export async function changeLog(q: Queryable, entity: string, id: number, limit = 100) {
  const rows = await q.query<{ id: string; action: string; actor_name: string; before: unknown; after: unknown; created_at: string }>(
    "select id, action, actor_name, before, after, created_at from audit_log where entity = $1 and entity_id = $2 order by id desc limit $3",
    [entity, String(id), limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    actor: r.actor_name,
    at: formatUsWest(r.created_at),
    before: r.before,
    after: r.after,
  }));
}

/** 409 naming the current state when a record may not be edited in it. */
export function editableIn(states: string[], current: string, what: { en: string; zh: string }) {
  if (states.includes(current)) return;
  throw new ApiError(
    409,
    `This ${what.en} cannot be edited now: it is ${current}. Reload to see it.`,
    { state: current },
    `该${what.zh}当前状态为 ${current}，不能编辑，请刷新查看。`,
  );
}
