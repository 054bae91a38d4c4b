// Saving a form while the API is refused or hung must never cost the person what they typed: the
// console answers 503 with the same form, their values in it and a message to save again later —
// a plain form post (JavaScript off) as much as in the browser — and once the API is back the same
// save creates the record exactly once. The console talks to the API through a switchable proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, consoleBehindProxy } from "../support/console-behind-proxy.mjs";

const TIMEOUT_MS = 1500;
const RATES = "/system/exchange-rate-list";
const KEPT = "后台服务暂时无法连接，您填写的内容已保留，请稍后重试保存。";

let rig: Awaited<ReturnType<typeof consoleBehindProxy>> | undefined;

beforeAll(async () => {
  rig = await consoleBehindProxy({ timeoutMs: TIMEOUT_MS, landOn: RATES });
});

afterAll(async () => {
  await rig?.close();
});

/** Straight from the API, past the proxy: what is really stored. */
async function fromApi<T>(path: string): Promise<T> {
  const res = await fetch(`${rig!.api.url}/api/${path}`, { headers: { authorization: `Bearer ${rig!.staff.apiToken()}` } });
  return (await res.json()).data as T;
}
const newestRates = () => fromApi<{ total: number; list: { remark: string }[] }>("config/exchange-rates?page_size=2");

/**
 * The page a form is posted from, opened just before as a person would: the console then knows
 * the user's permissions (kept 5 s), so with the answers lost only the save itself goes out. Without
 * it, a slow run found them expired and the permission check's answer was the one lost.
 */
async function openedFirst(path: string) {
  const page = await rig!.staff.request(path);
  expect(page.status).toBe(200);
  await page.text();
}

