// Issue 40 §1: the daily-specials and flash-sale lists filter by the events' targeting — category,
// crowd, launch channel and promotion strategy — from the URL (a plain GET form: works without
// JavaScript), with the choices in the interface's language.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
let targeted: { ds: number; fs: number; category: number; categoryName: string };
beforeAll(async () => {
  app = await startInProcessConsole();
  const [cat] = await app.api.sql<{ id: number; name: string; site_abbr: string }>(
    "select id, name, site_abbr from activity_categories where enabled order by id limit 1",
  );
  const one = async (kind: string) =>
    (
      await app.api.sql<{ id: number }>(
        `update events set category_id = $1, apply_crowds = '{vip_members}', launch_channel = '{app}', promotion_strategy = 'limited_stock'
         where id = (select id from events where kind = $2 and site_abbr = $3 order by id limit 1) returning id`,
        [cat.id, kind, cat.site_abbr],
      )
    )[0].id;
  targeted = { ds: await one("daily_special"), fs: await one("flash_sale"), category: cat.id, categoryName: cat.name };
});
afterAll(() => app?.close());

const rowIds = (html: string) => [...html.matchAll(/data-testid="event-(\d+)"/g)].map((m) => Number(m[1]));
const page = async (path: string, lang: "zh" | "en" = "en") =>
  (await app.request(path, { cookie: await app.session("admin", lang) })).text();

test.each([
  ["/activity/daily-specials", "ds"],
  ["/activity/flash-sale", "fs"],
] as const)("%s lists only the events a targeting filter picks, each filter from the URL", async (list, which) => {
  const all = rowIds(await page(`${list}?page_size=100`));
  expect(all.length).toBeGreaterThan(1);
  for (const q of [`event_category=${targeted.category}`, "apply_crowds=vip_members", "promotion_strategy=limited_stock"]) {
    expect(rowIds(await page(`${list}?${q}&page_size=100`)), q).toEqual([targeted[which]]);
  }
  // every other event is launched on every channel; the targeted one on the app only
  expect(rowIds(await page(`${list}?launch_channel=app&page_size=100`))).toEqual(all);
  expect(rowIds(await page(`${list}?launch_channel=web&page_size=100`))).toEqual(all.filter((id) => id !== targeted[which]));
});

test("the filters keep their choice and read in the interface's language", async () => {
  const en = await page("/activity/daily-specials?apply_crowds=vip_members&launch_channel=mobile_web&promotion_strategy=percent_off");
  expect(en).toMatch(/<option value="vip_members" selected="">VIP members<\/option>/);
  expect(en).toMatch(/<option value="mobile_web" selected="">[^<]+<\/option>/);
  expect(en).toMatch(/<option value="percent_off" selected="">Percent off<\/option>/);
  expect(en).toContain(`<option value="${targeted.category}">`);
  const zh = await page("/activity/flash-sale?promotion_strategy=percent_off", "zh");
  expect(zh).toMatch(/<option value="percent_off" selected="">百分比折扣<\/option>/);
  expect(zh).toContain(">人群</label>");
  expect(zh).toContain(">渠道</label>");
});

test("a filter value that is none of the choices is left out, not an error", async () => {
  const res = await app.request("/activity/daily-specials?launch_channel=fax&event_category=abc", {
    cookie: await app.session("admin", "en"),
  });
  expect(res.status).toBe(200);
});
