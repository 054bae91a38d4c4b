// System › translation-manage: the language library's list (keyset pages A→Z, filters), detail,
// create, versioned update, change log, and the payouts list (spec section 7, translate payout).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
let operator: string;
const P = "/api/config/translate";

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer, operator] = await Promise.all([t.token("admin"), t.token("viewer"), t.token("operator")]);
  await t.sql("delete from translations");
  await t.sql(
    `insert into translations (key, module, text_en, text_fr, text_ar) values
       ('account.sign_in', 'account', 'Sign in', 'Se connecter', 'تسجيل الدخول'),
       ('cart.empty', 'cart', 'Your cart is empty', '', 'سلة التسوق فارغة'),
       ('cart.remove', 'cart', 'Remove', 'Supprimer', ''),
       ('checkout.pay_now', 'checkout', 'Pay now', '', ''),
       ('order.track', 'order', 'Track order', 'Suivre la commande', 'تتبع الطلب')`,
  );
});
afterAll(async () => {
  await t?.close();
});

const keys = (r: { body: { data: { list: { key: string }[] } } }) => r.body.data.list.map((x) => x.key);

describe("list", () => {
  it("pages A→Z by key with next and previous cursors, never counting the table", async () => {
    const first = await t.get(`${P}/list`, { token: viewer, query: { page_size: 20 } });
    expect(first.status).toBe(200);
    expect(keys(first)).toEqual(["account.sign_in", "cart.empty", "cart.remove", "checkout.pay_now", "order.track"]);
    expect(first.body.data).toMatchObject({ next: null, prev: null, page_size: 20 });
    expect(first.body.data).not.toHaveProperty("total");
    await t.sql(
      "insert into translations (key, module, text_en) select 'zz.k' || lpad(g::text, 3, '0'), 'common', 'Z ' || g from generate_series(1, 20) g",
    );
    const p1 = await t.get(`${P}/list`, { token: viewer, query: { page_size: 20 } });
    expect(p1.body.data.next).toBe("zz.k015");
    expect(p1.body.data.prev).toBeNull();
    const p2 = await t.get(`${P}/list`, { token: viewer, query: { page_size: 20, after: "zz.k015" } });
    expect(keys(p2)).toEqual(["zz.k016", "zz.k017", "zz.k018", "zz.k019", "zz.k020"]);
    expect(p2.body.data).toMatchObject({ next: null, prev: "zz.k016" });
    const back = await t.get(`${P}/list`, { token: viewer, query: { page_size: 20, before: "zz.k016" } });
    expect(keys(back)).toEqual(keys(p1));
    await t.sql("delete from translations where key like 'zz.%'");
  });

  it("filters by module, by a language still missing, and searches key prefixes and English words", async () => {
    expect(keys(await t.get(`${P}/list`, { token: viewer, query: { module: "cart" } }))).toEqual(["cart.empty", "cart.remove"]);
    expect(keys(await t.get(`${P}/list`, { token: viewer, query: { missing: "fr" } }))).toEqual(["cart.empty", "checkout.pay_now"]);
    expect(keys(await t.get(`${P}/list`, { token: viewer, query: { missing: "ar", module: "cart" } }))).toEqual(["cart.remove"]);
    expect(keys(await t.get(`${P}/list`, { token: viewer, query: { search: "CART." } }))).toEqual(["cart.empty", "cart.remove"]);
    expect(keys(await t.get(`${P}/list`, { token: viewer, query: { search: "order" } }))).toEqual(["order.track"]);
    expect(keys(await t.get(`${P}/list`, { token: viewer, query: { search: "100%" } }))).toEqual([]);
  });

  it("refuses unknown filters and values with field errors", async () => {
    const r = await t.get(`${P}/list`, { token: viewer, query: { missing: "zh", module: "shoes", page_size: 30 } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.data.errors).sort()).toEqual(["missing", "module", "page_size"]);
    expect(r.body.data.errors.missing).toEqual(["must be one of en, es, de, it, fr, pt, ar"]);
    expect((await t.get(`${P}/list`, { token: viewer, query: { after: "a", before: "b" } })).status).toBe(422);
  });

  it("is for those who may open the language library", async () => {
    expect((await t.get(`${P}/list`, { token: operator })).status).toBe(403);
    expect((await t.get(`${P}/list`)).status).toBe(401);
  });
});

