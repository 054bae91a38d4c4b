// Resource › the campaign calendar (issue 38 "Beyond"): GET /api/resource/calendar?site=&from=&to=
// answers one site's live and waiting storefront records and published events in a window of US
// West days, flagging pairs that claim one slot (docs/areas/resource.md, the slot rule), and only the
// kinds the caller reads. The records are made here on a site and in a month of their own
// (au, May 2052); every expectation is literal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
let shareOnly: string;
const ids: Record<string, number> = {};

const IMAGE = "origin/event/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png";
/** May 2052's US West days `first`–`last` (daylight time, UTC−7): the last runs to 06:59:59Z the day after */
const dayAfter = (last: string) => (last === "31" ? "06-01" : `05-${String(Number(last) + 1).padStart(2, "0")}`);
const config = (title: string, first: string, last: string, over: Record<string, unknown> = {}) => ({
  title,
  site: "au",
  language: "en",
  audience: "all",
  image: IMAGE,
  link_type: 6,
  link_target: "patpat://may",
  start_at: `2052-05-${first}T07:00:00Z`,
  end_at: `2052-${dayAfter(last)}T06:59:59Z`,
  priority: 5,
  ...over,
});

async function make(base: string, name: string, body: Record<string, unknown>, live?: string) {
  const res = await t.post(`${base}/create`, body, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ids[name] = res.body.data.id;
  if (live) expect((await t.post(`${base}/${live}`, { id: ids[name] }, { token: admin })).status).toBe(200);
}

const calendar = (query: Record<string, string>, token = admin) => t.get("/api/resource/calendar", { token, query });
const MAY = { site: "au", from: "2052-05-01", to: "2052-05-31" };

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer] = await Promise.all([t.token("admin"), t.token("viewer")]);
  const banners = "/api/resource/sign/banner/config";
  const popups = "/api/index/popup/config";
  await make(banners, "live", config("May carousel 1", "01", "10"), "enable");
  // waiting at the live one's priority on overlapping days: enabling it would be refused
  await make(banners, "clash", config("May carousel clash", "10", "20"));
  // another priority: another place in the carousel
  await make(banners, "second", config("May carousel 2", "05", "15", { priority: 6 }));
  // another site, and a terminated one: not on au's calendar
  await make(banners, "elsewhere", config("Elsewhere", "05", "15", { site: "ca" }), "enable");
  await make(banners, "stopped", config("Stopped", "05", "15", { priority: 7 }), "terminate");
  // a popup covers the page: at any priority, on overlapping days, one slot
  await make(popups, "popup", config("May popup", "20", "31", { priority: 1 }), "enable");
  await make(popups, "popup2", config("May popup late", "31", "31", { priority: 9 }));
  // next month's: outside the window
  await make(popups, "june", { ...config("June popup", "01", "01"), start_at: "2052-06-01T07:00:00Z", end_at: "2052-06-10T06:59:59Z" });
  // a published daily special of au in May, and a draft one (not shown)
  const [ev] = await t.sql<{ id: number }>(
    `insert into events (kind, site_abbr, currency, name, start_at, end_at, status)
     values ('daily_special', 'au', 'AUD', 'May daily deals', '2052-05-15T07:00:00Z', '2052-05-18T06:59:59Z', 'published') returning id`,
  );
  ids.event = ev.id;
  await t.sql(
    `insert into events (kind, site_abbr, currency, name, start_at, end_at, status)
     values ('daily_special', 'au', 'AUD', 'Draft deals', '2052-05-15T07:00:00Z', '2052-05-18T06:59:59Z', 'draft')`,
  );
  // a reader of share campaigns alone
  await t.sql("insert into roles (name, grants) values ('t-share-reader', '{shared-fission-list}')");
  await t.sql(
    "insert into users (username, display_name, email, role_id, language, active) values ('share_reader', 'Sam Share', 'share_reader@example.com', (select id from roles where name = 't-share-reader'), 'en', true)",
  );
  shareOnly = await t.token("share_reader");
});
afterAll(async () => {
  await t?.close();
});

