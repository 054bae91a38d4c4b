import { orderColumns } from "../../app/domain/kinds/kind";
import { ApiError } from "../http/errors";

type Values = Record<string, unknown>;

/**
 * Keyset pages over a declared order (`priority desc, id desc`): the cursor is the last row's values
 * of the order's columns, so the next page starts after it with an index seek instead of an offset
 * and a count. Opaque to callers (base64url JSON); one that does not decode is a 422 on `after`.
 */
export function keysetOrder(order: string) {
  const cols = orderColumns(order);
  if (cols.at(-1)?.column !== "id") throw new Error(`order "${order}": keyset pages need a unique order, ending in id`);
  const bad = () =>
    new ApiError(422, "Please check the input (after: not a cursor of this list)", { errors: { after: ["not a cursor of this list"] } });

  return {
    cursorOf(row: Values): string {
      return Buffer.from(JSON.stringify(cols.map((c) => row[c.column]))).toString("base64url");
    },
    /**
     * The rows after the cursor, as a WHERE clause from the given first placeholder: for `a desc, id
     * desc`, `a < $1 or (a = $1 and id < $2)` (spelled out, as the directions may differ).
     */
    after(cursor: string, first: number): { clause: string; params: unknown[] } {
      let values: unknown;
      try {
        values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      } catch {
        throw bad();
      }
      if (!Array.isArray(values) || values.length !== cols.length || !values.every((v) => typeof v === "string" || typeof v === "number"))
        throw bad();
      const p = (i: number) => `$${first + i}`;
      const ors = cols.map((c, i) => {
        const equal = cols.slice(0, i).map((e, j) => `${e.column} = ${p(j)}`);
        return `(${[...equal, `${c.column} ${c.desc ? "<" : ">"} ${p(i)}`].join(" and ")})`;
      });
      return { clause: `(${ors.join(" or ")})`, params: values };
    },
  };
}
