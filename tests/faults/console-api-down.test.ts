// The API goes away under a running console — refused (process down) or silent (hung) — and
// comes back. Staff must see a clear message inside the console's layout, never a blank page or
// a stack trace, and the same page must work again as soon as the API answers. A proxy of this
// test sits where the console's API_BASE_URL points, so the fault is switched without killing
// anything; the console runs built, in one process, with a short API_TIMEOUT_MS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, consoleBehindProxy } from "../support/console-behind-proxy.mjs";

const TIMEOUT_MS = 1500;
const LIST = "/system/currency-manage-list";

let rig: Awaited<ReturnType<typeof consoleBehindProxy>> | undefined;
let api: NonNullable<typeof rig>["api"];
let web: NonNullable<typeof rig>["web"];
let proxy: NonNullable<typeof rig>["proxy"];
let staff: NonNullable<typeof rig>["staff"];

beforeAll(async () => {
  rig = await consoleBehindProxy({ timeoutMs: TIMEOUT_MS, landOn: LIST });
  ({ api, web, proxy, staff } = rig);
});

afterAll(async () => {
  await rig?.close();
});

async function page(url = LIST) {
  const started = Date.now();
  const res = await staff.request(url);
  return { status: res.status, html: await res.text(), ms: Date.now() - started };
}

/** The signed-in layout: top bar with the user, the menu as last seen, the tab strip. */
function expectLayout(html: string) {
  expect(html).toContain('data-testid="current-user"');
  expect(html).toContain("Ada Admin");
  expect(html).toMatch(/data-testid="main-menu"[\s\S]*href="\/system\/currency-manage-list"/);
  expect(html).toContain('data-testid="tabs"');
}

function expectUnavailableMessage(html: string) {
  expect(html).toContain("无法连接后台服务"); // "The back-office service cannot be reached"
  expect(html).toContain("控制台暂时无法连接 API");
  expect(html).not.toMatch(/\n\s+at [\w.<>]+ \(|ECONNREFUSED|AbortError|TimeoutError|fetch failed/);
}

describe("console with its API refused, hung and back", () => {
  it("shows the list while the API answers", async () => {
    const r = await page();
    expect(r.status).toBe(200);
    expectLayout(r.html);
    expect(r.html).toContain("United States");
  });

  it("API down: the page answers 503 with the message inside the layout, at once", async () => {
    await proxy.set("refuse");
    const r = await page();
    expect(r.status).toBe(503);
    expectLayout(r.html);
    expectUnavailableMessage(r.html);
    expect(r.html).not.toContain("United States");
    expect(r.ms).toBeLessThan(TIMEOUT_MS);
  });

  it("API down: a disable posted from the list comes back to the list with an error toast and changes nothing", async () => {
    const res = await staff.request(LIST, { form: { intent: "disable", id: 1, confirmed: "yes" } });
    expect(res.status).toBe(302);
    expect(staff.toast()).toEqual({ kind: "error", message: "error.unavailable.status" });
    const { res: list } = await staff.follow(res, `${web.url}${LIST}`);
    const html = await list.text();
    expect(list.status).toBe(503);
    expect(html).toContain("无法确认状态是否已变更"); // "whether the status changed cannot be confirmed"
    expectUnavailableMessage(html);
  });

  it("API hung: the page gives up after API_TIMEOUT_MS with the same message", async () => {
    await proxy.set("hang");
    const r = await page();
    expect(r.status).toBe(503);
    expectLayout(r.html);
    expectUnavailableMessage(r.html);
    expect(r.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(r.ms).toBeLessThan(TIMEOUT_MS + 5000);
  });

  it("API back: the same page works again in the same session, and the refused disable never happened", async () => {
    await proxy.set("pass");
    const r = await page(`${LIST}?country=United`);
    expect(r.status).toBe(200);
    expectLayout(r.html);
    expect(r.html).toContain("United States");
    const one = await fetch(`${api.url}/api/config/currency/1`, { headers: { authorization: `Bearer ${staff.apiToken()}` } });
    expect((await one.json()).data).toMatchObject({ id: 1, enabled: true, version: 1 });
  });

  it("in Chromium: the message and the layout show while down, and 重试 (retry) brings the list back", async () => {
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch(CHROMIUM);
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name: "__console_session", value: staff.session()!, url: web.url }]);
      const tab = await context.newPage();
      await proxy.set("refuse");
      const down = await tab.goto(`${web.url}${LIST}`);
      expect(down?.status()).toBe(503);
      await tab.getByText("无法连接后台服务").first().waitFor();
      expect(await tab.getByTestId("current-user").textContent()).toContain("Ada Admin");
      expect(await tab.getByTestId("main-menu").getByRole("link").count()).toBeGreaterThan(0);
      await proxy.set("pass");
      await tab.getByRole("link", { name: "重试" }).click();
      await tab.getByRole("row").filter({ hasText: "United States" }).first().waitFor();
      expect(await tab.getByText("无法连接后台服务").count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