/** The value a form field shows in server-rendered HTML: an input's value, a textarea's text, a select's chosen option. */
function shown(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /\bvalue="([^"]*)"/.exec(input)?.[1];
  const textarea = new RegExp(`<textarea[^>]*\\bname="${name}"[^>]*>([^<]*)</textarea>`).exec(html);
  if (textarea) return textarea[1];
  const select = new RegExp(`<select[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  return select ? /<option[^>]*value="([^"]*)"[^>]*selected/.exec(select)?.[1] : undefined;
}

function expectNoTrace(html: string) {
  expect(html).not.toMatch(/\n\s+at [\w.<>]+ \(|ECONNREFUSED|AbortError|TimeoutError|fetch failed/);
}

describe("saving a form while the API is out of reach (JavaScript off)", () => {
  it("API refused: a new exchange rate comes back 503 with every typed value and the message; nothing is stored", async () => {
    const { proxy, staff } = rig!;
    const before = await newestRates();
    const typed = {
      site: "ca",
      currency: "CAD",
      rate: "1.2345",
      float_percent: "1.5",
      start_date: "2031-01-01",
      end_date: "2031-12-31",
      remark: "typed during the outage",
    };
    await proxy.set("refuse");
    const res = await staff.request(`${RATES}/new`, { form: { intent: "create", ...typed } });
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(html).toContain(KEPT);
    for (const [name, value] of Object.entries(typed)) expect(shown(html, name), name).toBe(value);
    expectNoTrace(html);
    await proxy.set("pass");
    expect((await newestRates()).total).toBe(before.total);
  });

  it("API hung: an edit comes back 503 after the time-out as the same record's form, with the typed change", async () => {
    const { proxy, staff } = rig!;
    const record = await fromApi<Record<string, string | number>>("config/currency/1");
    const form = {
      intent: "update",
      version: record.version,
      country_code: record.country_code,
      site: record.site,
      currency_code: record.currency_code,
      symbol: "US$ off",
      symbol_position: record.symbol_position,
      decimals: record.decimals,
      thousands_separator: ",",
      decimal_separator: record.decimal_separator,
    };
    await proxy.set("hang");
    const res = await staff.request("/system/currency-manage-list/1", { form });
    const html = await res.text();
    await proxy.set("pass");
    expect(res.status).toBe(503);
    expect(html).toContain(KEPT);
    expect(html).toContain("#1"); // still the edit of record 1, not a new record
    expect(shown(html, "symbol")).toBe("US$ off");
    expect(shown(html, "version")).toBe(String(record.version));
    expectNoTrace(html);
    expect(await fromApi("config/currency/1")).toMatchObject({ symbol: record.symbol, version: record.version });
  });
});

describe("a save whose answer was lost on the way back (JavaScript off)", () => {
  it("is applied once: the form comes back with its save key, and saving it again answers from the first attempt", async () => {
    const { proxy, staff } = rig!;
    const before = await newestRates();
    const typed = {
      site: "au",
      currency: "AUD",
      rate: "1.5111",
      float_percent: "0",
      start_date: "2034-01-01",
      end_date: "2034-06-30",
      remark: "answer lost once",
    };
    await openedFirst(`${RATES}/new`);
    // the way back breaks as the save goes out: a permission check before it (when a slow machine
    // took longer than the console's 5 s permission cache since the page was opened) is answered
    await proxy.set("lose", { loseFrom: /^POST / });
    const first = await staff.request(`${RATES}/new`, { form: { intent: "create", ...typed } });
    const html = await first.text();
    await proxy.set("pass");
    expect(first.status).toBe(503);
    expect(html).toContain(KEPT);
    // the API did apply it; the console could not know (on a slow machine the API may still be at it
    // when the console gives up after its time-out, so it is awaited, not read once)
    await expect.poll(async () => (await newestRates()).total, { timeout: 10_000 }).toBe(before.total + 1);
    const saveKey = shown(html, "save_key");
    expect(saveKey, "the form carries the first attempt's key").toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const again = await staff.request(`${RATES}/new`, { form: { intent: "create", ...typed, save_key: saveKey! } });
    expect(again.status).toBe(302);
    expect(staff.toast()).toMatchObject({ kind: "success" });
    const after = await newestRates();
    expect(after.total).toBe(before.total + 1);
    expect(after.list.filter((r) => r.remark === typed.remark)).toHaveLength(1);
  });
});

describe("saving a form while the API is out of reach (JavaScript on)", () => {
  it("in Chromium: the form keeps its values over the list and says so; saved again once the API is back, it is created once", async () => {
    const { proxy, web, staff } = rig!;
    const remark = `kept in the browser ${Date.now()}`;
    const before = await newestRates();
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch(CHROMIUM);
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name: "__console_session", value: staff.session()!, url: web.url }]);
      const tab = await context.newPage();
      await tab.goto(`${web.url}${RATES}/new`);
      await tab.waitForFunction(() => "__remixRouter" in window);
      const form = tab.locator("form#rate-new");
      await form.locator("select[name=site]").selectOption("uk");
      await form.locator("select[name=currency]").selectOption("GBP");
      await form.locator("input[name=rate]").fill("0.7766");
      await form.locator("input[name=start_date]").fill("2032-02-01");
      await form.locator("input[name=end_date]").fill("2032-02-29");
      await form.locator("textarea[name=remark]").fill(remark);
      const rowsBehind = await tab.getByRole("row").count();

      await proxy.set("refuse");
      await form.getByRole("button", { name: "保存" }).click();
      await form.getByText(KEPT).waitFor();
      expect(new URL(tab.url()).pathname).toBe(`${RATES}/new`);
      expect(await form.locator("select[name=site]").inputValue()).toBe("uk");
      expect(await form.locator("input[name=rate]").inputValue()).toBe("0.7766");
      expect(await form.locator("input[name=end_date]").inputValue()).toBe("2032-02-29");
      expect(await form.locator("textarea[name=remark]").inputValue()).toBe(remark);
      // the list stays behind the form: no error page took its place
      expect(await tab.getByRole("row").count()).toBe(rowsBehind);
      expect(await tab.getByText("无法连接后台服务").count()).toBe(0);

      await proxy.set("pass");
      await form.getByRole("button", { name: "保存" }).click();
      await tab.waitForURL((u) => u.pathname === RATES);
      await tab.getByText("已创建").first().waitFor({ state: "attached" });
    } finally {
      await browser.close();
    }
    const after = await newestRates();
    expect(after.total).toBe(before.total + 1);
    expect(after.list.map((r) => r.remark)).toEqual([remark, expect.not.stringMatching(remark)]);
  });
});

// Reward records (issue 10): marking a product prize shipped and correcting a shipment are row forms
// of the list, not a form page; the same outage rules hold for them.
describe("a reward record's row forms while the API is out of reach (JavaScript off)", () => {
  const REWARDS = "/market-tool/reward-records";
  type Reward = {
    id: number;
    turnplate_id: number;
    prize_state: string;
    shipped_carrier: string | null;
    shipped_tracking_no: string | null;
    version: number;
  };
  const reward = async (id: number) =>
    (await fromApi<{ list: Reward[] }>(`market/turnplate/rewards?after=${id + 1}&page_size=20`)).list.find((r) => r.id === id)!;
  const shipAudits = async (r: Reward) => {
    const { list } = await fromApi<{ list: { action: string; after: { reward_id?: number } | null }[] }>(
      `market/turnplate/logs?entity=turnplate&entity_id=${r.turnplate_id}&page_size=100`,
    );
    return list.filter((l) => l.action === "ship" && l.after?.reward_id === r.id).length;
  };

  it("marking shipped with the API refused: 503, the service-unavailable message and the typed values; nothing shipped", async () => {
    const { proxy, staff } = rig!;
    const [waiting] = (await fromApi<{ list: Reward[] }>("market/turnplate/rewards?prize_state=to_ship&page_size=1")).list;
    await proxy.set("refuse");
    const res = await staff.request(REWARDS, {
      form: { intent: "ship", id: String(waiting.id), carrier: "Royal Mail", tracking_no: "RM123456789GB" },
    });
    const html = await res.text();
    await proxy.set("pass");
    expect(res.status).toBe(503);
    expect(html).toContain(KEPT);
    expect(shown(html, "carrier")).toBe("Royal Mail");
    expect(shown(html, "tracking_no")).toBe("RM123456789GB");
    expect(shown(html, "id")).toBe(String(waiting.id));
    expectNoTrace(html);
    expect((await reward(waiting.id)).prize_state).toBe("to_ship");
  });

  it("an answer lost on the way back: saving again with the form's key ships it once, and says it was shipped (not 'already')", async () => {
    const { proxy, staff } = rig!;
    const [waiting] = (await fromApi<{ list: Reward[] }>("market/turnplate/rewards?prize_state=to_ship&page_size=1")).list;
    const typed = { intent: "ship", id: String(waiting.id), carrier: "DHL", tracking_no: "JD014600003828" };
    await openedFirst(REWARDS);
    // the way back breaks as the save goes out: a permission check before it (when a slow machine
    // took longer than the console's 5 s permission cache since the page was opened) is answered
    await proxy.set("lose", { loseFrom: /^POST / });
    const first = await staff.request(REWARDS, { form: typed });
    const html = await first.text();
    await proxy.set("pass");
    expect(first.status).toBe(503);
    await expect.poll(async () => (await reward(waiting.id)).prize_state, { timeout: 10_000 }).toBe("shipped");
    const saveKey = shown(html, "save_key");
    expect(saveKey).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const again = await staff.request(REWARDS, { form: { ...typed, save_key: saveKey! } });
    expect(again.status).toBe(302);
    // the first attempt's answer: shipped by this save, not found shipped by an earlier one
    expect(staff.toast()).toMatchObject({ kind: "success", message: "reward.toast.shipped" });
    expect(await shipAudits(waiting)).toBe(1);
  });

  it("correcting a shipment with the API hung: 503 with the typed values and the version the form was opened at", async () => {
    const { proxy, staff } = rig!;
    const [shipped] = (await fromApi<{ list: Reward[] }>("market/turnplate/rewards?prize_state=shipped&page_size=1")).list;
    await proxy.set("hang");
    const res = await staff.request(`${REWARDS}?correct=${shipped.id}`, {
      form: {
        intent: "correct",
        id: String(shipped.id),
        version: String(shipped.version),
        carrier: "Parcelforce",
        tracking_no: "PF-0011223344",
      },
    });
    const html = await res.text();
    await proxy.set("pass");
    expect(res.status).toBe(503);
    expect(html).toContain(KEPT);
    expect(shown(html, "carrier")).toBe("Parcelforce");
    expect(shown(html, "tracking_no")).toBe("PF-0011223344");
    expect(shown(html, "version")).toBe(String(shipped.version));
    expectNoTrace(html);
    expect(await reward(shipped.id)).toMatchObject({ shipped_carrier: shipped.shipped_carrier, version: shipped.version });
  });
});
