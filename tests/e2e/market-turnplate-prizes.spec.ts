import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_URL, E2E_DATA_DIR, expect, signIn, test } from "./fixtures";

// Market tool → reward-records, bonusPoints: a spin credits its prize (issue 10). Two wheels on the us
// site are made and spun through the API — one whose slots are both 40 points, one whose slots are
// both a product — for a us customer without a points account (customer n is on us when n % 12 is 0,
// 1 or 11). The reward records show the points prize credited and the product to be shipped, in zh
// and en; the customer's points account holds 40, its ledger row says where they came from. Then,
// with JavaScript off, the operator marks the product shipped from its row: a missing tracking number
// is said beside the field (the carrier kept), then the row shows carrier, tracking number and who.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function api(token: string, method: "GET" | "POST", p: string, body?: unknown) {
  const res = await fetch(API_URL + p, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  expect(res.status, `${p}: ${json.message}`).toBe(200);
  return json.data;
}

async function spunWheels(tag: string) {
  const token = execFileSync(process.execPath, [path.join(ROOT, "build/server/cli.js"), "token", "operator"], { cwd: ROOT, env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: "utf8" }).trim();
  // a us customer with no points account and no reward records yet (the seed's spins went to the
  // first few hundred us customers: one of them would add its rows to the counts below)
  let customer = 0;
  for (const n of [Date.now() % 400, 400 + (Date.now() % 400)].flatMap((b) => [12 * b + 12, 12 * b + 13, 12 * b + 23])) {
    if (!(await api(token, "GET", `/api/market/points/accounts?customer=${n}`)).list.length && !(await api(token, "GET", `/api/market/turnplate/rewards?customer=${n}`)).list.length) {
      customer = n;
      break;
    }
  }
  expect(customer).toBeGreaterThan(0);
  const wheel = async (name: string, slots: [string, string, string][]) => {
    const prizes = slots.map(([kind, value, prize], i) => ({ name: prize, kind, value, probability: i ? "0.01" : "99.99", stock: 100 }));
    const w = await api(token, "POST", "/api/market/turnplate/create", { name, site: "us", start_day: "2026-01-01", end_day: "2030-12-31", daily_limit: 5, total_limit: 5, remark: "", prizes });
    await api(token, "POST", "/api/market/turnplate/change-status", { id: w.id, status: "online" });
    return w.id as number;
  };
  const points = await wheel(`Points spin ${tag}`, [["points", "40", "40 points"], ["points", "40", "40 points too"]]);
  const product = await wheel(`Gift spin ${tag}`, [["product", "LB-5001", "Lunch bag"], ["product", "LB-5001", "Lunch bag too"]]);
  await api(token, "POST", "/api/market/turnplate/draw", { turnplate_id: points, customer_id: customer });
  await api(token, "POST", "/api/market/turnplate/draw", { turnplate_id: product, customer_id: customer });
  const [account] = (await api(token, "GET", `/api/market/points/accounts?customer=${customer}`)).list;
  return { customer, account: account.id as number };
}

for (const js of [true, false]) {
  test(`wheel lottery: a spin's points are credited and a product waits to be shipped (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { customer, account } = await spunWheels(`${js ? "js" : "no-js"} ${Date.now()}`);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await signIn(page, "operator");
      await page.goto(`/market-tool/reward-records?customer=${customer}`);
      const rows = page.locator("table tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole("columnheader", { name: "奖品状态" })).toBeVisible();
      await expect(rows.nth(0)).toContainText("Lunch bag");
      await expect(rows.nth(0)).toContainText("待发货");
      await expect(rows.nth(1)).toContainText("40 points");
      await expect(rows.nth(1)).toContainText("已发放");
      // the state is a filter of its own
      await page.getByRole("search").getByLabel("奖品状态").selectOption("to_ship");
      await page.getByRole("search").getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/prize_state=to_ship/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText("Lunch bag");

      // the points account holds the 40 points, from the wheel
      await page.goto(`/market-tool/bonusPoints?account=${account}`);
      await expect(page.getByTestId("account-balance")).toHaveText("40");
      await expect(page.getByTestId("ledger").locator("tbody tr")).toHaveCount(1);
      await expect(page.getByTestId("ledger").locator("tbody tr").first()).toContainText("大转盘奖品");

      // en
      await page.getByTestId("lang-en").click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.goto(`/market-tool/reward-records?customer=${customer}`);
      await expect(page.getByRole("columnheader", { name: "Prize state" })).toBeVisible();
      await expect(rows.nth(0)).toContainText("To be shipped");
      await expect(rows.nth(1)).toContainText("Credited");
    } finally {
      await context.close();
    }
  });
}

test("reward records: a product prize is marked shipped from its row, with carrier and tracking number (JavaScript off)", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { customer } = await spunWheels(`ship ${Date.now()}`);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, "operator");
    await page.goto(`/market-tool/reward-records?customer=${customer}`);
    const rows = page.locator("table tbody tr");
    await expect(rows).toHaveCount(2);
    const product = rows.nth(0);
    await expect(product).toContainText("Lunch bag");
    await expect(product).toContainText("待发货");
    // the points prize has nothing to ship
    await expect(rows.nth(1).getByRole("button", { name: "标记发货" })).toHaveCount(0);

    // no tracking number: said beside the field, the carrier kept, nothing shipped
    await product.getByLabel("承运商").fill("UPS");
    await product.getByRole("button", { name: "标记发货" }).click();
    await expect(product.getByText("必填")).toBeVisible();
    await expect(product.getByLabel("承运商")).toHaveValue("UPS");
    await expect(product).toContainText("待发货");

    // spaces typed from the label are taken out
    await product.getByLabel("运单号").fill("1Z 999 AA1 0123456784");
    await product.getByRole("button", { name: "标记发货" }).click();
    await expect(page).toHaveURL(new RegExp(`/market-tool/reward-records\\?customer=${customer}$`));
    // the flash toast after the redirect names the prize
    await expect(page.getByText(/^Lunch bag \(#\d+\) 已标记为已发货$/)).toBeVisible();
    await expect(rows.nth(0)).toContainText("已发货");
    await expect(rows.nth(0)).toContainText("UPS · 1Z999AA10123456784 — Olive Operator");
    // when, in US West as YYYY-MM-DD HH:mm:ss
    await expect(rows.nth(0)).toContainText(/— Olive Operator，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(rows.nth(0).getByRole("button", { name: "标记发货" })).toHaveCount(0);
    // shipped is a state to filter by
    await page.goto(`/market-tool/reward-records?customer=${customer}&prize_state=shipped`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("1Z999AA10123456784");
  } finally {
    await context.close();
  }
});
