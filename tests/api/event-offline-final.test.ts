// Activity → daily specials and flash sales (issue 41 §10): going offline is final. An offline event
// is never put back on sale — the refusal says so and names the way to sell again, copying — and the
// copy is a new draft with the same time slots and products that can be published on its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inCatalogueFor } from "./catalogue-skus";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
});
afterAll(async () => {
  await t?.close();
});

const SLOTS = [
  { start_at: "2033-05-02T17:00:00.000Z", end_at: "2033-05-02T19:00:00.000Z" },
  { start_at: "2033-05-04T17:00:00.000Z", end_at: "2033-05-04T19:00:00.000Z" },
];
const EVENT = {
  site: "ca",
  currency: "CAD",
  start_at: "2033-05-01T07:00:00.000Z",
  end_at: "2033-05-08T06:59:59.000Z",
  languages: [{ language: "en", title: "Rain boots", description: "" }],
};
const lang = (l: string) => ({ "accept-language": l });
const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const setStatus = (id: number, status: string, l = "en") =>
  t.post("/api/event/changeEventStatus", { id, status }, { token: operator, headers: lang(l) });

/** A published event of the kind with two products, then taken offline. */
async function offlineEvent(kind: "flash_sale" | "daily_special", name: string, skus: string[]) {
  const body = kind === "flash_sale" ? { ...EVENT, kind, name, slots: SLOTS } : { ...EVENT, kind, name };
  const created = await t.post("/api/event/createDsEvent", body, { token: operator });
  expect(created.status).toBe(200);
  const id = created.body.data.id as number;
  const products = await inCatalogueFor(
    t,
    id,
    skus.map((sku_code) => ({ sku_code, price: "5.00", stock: 20 })),
  );
  expect(
    (await t.post("/api/event/batchSaveFromPool", { event_id: id, version: await version(id), products }, { token: operator })).status,
  ).toBe(200);
  expect((await setStatus(id, "publish")).status).toBe(200);
  expect((await setStatus(id, "offline")).body.data.status).toBe("offline");
  return id;
}

describe("going offline is final", () => {
  it("a flash sale taken offline cannot be published again: 409 saying it is final and to copy it, in the caller's language", async () => {
    const id = await offlineEvent("flash_sale", "Rain boots flash", ["OFF-FS-1", "OFF-FS-2"]);
    const en = await setStatus(id, "publish", "en");
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      '"Rain boots flash" is Offline, and going offline is final: copy it to sell again (the copy is a new draft)',
    );
    const zh = await setStatus(id, "publish", "zh-CN");
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe("活动“Rain boots flash”已下线，下线不可撤销：如需再次销售，请复制该活动（复制后为新的草稿）");
    // nothing changed: still offline, no second publish in its log
    const [row] = await t.sql<{ status: string }>("select status from events where id = $1", [id]);
    expect(row.status).toBe("offline");
    const log = await t.get(`/api/event/getEventDetailLog/${id}`, { token: operator });
    expect(log.body.data.list.map((r: { action: string }) => r.action).filter((a: string) => a === "publish")).toHaveLength(1);
    // taking it offline again is a repeat that changes nothing
    const again = await setStatus(id, "offline");
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe("offline");
  });

  it("a daily special follows the same rule", async () => {
    const id = await offlineEvent("daily_special", "Rain boots daily", ["OFF-DS-1"]);
    const res = await setStatus(id, "publish");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '"Rain boots daily" is Offline, and going offline is final: copy it to sell again (the copy is a new draft)',
    );
  });

  it("the way back is a copy: a new draft with the same time slots and products, which publishes", async () => {
    const id = await offlineEvent("flash_sale", "Rain boots flash again", ["OFF-FS-3", "OFF-FS-4"]);
    const copy = await t.post("/api/event/copyEvent", { id }, { token: operator });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ name: "Rain boots flash again (copy)", status: "draft", kind: "flash_sale", product_count: 2 });
    const slots = await t.sql<{ start_at: Date }>("select start_at from event_slots where event_id = $1 order by start_at", [
      copy.body.data.id,
    ]);
    expect(slots.map((s) => s.start_at.toISOString())).toEqual(["2033-05-02T17:00:00.000Z", "2033-05-04T17:00:00.000Z"]);
    const published = await setStatus(copy.body.data.id, "publish");
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe("published");
    // the original stays offline
    expect((await t.sql<{ status: string }>("select status from events where id = $1", [id]))[0].status).toBe("offline");
  });
});
