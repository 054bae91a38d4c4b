import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_URL, E2E_DATA_DIR, expect, signIn, test, switchLanguage } from "./fixtures";

// Market tool → reward-records, bonusPoints: a spin credits its prize (issue 10). Two wheels on the us
// site are made and spun through the API — one whose slots are both 40 points, one whose slots are
// both a product — for a us customer without a points account (customer n is on us when n % 12 is 0,
// 1 or 11). The reward records show the points prize credited and the product to be shipped, in zh
// and en; the customer's points account holds 40, its ledger row says where they came from. Then,
// with JavaScript off, the operator marks the product shipped from its row: a missing tracking number
// is said beside the field (the carrier kept), then the row shows carrier, tracking number and who.
// A shipment typed wrong is corrected from its row (?correct=<id> opens the form): with JavaScript
// off in zh (a bad tracking number said beside the field, the wheel's log naming the fields), and on
// in en (a correction saved by someone else meanwhile is a conflict naming theirs; the same values
// again change nothing).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function api(token: string, method: "GET" | "POST", p: string, body?: unknown) {
  const res = await fetch(API_URL + p, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  expect(res.status, `${p}: ${json.message}`).toBe(200);
  return json.data;
}

async function spunWheels(tag: string) {
  const token = execFileSync(process.execPath, [path.join(ROOT, "build/server/cli.js"), "token", "operator"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: "utf8",
  }).trim();
  // a us customer with no points account and no reward records yet (the seed's spins went to the
  // first few hundred us customers: one of them would add its rows to the counts below)
  let customer = 0;
  for (const n of [Date.now() % 400, 400 + (Date.now() % 400)].flatMap((b) => [12 * b + 12, 12 * b + 13, 12 * b + 23])) {
    if (
      !(await api(token, "GET", `/api/market/points/accounts?customer=${n}`)).list.length &&
      !(await api(token, "GET", `/api/market/turnplate/rewards?customer=${n}`)).list.length
    ) {
      customer = n;
      break;
    }
  }
  expect(customer).toBeGreaterThan(0);
  const wheel = async (name: string, slots: [string, string, string][]) => {
    const prizes = slots.map(([kind, value, prize], i) => ({ name: prize, kind, value, probability: i ? "0.01" : "99.99", stock: 100 }));
    const w = await api(token, "POST", "/api/market/turnplate/create", {
      name,
      site: "us",
      start_day: "2026-01-01",
      end_day: "2030-12-31",
      daily_limit: 5,
      total_limit: 5,
      remark: "",
      prizes,
    });
    await api(token, "POST", "/api/market/turnplate/change-status", { id: w.id, status: "online" });
    return w.id as number;
  };
  const points = await wheel(`Points spin ${tag}`, [
    ["points", "40", "40 points"],
    ["points", "40", "40 points too"],
  ]);
  // a product prize names a product the us storefront sells, by id (issue 41 §5): the picker's first
  const [bag] = (await api(token, "GET", "/api/product/picker?site=us&page_size=1")).list;
  const product = await wheel(`Gift spin ${tag}`, [
    ["product", String(bag.id), "Lunch bag"],
    ["product", String(bag.id), "Lunch bag too"],
  ]);
  await api(token, "POST", "/api/market/turnplate/draw", { turnplate_id: points, customer_id: customer });
  await api(token, "POST", "/api/market/turnplate/draw", { turnplate_id: product, customer_id: customer });
  const [account] = (await api(token, "GET", `/api/market/points/accounts?customer=${customer}`)).list;
  return { customer, account: account.id as number, product, token };
}

