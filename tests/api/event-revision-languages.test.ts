// GET /api/event_revisions/getLanguageEvent?id=<revision>[&language=]: beside a revision's
// figures, the storefront texts of the event it revises (spec section 7 "Labels and events"),
// and the content languages the event has no text in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { inCatalogueFor } from "./catalogue-skus";

let t: TestApi;
let approver: string;
let operator: string;
let viewer: string;
let revisionId: number;
let eventId: number;

beforeAll(async () => {
  t = await startTestApi();
  [approver, operator, viewer] = await Promise.all([t.token("approver"), t.token("operator"), t.token("viewer")]);
  const created = await t.post(
    "/api/event/createDsEvent",
    {
      kind: "daily_special",
      name: "Autumn Knits Daily",
      site: "uk",
      currency: "GBP",
      start_at: "2031-10-01T07:00:00.000Z",
      end_at: "2031-10-08T06:59:59.000Z",
      languages: [
        { language: "en", title: "Autumn Knits", description: "A knit a day" },
        {
          language: "de",
          title: "Herbststrick",
          description: "Jeden Tag ein Strickteil",
        },
      ],
    },
    { token: operator },
  );
  expect(created.status).toBe(200);
  eventId = created.body.data.id;
  const added = await t.post(
    "/api/event/batchSaveFromPool",
    {
      event_id: eventId,
      version: created.body.data.version,
      products: await inCatalogueFor(t, eventId, [{ sku_code: "LANGREV-1", product_name: "Cable Cardigan", price: "20.00", stock: 5 }]),
    },
    { token: operator },
  );
  expect(added.status).toBe(200);
  expect((await t.post("/api/event/changeEventStatus", { id: eventId, status: "publish" }, { token: operator })).status).toBe(200);
  const product = (await t.get(`/api/event/getEventDetail/${eventId}`, { token: operator })).body.data.products.list[0];
  const rev = await t.post(
    "/api/event_revisions/updateRevision",
    {
      event_id: eventId,
      note: "Lower price",
      changes: [{ product_id: product.id, price: "18" }],
    },
    { token: operator },
  );
  expect(rev.status).toBe(200);
  revisionId = rev.body.data.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (query: Record<string, string | number>, token = approver) => t.get("/api/event_revisions/getLanguageEvent", { token, query });

describe("a revision's event in its languages", () => {
  it("gives the revision, its event and every language version, and names the languages without one", async () => {
    const res = await get({ id: revisionId });
    expect(res.status).toBe(200);
    expect(res.body.data.revision).toMatchObject({
      id: revisionId,
      status: "pending",
      created_by: "Olive Operator",
    });
    expect(res.body.data.event).toMatchObject({
      id: eventId,
      kind: "daily_special",
      name: "Autumn Knits Daily",
      site: "uk",
      status: "published",
    });
    expect(res.body.data.languages).toEqual([
      {
        language: "de",
        title: "Herbststrick",
        description: "Jeden Tag ein Strickteil",
      },
      { language: "en", title: "Autumn Knits", description: "A knit a day" },
    ]);
    expect(res.body.data.missing).toEqual(["es", "it", "fr", "pt", "ar"]);
  });

  it("gives one language when asked, still naming the languages the event lacks", async () => {
    const res = await get({ id: revisionId, language: "de" });
    expect(res.status).toBe(200);
    expect(res.body.data.languages).toEqual([
      {
        language: "de",
        title: "Herbststrick",
        description: "Jeden Tag ein Strickteil",
      },
    ]);
    expect(res.body.data.missing).toEqual(["es", "it", "fr", "pt", "ar"]);
    expect((await get({ id: revisionId, language: "fr" })).body.data.languages).toEqual([]);
  });

  it("is for readers of events: the operator reads it, the viewer (System only) is refused", async () => {
    expect((await get({ id: revisionId }, operator)).status).toBe(200);
    expect((await get({ id: revisionId }, viewer)).status).toBe(403);
    expect(
      (
        await t.get("/api/event_revisions/getLanguageEvent", {
          query: { id: revisionId },
        })
      ).status,
    ).toBe(401);
  });

  it("refuses bad input with 422 and an unknown revision with 404", async () => {
    const noId = await get({});
    expect(noId.status).toBe(422);
    expect(noId.body.data.errors).toHaveProperty("id");
    expect((await get({ id: "abc" })).status).toBe(422);
    const lang = await get({ id: revisionId, language: "xx" });
    expect(lang.status).toBe(422);
    expect(lang.body.data.errors.language).toEqual(["must be one of en, es, de, it, fr, pt, ar"]);
    expect((await get({ id: revisionId, extra: 1 })).status).toBe(422);
    expect((await get({ id: 999999 })).status).toBe(404);
  });
});
