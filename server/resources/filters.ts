import * as z from "zod";
import { searchCountries } from "../../app/lib/countries";
import { PERIOD_STATES } from "../../app/lib/lifecycle";
import { containing } from "../http/list";

/**
 * One list filter: the query parameter's schema and the SQL clause it adds. Clauses are written in
 * the definition and take the value only as a placeholder, so nothing a caller sends reaches SQL.
 */
export interface Filter {
  schema: z.ZodType;
  clause(placeholder: string): string;
  /** the value bound to the placeholder, when it is not the parsed parameter itself */
  bind?(value: never): unknown;
}

const filter = <T extends z.ZodType>(schema: T, clause: (p: string) => string, bind?: (v: z.output<T>) => unknown): Filter => ({
  schema,
  clause,
  bind: bind as Filter["bind"],
});

/** column = value */
export const equals = (column: string, schema: z.ZodType) => filter(schema, (p) => `${column} = ${p}`);

/** "true" / "false" in the query string, column = that boolean */
export const flag = (column: string) =>
  filter(
    z.enum(["true", "false"]).transform((v) => v === "true"),
    (p) => `${column} = ${p}`,
  );

/** any of the columns contains the text (its % and _ taken literally) */
export const contains = (columns: string[], schema: z.ZodType<string>) =>
  filter(
    schema,
    (p) => `(${columns.map((c) => `${c} ilike ${p}`).join(" or ")})`,
    (v: string) => containing(v),
  );

/** column >= value, or column <= value, with the value cast to the column's type */
export const from = (column: string, schema: z.ZodType, cast: string) => filter(schema, (p) => `${column} >= ${p}::${cast}`);
export const until = (column: string, schema: z.ZodType, cast: string) => filter(schema, (p) => `${column} <= ${p}::${cast}`);

/** a moment inside [start, end] */
export const during = (start: string, end: string, schema: z.ZodType) =>
  filter(schema, (p) => `${p}::timestamptz between ${start} and ${end}`);

/** where [start, end] stands now: scheduled, in_effect or expired (as periodOf says in the console) */
export const period = (start: string, end: string) =>
  filter(
    z.enum(PERIOD_STATES, { error: `must be one of ${PERIOD_STATES.join(", ")}` }),
    (p) => `(case when now() < ${start} then 'scheduled' when now() > ${end} then 'expired' else 'in_effect' end) = ${p}`,
  );

/**
 * A country by text: the code or the stored name contains it, or ISO names in English or Chinese
 * do ("日本" finds JP stored as "Japan"). Bound as one text[]: the LIKE pattern, then the codes.
 */
export const countryText = (codeColumn: string, nameColumn: string, schema: z.ZodType<string>) =>
  filter(
    schema,
    (p) => `(${codeColumn} ilike (${p}::text[])[1] or ${nameColumn} ilike (${p}::text[])[1] or ${codeColumn} = any((${p}::text[])[2:]))`,
    (v: string) => [containing(v), ...(v.trim() ? searchCountries(v).map((c) => c[0]) : [])],
  );