describe("detail, create, update", () => {
  it("shows one text; an unknown id is not found", async () => {
    const [{ id }] = await t.sql<{ id: number }>("select id from translations where key = 'cart.empty'");
    const r = await t.get(`${P}/detail`, { token: viewer, query: { id } });
    expect(r.body.data).toMatchObject({
      id,
      key: "cart.empty",
      module: "cart",
      text_en: "Your cart is empty",
      text_ar: "سلة التسوق فارغة",
      version: 1,
    });
    expect((await t.get(`${P}/detail`, { token: viewer, query: { id: 999999 } })).status).toBe(404);
  });

  it("creates a text with a new key; a key taken is a conflict; bad keys are refused", async () => {
    const body = { key: "product.size_guide", module: "product", text_en: "Size guide", text_de: "Größentabelle" };
    const r = await t.post(`${P}/create`, body, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ ...body, text_fr: "", version: 1, updated_by: "Ada Admin" });
    const again = await t.post(`${P}/create`, body, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.data.errors.key).toEqual(["The key product.size_guide already exists"]);
    const bad = await t.post(`${P}/create`, { key: "Size Guide", module: "product" }, { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.key).toEqual(["must be lower-case words joined by . _ or - (checkout.pay_now)"]);
    const long = await t.post(`${P}/create`, { key: "a.b", module: "product", text_en: "x".repeat(2001) }, { token: admin });
    expect(long.body.data.errors.text_en).toEqual(["must be at most 2000 characters"]);
    expect((await t.post(`${P}/create`, body, { token: viewer })).status).toBe(403);
  });

  it("updates with the version loaded; a stale save is a conflict showing the current text; both are logged once", async () => {
    const [{ id }] = await t.sql<{ id: number }>("select id from translations where key = 'checkout.pay_now'");
    const ok = await t.post(
      `${P}/update`,
      { id, version: 1, key: "checkout.pay_now", module: "checkout", text_en: "Pay now", text_fr: "Payer maintenant" },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ version: 2, text_fr: "Payer maintenant", text_ar: "" });
    const stale = await t.post(
      `${P}/update`,
      { id, version: 1, key: "checkout.pay_now", module: "checkout", text_en: "Pay", text_fr: "" },
      { token: admin },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ version: 2, text_fr: "Payer maintenant" });
    const log = await t.get(`${P}/logs`, { token: viewer, query: { entity: "translation", entity_id: id } });
    expect(log.body.data.list).toHaveLength(1);
    expect(log.body.data.list[0]).toMatchObject({
      action: "update",
      actor_name: "Ada Admin",
      before: { text_fr: "" },
      after: { text_fr: "Payer maintenant" },
    });
    const [{ id: other }] = await t.sql<{ id: number }>("select id from translations where key = 'cart.remove'");
    const taken = await t.post(`${P}/update`, { id: other, version: 1, key: "checkout.pay_now", module: "cart" }, { token: admin });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors.key).toEqual(["The key checkout.pay_now already exists"]);
    expect((await t.post(`${P}/update`, { id: 999999, version: 1, key: "cart.x", module: "cart" }, { token: admin })).status).toBe(404);
  });
});

describe("payouts", () => {
  it("lists payouts newest month first, filtered by month and language, amounts in minor units with their currency", async () => {
    await t.sql("delete from translation_payouts");
    await t.sql(
      `insert into translation_payouts (translator, language, period, words, amount_minor, currency) values
         ('Marie Dupont', 'fr', '2026-09', 1000, 4000, 'EUR'), ('Hans Weber', 'de', '2026-10', 2000, 8050, 'EUR')`,
    );
    const all = await t.get(`${P}/payouts`, { token: viewer });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((p: { translator: string }) => p.translator)).toEqual(["Hans Weber", "Marie Dupont"]);
    expect(all.body.data.list[0]).toMatchObject({ amount_minor: "8050", currency: "EUR", words: 2000, period: "2026-10" });
    const fr = await t.get(`${P}/payouts`, { token: viewer, query: { language: "fr", period: "2026-09" } });
    expect(fr.body.data.list.map((p: { translator: string }) => p.translator)).toEqual(["Marie Dupont"]);
    expect((await t.get(`${P}/payouts`, { token: viewer, query: { period: "2026-13" } })).status).toBe(422);
  });
});
