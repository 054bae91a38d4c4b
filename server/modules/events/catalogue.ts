import { eventPriceProblem, eventSkuProblem, type CatalogueSku, type PriceProblem } from "../../../app/domain/event-price";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { decimalsOf } from "../../../app/domain/money";
import type { EventRow } from "./store";
import { siteSentence } from "../../http/site-names";

// What the goods catalogue says of the SKUs an event names: the product's name (the event keeps a
// snapshot of it, never a typed one) and the SKU's price on the event's site in the event's
// currency, which bounds the event price (app/domain/event-price.ts, the rule every path obeys).

/** A brand storefront (`us_v1`) sells at its real site's prices. */
export const realSite = (site: string) => site.replace(/_v1$/, "");

/** The caller's language for refusals built here and for a sheet's headings. */
export const callerLang = (req: { headers: Record<string, unknown> }): "zh" | "en" =>
  /^zh/i.test(String(req.headers["accept-language"] ?? "")) ? "zh" : "en";

/** Each code's catalogue name and site price (codes the catalogue lacks map to nulls). */
export async function catalogueOf(
  q: Queryable,
  ev: Pick<EventRow, "site" | "currency">,
  codes: string[],
): Promise<Map<string, CatalogueSku>> {
  const rows = await q.query<{ sku_code: string; name: string; site_minor: string | null }>(
    `select s.sku_code, p.name, sp.price_minor::text as site_minor
       from skus s
       join products p on p.id = s.product_id
       left join sku_prices sp on sp.sku_id = s.id and sp.site_abbr = $2 and sp.currency_code = $3
      where s.sku_code = any($1::text[])`,
    [[...new Set(codes)], realSite(ev.site), ev.currency],
  );
  const found = new Map(rows.map((r) => [r.sku_code, { name: r.name, siteMinor: r.site_minor }]));
  return new Map(codes.map((c) => [c, found.get(c) ?? { name: null, siteMinor: null }]));
}

/** Every problem at once, each beside its field in the caller's language; the message is the first. */
export function fieldRefusal(problems: { path: string; problem: PriceProblem }[], lang: "zh" | "en"): ApiError {
  const errors: Record<string, string[]> = {};
  for (const { path, problem } of problems) (errors[path] ??= []).push(problem[lang]);
  const first = problems[0].problem;
  // the envelope's message as a schema refusal words it, so a caller reads one style of 422
  return new ApiError(422, `Please check the input (${first.en})`, { errors }, `请检查输入（${first.zh}）`);
}

/** A batch's SKUs and prices checked against the catalogue; throws the refusal naming every line. */
export async function checkAgainstCatalogue(
  q: Queryable,
  ev: Pick<EventRow, "site" | "currency">,
  lang: "zh" | "en",
  items: { sku: string; skuPath?: string; price?: string; pricePath: string }[],
  opts: { requireListed: boolean },
): Promise<Map<string, CatalogueSku>> {
  const catalogue = await catalogueOf(
    q,
    ev,
    items.map((i) => i.sku),
  );
  // the catalogue's minor units are the currency's own, never a country setting's display choice
  const decimals = decimalsOf(ev.currency);
  const problems: { path: string; problem: PriceProblem }[] = [];
  for (const it of items) {
    const found = catalogue.get(it.sku)!;
    const skuProblem = opts.requireListed ? eventSkuProblem(it.sku, found, siteSentence(realSite(ev.site)), ev.currency) : null;
    if (skuProblem) {
      problems.push({ path: it.skuPath ?? it.pricePath, problem: skuProblem });
      continue;
    }
    const priceProblem =
      it.price === undefined ? null : eventPriceProblem(it.price, { currency: ev.currency, decimals, siteMinor: found.siteMinor });
    if (priceProblem) problems.push({ path: it.pricePath, problem: priceProblem });
  }
  if (problems.length) throw fieldRefusal(problems, lang);
  return catalogue;
}
