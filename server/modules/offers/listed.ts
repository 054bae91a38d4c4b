import type { Queryable } from "../../db/client";
import type { ApiError } from "../../http/errors";

// What the activity records that list their products in order and go online / offline (rankings,
// exclusive offers) derive alike before a write: the period from US West days, and positions 1…n.

const LA = "America/Los_Angeles";

/** The first day's start and the last day's 23:59:59, US West (daylight saving by the day), as UTC instants. */
export async function usWestDays(q: Queryable, startDay: string, endDay: string) {
  const [p] = await q.query<{ start_at: string; end_at: string }>(
    `select ($1::date::timestamp at time zone '${LA}') as start_at,
            (($2::date + 1)::timestamp at time zone '${LA}') - interval '1 second' as end_at`,
    [startDay, endDay],
  );
  return p;
}

/**
 * The columns a create or update writes besides the body's own: the period, and the products as a
 * JSON array with their positions. An online record is refused (`online()`): take it offline first.
 */
export async function listedColumns(q: Queryable, table: string, v: Record<string, any>, id: number | null, online: () => ApiError) {
  if (id !== null) {
    const [row] = await q.query<{ status: string }>(`select status from ${table} where id = $1 for update`, [id]);
    if (row?.status === "online") throw online();
  }
  const period = await usWestDays(q, v.start_day, v.end_day);
  const products = (v.products as Record<string, unknown>[]).map((x, i) => ({ position: i + 1, ...x }));
  return { ...period, products: JSON.stringify(products) };
}
