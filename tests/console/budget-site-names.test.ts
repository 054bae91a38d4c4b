// Issue 40 §9: the budget screens name sites as every other screen does — a brand site is
// "brand us" (zh "品牌站 us"), never its abbreviation us_v1 — in the list's filter and rows, the
// form's site choice and the detail page.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
let id: number;
beforeAll(async () => {
  app = await startInProcessConsole();
  // a budget of the brand site us_v1, as the form would save it (the seed has none)
  [{ id }] = await app.api.sql<{ id: number }>(
    `insert into budgets (code, purpose, department_id, site_abbr, currency, amount, period_start, period_end, lines, created_by, created_by_name)
     select 'BG-2099-0001', 'Brand launch', department_id, 'us_v1', 'USD', amount, period_start, period_end, lines, created_by, created_by_name
     from budgets order by id limit 1 returning id`,
  );
});
afterAll(() => app?.close());

const page = async (path: string, lang: "zh" | "en") => (await app.request(path, { cookie: await app.session("admin", lang) })).text();
const rowOf = (html: string) => html.match(new RegExp(`<tr data-testid="budget-${id}">[^]*?</tr>`))?.[0] ?? "";

test.each([
  ["en", "brand us"],
  ["zh", "品牌站 us"],
] as const)("%s: a brand site reads %s on the list, the form and the detail", async (lang, name) => {
  const list = await page("/market-tool/budget-list?keyword=BG-2099-0001", lang);
  expect(list).toContain(`<option value="us_v1">${name}</option>`);
  expect(rowOf(list)).toContain(`>${name}</td>`);
  expect(rowOf(list)).not.toContain("us_v1");
  expect(await page("/market-tool/budget-edit", lang)).toContain(`<option value="us_v1">${name}</option>`);
  const detail = await page(`/market-tool/budget-detail/${id}?type=common`, lang);
  expect(detail).toContain(`>${name}</span>`);
  expect(detail).not.toContain(">us_v1<");
});
