import { ApiError } from "~/lib/api.server";
import type { RouteContext } from "~/lib/auth.server";
import { minorToText } from "../market-tool/promo-money";
import { pickersApi } from "./api.server";
import { idsOf, type FormValues } from "./picker-values";
import type { PickRow } from "./pickers";
import type { FieldSpec } from "./screen";
export { ADD_PARAM } from "./PickerField";

// "Add to the list" of a product or pool picker (issue 41 §6): the ticked products, or the products of
// the ticked pool that the site sells, become lines of the form's product list (`SPU[, price], name`,
// the price the site's lowest, to be lowered by hand), after the lines already there and without
// repeating a code. A plain GET like the picker's search: the typed values come back with the lines
// added and the ticks cleared, so nothing is saved until the form is.

/** the most products a pool adds at once (the longest product list, an exclusive offer's) */
const POOL_ADD_MAX = 200;

type PickerSpec = Extract<FieldSpec, { kind: "picker" }>;

const codeOf = (line: string) => line.split(",")[0].trim().toUpperCase();

/** The typed values with the picker's products added to its list; `notice` (a catalog message) says what was not: nothing ticked, no price on the site, or the API's refusal. */
export async function addPicked(
  ctx: RouteContext,
  spec: PickerSpec & { adds: NonNullable<PickerSpec["adds"]> },
  typed: FormValues,
): Promise<{ typed: FormValues; notice?: string }> {
  const site = String(typed[spec.site] ?? "");
  const ids = idsOf(typed[spec.name]);
  if (!site || !ids.length) return { typed, notice: "picker.add.none" };
  const pool = spec.source === "pool";
  let rows: PickRow[];
  try {
    const products = pickersApi(ctx.api, "product");
    rows = (await (pool ? products.ofPool({ site, pool: ids[0], page_size: POOL_ADD_MAX }) : products.chosen(ids, { site }))).list;
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 422) throw err;
    return { typed, notice: err.fieldErrors.pool?.[0] ?? err.message };
  }
  const sold = rows.filter((r) => r.price_minor != null && r.currency);
  const text = String(typed[spec.adds.to] ?? "");
  const lines = text.split(/\r?\n/).filter((l) => l.trim());
  const have = new Set(lines.map(codeOf));
  for (const r of sold) {
    if (have.has(String(r.spu))) continue;
    have.add(String(r.spu));
    lines.push(spec.adds.price ? `${r.spu}, ${minorToText(r.price_minor!, r.currency!)}, ${r.name}` : `${r.spu}, ${r.name}`);
  }
  const skipped = rows.length - sold.length;
  return {
    typed: { ...typed, [spec.adds.to]: lines.join("\n"), [spec.name]: [] },
    notice: skipped ? `picker.add.skipped|n=${skipped}|site=${site}` : undefined,
  };
}