for (const js of [true, false]) {
  test(`wheel lottery: a spin's points are credited and a product waits to be shipped (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
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
      await page.locator("main").getByRole("search").getByLabel("奖品状态").selectOption("to_ship");
      await page.locator("main").getByRole("search").getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/prize_state=to_ship/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText("Lunch bag");

      // the points account holds the 40 points, from the wheel
      await page.goto(`/market-tool/bonusPoints?account=${account}`);
      await expect(page.getByTestId("account-balance")).toHaveText("40");
      await expect(page.getByTestId("ledger").locator("tbody tr")).toHaveCount(1);
      await expect(page.getByTestId("ledger").locator("tbody tr").first()).toContainText("大转盘奖品");

      // en
      await switchLanguage(page, "en");
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

test("reward records: a product prize is marked shipped from its row, with carrier and tracking number (JavaScript off)", async ({
  browser,
  baseURL,
}) => {
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

/** The product prize of `spunWheels`, shipped through the API with UPS 1Z999AA10123456784: its record id. */
async function shippedProduct(tag: string) {
  const spun = await spunWheels(tag);
  const [reward] = (await api(spun.token, "GET", `/api/market/turnplate/rewards?customer=${spun.customer}&prize_kind=product`)).list;
  await api(spun.token, "POST", "/api/market/turnplate/rewards/ship", { id: reward.id, carrier: "UPS", tracking_no: "1Z999AA10123456784" });
  return { ...spun, reward: reward.id as number };
}

test("reward records: a shipment typed wrong is corrected from its row (JavaScript off, zh)", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { customer, product, reward } = await shippedProduct(`fix ${Date.now()}`);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, "operator");
    await page.goto(`/market-tool/reward-records?customer=${customer}`);
    const row = page.locator("table tbody tr").nth(0);
    await expect(row).toContainText("UPS · 1Z999AA10123456784 — Olive Operator");
    // the points prize has no shipment to correct
    await expect(page.locator("table tbody tr").nth(1).getByRole("link", { name: /^更正/ })).toHaveCount(0);
    await row.getByRole("link", { name: `更正发货信息 Lunch bag #${reward}` }).click();
    await expect(page).toHaveURL(`/market-tool/reward-records?customer=${customer}&correct=${reward}`);
    const form = row.getByTestId(`correct-${reward}`);
    // opened with the shipment as it is
    await expect(form.getByLabel("承运商")).toHaveValue("UPS");
    await expect(form.getByLabel("运单号")).toHaveValue("1Z999AA10123456784");

    // a tracking number too short: said beside the field, the typed carrier kept, nothing changed
    await form.getByLabel("承运商").fill("DHL Express");
    await form.getByLabel("运单号").fill("JD01");
    await form.getByRole("button", { name: "保存更正" }).click();
    await expect(form.getByText("6 至 40 个字符")).toBeVisible();
    await expect(form.getByLabel("承运商")).toHaveValue("DHL Express");
    await expect(row).toContainText("UPS · 1Z999AA10123456784");

    // spaces typed from the label are taken out; back to the list, the form closed, a toast
    await form.getByLabel("运单号").fill("JD01 4600 0038 28");
    await form.getByRole("button", { name: "保存更正" }).click();
    await expect(page).toHaveURL(`/market-tool/reward-records?customer=${customer}`);
    await expect(page.getByText(`Lunch bag (#${reward}) 的发货信息已更正`)).toBeVisible();
    await expect(row).toContainText("DHL Express · JD014600003828 — Olive Operator");
    await expect(row.getByTestId(`correct-${reward}`)).toHaveCount(0);

    // the wheel's log: the correction, carrier and tracking number before → after, by their labels
    await page.goto(`/market-tool/turnplate-list?logs=${product}`);
    const entry = page.locator("tbody tr", { hasText: "更正发货信息" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("承运商: UPS → DHL Express");
    await expect(entry).toContainText("运单号: 1Z999AA10123456784 → JD014600003828");
    await expect(entry).toContainText("Olive Operator");
  } finally {
    await context.close();
  }
});

test("reward records: correcting a shipment in the browser, someone else's correction meanwhile, the same values again (JavaScript on, en)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { customer, reward, token } = await shippedProduct(`fix js ${Date.now()}`);
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, "operator");
    await switchLanguage(page, "en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto(`/market-tool/reward-records?customer=${customer}`);
    await page.waitForFunction(() => "__remixRouter" in window);
    const row = page.locator("table tbody tr").nth(0);
    await row.getByRole("link", { name: `Correct shipment Lunch bag #${reward}` }).click();
    await expect(page).toHaveURL(`/market-tool/reward-records?customer=${customer}&correct=${reward}`);
    const form = row.getByTestId(`correct-${reward}`);
    // the carrier has the focus
    await expect(form.getByLabel("Carrier")).toBeFocused();
    await expect(form.getByLabel("Carrier")).toHaveValue("UPS");

    // someone else corrects it while the form is open: saving is a conflict naming their carrier
    await api(token, "POST", "/api/market/turnplate/rewards/shipment", {
      id: reward,
      version: 2,
      carrier: "FedEx",
      tracking_no: "999999999999",
    });
    await form.getByLabel("Carrier").fill("USPS");
    await form.getByLabel("Tracking number").fill("9400111899223197428490");
    await form.getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByText(/^Someone else saved this record after you opened it/)).toBeVisible();
    await expect(page.getByText("Carrier: they saved “FedEx”")).toBeVisible();
    await expect(form.getByLabel("Carrier")).toHaveValue("USPS");
    await expect(row).toContainText("FedEx · 999999999999");
    // saving again keeps theirs out: the form now carries the record's version
    await form.getByRole("button", { name: "Save correction" }).click();
    await expect(page).toHaveURL(`/market-tool/reward-records?customer=${customer}`);
    await expect(page.getByText(`Lunch bag (#${reward}): the shipment is corrected`)).toBeVisible();
    await expect(row).toContainText("USPS · 9400111899223197428490 — by Olive Operator");

    // the same values again: nothing changes, and the toast says so
    await row.getByRole("link", { name: `Correct shipment Lunch bag #${reward}` }).click();
    await row.getByTestId(`correct-${reward}`).getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByText(`Lunch bag (#${reward}) already has this carrier and tracking number: nothing changed`)).toBeVisible();
    const [after] = (await api(token, "GET", `/api/market/turnplate/rewards?customer=${customer}&prize_kind=product`)).list;
    expect(after).toMatchObject({ shipped_carrier: "USPS", shipped_tracking_no: "9400111899223197428490", version: 4 });
  } finally {
    await context.close();
  }
});