type Item = {
  kind: string;
  id: number;
  title: string;
  status: string;
  live: boolean;
  clash_with: number[];
  start_at: string;
  end_at: string;
};

describe("GET /api/resource/calendar", () => {
  it("one site's live and waiting records in the window, with the pairs that claim one slot", async () => {
    const res = await calendar(MAY);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.data.items as Item[];
    const mine = items.filter((i) => Object.values(ids).includes(i.id) || i.kind === "daily_special");
    const row = (kind: string, title: string) => mine.find((i) => i.kind === kind && i.title === title);
    expect(row("sign_banner", "May carousel 1")).toMatchObject({
      id: ids.live,
      status: "enabled",
      live: true,
      clash_with: [ids.clash],
      start_at: "2052-05-01T07:00:00.000Z",
      end_at: "2052-05-11T06:59:59.000Z",
    });
    expect(row("sign_banner", "May carousel clash")).toMatchObject({ status: "pending", live: false, clash_with: [ids.live] });
    expect(row("sign_banner", "May carousel 2")).toMatchObject({ status: "pending", clash_with: [] });
    expect(row("sign_banner", "Elsewhere")).toBeUndefined();
    expect(row("sign_banner", "Stopped")).toBeUndefined();
    expect(row("index_popup", "May popup")).toMatchObject({ status: "enabled", clash_with: [ids.popup2] });
    expect(row("index_popup", "May popup late")).toMatchObject({ status: "pending", clash_with: [ids.popup] });
    expect(row("index_popup", "June popup")).toBeUndefined();
    expect(row("daily_special", "May daily deals")).toMatchObject({ id: ids.event, status: "published", live: true });
    expect(row("daily_special", "Draft deals")).toBeUndefined();
    expect(res.body.data.clashes).toEqual(
      expect.arrayContaining([
        { kind: "sign_banner", ids: [ids.live, ids.clash] },
        { kind: "index_popup", ids: [ids.popup, ids.popup2] },
      ]),
    );
  });

  it("a window that ends before the records start shows none of them; the last day counts whole", async () => {
    const april = (await calendar({ site: "au", from: "2052-04-01", to: "2052-04-30" })).body.data.items as Item[];
    expect(april.filter((i) => Object.values(ids).includes(i.id))).toEqual([]);
    // 2052-05-31 US West runs to 2052-06-01T06:59:59Z: the late popup is in a one-day window of that day
    const last = (await calendar({ site: "au", from: "2052-05-31", to: "2052-05-31" })).body.data.items as Item[];
    expect(last.filter((i) => Object.values(ids).includes(i.id)).map((i) => i.title)).toEqual(["May popup", "May popup late"]);
  });

  it("a reader of one kind opens it and sees that kind only; a reader of none is refused", async () => {
    const share = await calendar(MAY, shareOnly);
    expect(share.status).toBe(200);
    expect(new Set((share.body.data.kinds as { kind: string }[]).map((k) => k.kind))).toEqual(new Set(["share_config"]));
    expect((share.body.data.items as Item[]).every((i) => i.kind === "share_config")).toBe(true);
    // the grant expands with the calendar's route
    expect((await t.get("/api/auth/permissions/current", { token: shareOnly })).body.data).toContain("resource-calendar");
    expect((await calendar(MAY, viewer)).status).toBe(403);
  });

  it("refuses a bad site, reversed or too long windows with field errors", async () => {
    const bad = await calendar({ site: "mars", from: "2052-05-01", to: "2052-04-01" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["site"]);
    const reversed = await calendar({ site: "au", from: "2052-05-02", to: "2052-05-01" });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(422);
    expect(reversed.body.data.errors.to).toEqual(["must not be before from"]);
    // 43 days refused, 42 (May 1 to June 11) answered
    const long = await calendar({ site: "au", from: "2052-05-01", to: "2052-06-12" });
    expect(long.body.data.errors.to).toEqual(["at most 42 days"]);
    expect((await calendar({ site: "au", from: "2052-05-01", to: "2052-06-11" })).status).toBe(200);
  });
});
