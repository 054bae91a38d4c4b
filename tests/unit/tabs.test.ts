// Opened pages kept in the Tabs-Routes cookie: visiting, closing and reading them back.
import { describe, expect, it } from "vitest";
import { STORAGE_LIFETIME_SECONDS } from "~/lib/constants";
import { capTabs, closeTabs, readTabs, serializeTabs, tabsCookie, visit, type Tab } from "~/lib/tabs.server";

const NOW = Date.UTC(2026, 0, 15, 12);
const LIFETIME_MS = STORAGE_LIFETIME_SECONDS * 1000;
const url = (p: string) => new URL(p, "http://console.test");
const tab = (name: string, u: string, expire = NOW + LIFETIME_MS): Tab => ({ name, url: u, expire });

const welcome = tab("welcome", "/dashboard/welcome");
const setting = tab("setting", "/system/setting");
const rates = tab("exchange-rate-list", "/system/exchange-rate-list");
const currencies = tab("currency-manage-list", "/system/currency-manage-list");
const four = [welcome, setting, rates, currencies];
const names = (tabs: Tab[]) => tabs.map((t) => t.name);

/** A request carrying the cookie a response set. */
async function requestWith(setCookie: string) {
  return new Request("http://console.test/dashboard/welcome", { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("visit", () => {
  it("adds a tab for a visited page, with its query and a 7-day expiry", () => {
    const tabs = visit([welcome], url("/system/exchange-rate-list?site=us&page=2"), NOW);
    expect(tabs).toEqual([
      welcome,
      { name: "exchange-rate-list", url: "/system/exchange-rate-list?site=us&page=2", expire: NOW + LIFETIME_MS },
    ]);
  });

  it("refreshes the tab of a page already open instead of adding another, keeping its place", () => {
    const old = [tab("exchange-rate-list", "/system/exchange-rate-list", NOW - 1000), welcome];
    const tabs = visit(old, url("/system/exchange-rate-list/42"), NOW + 5);
    expect(tabs).toEqual([{ name: "exchange-rate-list", url: "/system/exchange-rate-list/42", expire: NOW + 5 + LIFETIME_MS }, welcome]);
    expect(old[0].url).toBe("/system/exchange-rate-list"); // the input is not mutated
  });

  it("opens one tab per record of a route the spec does not mark reused, and one for its list whatever the filters", () => {
    let tabs = visit([welcome], url("/activity/daily-specials-detail?id=1"), NOW);
    tabs = visit(tabs, url("/activity/daily-specials-detail?id=2&type=revision"), NOW);
    tabs = visit(tabs, url("/activity/daily-specials-detail?id=1&tab=products"), NOW);
    tabs = visit(tabs, url("/activity/daily-specials?site=us"), NOW);
    tabs = visit(tabs, url("/activity/daily-specials?site=uk&page=2"), NOW);
    expect(tabs.map((t) => t.url)).toEqual([
      "/dashboard/welcome",
      "/activity/daily-specials-detail?id=1&tab=products",
      "/activity/daily-specials-detail?id=2&type=revision",
      "/activity/daily-specials?site=uk&page=2",
    ]);
  });

  it("keeps one tab for every record of a reused route (country-region-detail)", () => {
    let tabs = visit([welcome], url("/system/country-region-detail?id=3"), NOW);
    tabs = visit(tabs, url("/system/country-region-detail?id=4"), NOW);
    expect(tabs.map((t) => t.url)).toEqual(["/dashboard/welcome", "/system/country-region-detail?id=4"]);
  });

  it("makes a tab of a page not kept alive (the data dashboard), but none of address-configure-edit", () => {
    expect(visit([], url("/activity/activity-statics"), NOW).map((t) => t.name)).toEqual(["activity-statics"]);
    expect(visit([welcome], url("/system/address-configure-edit?id=2"), NOW)).toEqual([welcome]);
  });

  it("ignores parents, unknown pages and sign-in pages", () => {
    const start = [welcome];
    for (const p of [
      "/system",
      "/dashboard",
      "/nowhere",
      "/login",
      "/login?redirectTo=/system/setting",
      "/auth/callback",
      "/error/404",
      "/",
    ]) {
      expect(visit(start, url(p), NOW), p).toEqual(start);
    }
  });
});

describe("closeTabs", () => {
  it("close: removes only that tab", () => {
    expect(names(closeTabs(four, "close", "exchange-rate-list"))).toEqual(["welcome", "setting", "currency-manage-list"]);
  });

  it("left: removes the tabs left of it", () => {
    expect(names(closeTabs(four, "left", "exchange-rate-list"))).toEqual(["exchange-rate-list", "currency-manage-list"]);
  });

  it("right: removes the tabs right of it", () => {
    expect(names(closeTabs(four, "right", "setting"))).toEqual(["welcome", "setting"]);
  });

  it("others: keeps only it", () => {
    expect(names(closeTabs(four, "others", "setting"))).toEqual(["setting"]);
  });

  it("all: removes everything", () => {
    expect(closeTabs(four, "all", "setting")).toEqual([]);
  });

  it("closes one record's tab by its key, leaving the other record's", () => {
    const one = tab("daily-specials-detail", "/activity/daily-specials-detail?id=1");
    const two = tab("daily-specials-detail", "/activity/daily-specials-detail?id=2");
    expect(closeTabs([welcome, one, two], "close", "daily-specials-detail:2")).toEqual([welcome, one]);
  });

  it("changes nothing for a tab that is not open", () => {
    for (const op of ["close", "left", "right", "others"] as const) expect(closeTabs(four, op, "nope"), op).toEqual(four);
  });
});

describe("readTabs", () => {
  it("reads back what serializeTabs wrote", async () => {
    const req = await requestWith(await serializeTabs(four));
    expect(await readTabs(req, NOW)).toEqual(four);
  });

  it("drops expired entries", async () => {
    const stale = tab("setting", "/system/setting", NOW - 1);
    const req = await requestWith(await serializeTabs([welcome, stale, rates]));
    expect(names(await readTabs(req, NOW))).toEqual(["welcome", "exchange-rate-list"]);
    expect(await readTabs(req, NOW + LIFETIME_MS + 1)).toEqual([]);
  });

  it("drops entries whose page is not in the route tree", async () => {
    const req = await requestWith(
      await tabsCookie.serialize({ value: [welcome, tab("evil", "https://evil.example/x"), tab("gone", "/removed/page")] }),
    );
    expect(names(await readTabs(req, NOW))).toEqual(["welcome"]);
  });

  it("returns no tabs for a missing or garbage cookie", async () => {
    expect(await readTabs(new Request("http://console.test/"), NOW)).toEqual([]);
    expect(await readTabs(new Request("http://console.test/", { headers: { Cookie: "Tabs-Routes=%%%not-base64" } }), NOW)).toEqual([]);
    expect(await readTabs(await requestWith(await tabsCookie.serialize("just a string")), NOW)).toEqual([]);
    expect(await readTabs(await requestWith(await tabsCookie.serialize({ value: [{ name: 1, url: "/x" }] })), NOW)).toEqual([]);
    expect(await readTabs(await requestWith(await tabsCookie.serialize({ value: [{ ...welcome, url: "/".repeat(600) }] })), NOW)).toEqual(
      [],
    );
  });

  it("keeps the 15 most recent tabs when writing", async () => {
    const many = Array.from({ length: 20 }, (_, i) => tab(`rec-${i}`, `/system/exchange-rate-list/${i}`));
    const read = await readTabs(await requestWith(await serializeTabs(many)), NOW);
    expect(read).toHaveLength(15);
    expect(read[0].name).toBe("rec-5");
    expect(read[14].name).toBe("rec-19");
  });

  it("never drops Home to keep 15 tabs: the oldest others go", async () => {
    const many = [welcome, ...Array.from({ length: 20 }, (_, i) => tab(`rec-${i}`, `/system/exchange-rate-list/${i}`))];
    const read = await readTabs(await requestWith(await serializeTabs(many)), NOW);
    expect(read).toHaveLength(15);
    expect(read[0].name).toBe("welcome");
    expect(read[1].name).toBe("rec-6");
    expect(read[14].name).toBe("rec-19");
  });

  it("says which tabs the cap closed, never Home: the 16th page closes the oldest other one", () => {
    const fourteen = Array.from({ length: 14 }, (_, i) => tab(`rec-${i}`, `/system/exchange-rate-list/${i}`));
    const sixteenth = tab("setting", "/system/setting");
    expect(capTabs([welcome, ...fourteen])).toEqual({ tabs: [welcome, ...fourteen], closed: [] });
    const { tabs, closed } = capTabs([welcome, ...fourteen, sixteenth]);
    expect(names(tabs)).toEqual(["welcome", ...fourteen.slice(1).map((t) => t.name), "setting"]);
    expect(closed).toEqual([fourteen[0]]);
    // Home closed by the person earlier: the oldest tab goes, and is named too
    const fifteen = [...fourteen, tab("rec-14", "/system/exchange-rate-list/14")];
    expect(capTabs([...fifteen, sixteenth]).closed).toEqual([fourteen[0]]);
  });

  it("sets an httpOnly cookie named Tabs-Routes", async () => {
    const header = await serializeTabs([welcome]);
    expect(header.startsWith("Tabs-Routes=")).toBe(true);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
  });
});
