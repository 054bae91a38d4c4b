// Issue 41 §2: a money form's currency offers only the chosen site's currencies, the site's own
// chosen — as the server draws the page, so without JavaScript too: after a site change the save is
// refused next to the currency (in the reader's language) and the form comes back for the new site.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
beforeAll(async () => {
  app = await startInProcessConsole();
});
afterAll(() => app?.close());

/** The options of the named select, and which is selected. */
function currencySelect(html: string, name: string) {
  const select = html.match(new RegExp(`<select[^>]* name="${name}"[^]*?</select>`))?.[0] ?? "";
  const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?/g)];
  return { values: options.map((m) => m[1]), selected: options.find((m) => m[2])?.[1] ?? options[0]?.[1] };
}
const get = async (path: string, lang: "zh" | "en") => (await app.request(path, { cookie: await app.session("operator", lang) })).text();

describe.each([
  {
    form: "/market-tool/discountList-edit/new",
    table: "discounts",
    extra: { discount_off: "10", uses_per_code: "1" } as Record<string, string>,
  },
  {
    form: "/market-tool/voucher-detail/new",
    table: "vouchers",
    extra: { voucher_off: "5.00", per_customer: "1", total_stock: "3" } as Record<string, string>,
  },
])("$form", ({ form, table, extra }) => {
  test("a new form offers the default site's currency only, chosen", async () => {
    expect(currencySelect(await get(form, "en"), "currency_code")).toEqual({ values: ["USD"], selected: "USD" });
  });

  test("a uk record offers GBP only, the record's", async () => {
    const [row] = await app.api.sql<{ id: number; currency_code: string }>(
      `select id, currency_code from ${table} where site_abbr = 'uk' order by id limit 1`,
    );
    const edit = currencySelect(await get(form.replace("/new", `/${row.id}`), "en"), "currency_code");
    expect(edit).toEqual({ values: ["GBP"], selected: "GBP" });
  });

  test.each([
    ["en", "is not a currency of the United Kingdom site"],
    ["zh", "不是站点“英国”使用的币种"],
  ] as const)(
    "without JavaScript (%s): the site changed to uk with USD still chosen is refused next to the currency; the form comes back offering GBP",
    async (lang, message) => {
      const res = await app.request(form, {
        cookie: await app.session("operator", lang),
        form: {
          intent: "create",
          name: `Site first ${lang}`,
          site: "uk",
          kind: "amount",
          currency_code: "USD",
          min_order: "20",
          start_day: "2031-05-01",
          end_day: "2031-05-31",
          remark: "",
          ...extra,
        },
      });
      const html = await res.text();
      expect(html).toContain(message);
      expect(currencySelect(html, "currency_code")).toEqual({ values: ["GBP"], selected: "GBP" });
      expect(await app.api.sql(`select id from ${table} where name = $1`, [`Site first ${lang}`])).toEqual([]);
    },
  );
});

test("the budget form offers a uk budget GBP only; a new budget offers every site's currencies until a site is chosen", async () => {
  const [uk] = await app.api.sql<{ id: number }>("select id from budgets where site_abbr = 'uk' order by id limit 1");
  const edit = currencySelect(await get(`/market-tool/budget-edit?type=edit&id=${uk.id}`, "en"), "currency");
  expect(edit).toEqual({ values: ["", "GBP"], selected: "GBP" });
  const fresh = currencySelect(await get("/market-tool/budget-edit?type=create", "zh"), "currency");
  // no site yet: every site's currencies, none chosen (so a form without JavaScript is sent once)
  expect(fresh.selected).toBe("");
  expect(fresh.values).toEqual(expect.arrayContaining(["", "USD", "GBP", "EUR", "JPY"]));
});
