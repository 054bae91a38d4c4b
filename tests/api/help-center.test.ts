// System › help-center (and contact us, the same tree shape): four levels, the spec's nine
// messages word for word, sanitized HTML, cascade delete with the number of entries that go.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
const H = "/api/help-center";

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer] = await Promise.all([t.token("admin"), t.token("viewer")]);
  await t.sql("delete from help_entries");
});
afterAll(async () => {
  await t?.close();
});

const en = (title: string, more: Record<string, string> = {}) => ({ en: { title, ...more } });
const create = (body: Record<string, unknown>, token = admin) => t.post(`${H}/create`, body, { token });
const steps2 = [
  { title: "Open your order", text: "Go to My orders", image: "origin/event/2026/01/1000000000000000000000.png" },
  { title: "Choose the items", text: "Tick the items", image: "origin/event/2026/01/2000000000000000000000.jpg" },
];

describe("a tree four levels deep", () => {
  let l1: number, l2: number, l3: number, l4: number;

  it("level 1 needs an icon in a supported format; its title is unique whatever the case", async () => {
    const noIcon = await create({ texts: en("Orders") });
    expect(noIcon.status).toBe(422);
    expect(noIcon.body.data.errors).toEqual({ icon: ["Please upload an icon"] });
    const webp = await create({ texts: en("Orders"), icon: "origin/event/2026/01/orders0000000000000000.webp" });
    expect(webp.body.data.errors).toEqual({ icon: ["Unsupported image format"] });
    const ok = await create({
      texts: { ...en("Orders"), ar: { title: "الطلبات" } },
      icon: "origin/event/2026/01/orders0000000000000000.png",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ level: 1, parent_id: null, is_article: false, updated_by: "Ada Admin" });
    l1 = ok.body.data.id;
    const dup = await create({ texts: en("ORDERS"), icon: "origin/event/2026/01/o000000000000000000000.png" });
    expect(dup.status).toBe(422);
    expect(dup.body.data.errors).toEqual({ "texts.en.title": ["Duplicate title"] });
  });

  it("an icon names a file of the console's store: an outside host or a script address is refused, nothing written", async () => {
    for (const icon of ["https://cdn.elsewhere.example/icon.png", "javascript:alert(1)//.png"]) {
      const r = await create({ texts: en("Outside icon"), icon });
      expect(r.status, icon).toBe(422);
      expect(r.body.data.errors, icon).toEqual({ icon: ["Choose a file uploaded through the console"] });
    }
    expect(await t.sql("select 1 from help_entries where texts->'en'->>'title' = 'Outside icon'")).toEqual([]);
  });

  it("level 2 must say whether 3rd level categories follow", async () => {
    const r = await create({ parent_id: l1, texts: en("Returns") });
    expect(r.body.data.errors).toEqual({ has_level3: ["Must choose whether it has 3rd level categories"] });
    const ok = await create({ parent_id: l1, texts: en("Returns"), has_level3: true });
    expect(ok.body.data).toMatchObject({ level: 2, is_article: false, has_level3: true });
    l2 = ok.body.data.id;
  });

  it("level 3 below categories is a title; level 4 is an article with the guidance rules", async () => {
    const l3r = await create({ parent_id: l2, texts: en("Refunds") });
    expect(l3r.body.data).toMatchObject({ level: 3, is_article: false });
    l3 = l3r.body.data.id;
    const bare = await create({
      parent_id: l3,
      texts: en("How do I get a refund?"),
      content_format: "guidance",
      steps: [{ title: "Open", text: "", image: "origin/event/2026/01/1000000000000000000000.gif" }],
    });
    expect(bare.status).toBe(422);
    expect(bare.body.data.errors).toEqual({
      associate_sku: ["Must choose whether it has SKU option"],
      steps: ["Step 1 and Step 2 are required"],
      "steps.0.text": ["Words are required"],
    });
    const steps = await create({
      parent_id: l3,
      texts: en("How do I get a refund?"),
      content_format: "guidance_tiled",
      associate_sku: false,
      steps: [
        { title: "", text: "Open it", image: "origin/event/2026/01/1000000000000000000000.png" },
        { title: "Pick", text: "Tick", image: "" },
        { title: "Send", text: "Post it", image: "https://cdn.example/3.bmp" },
      ],
    });
    expect(steps.body.data.errors).toEqual({
      "steps.0.title": ["step title is required"],
      "steps.1.image": ["Picture is required"],
      "steps.2.image": ["Unsupported image format"],
    });
    const ok = await create({
      parent_id: l3,
      texts: en("How do I get a refund?", {
        content:
          '<p>Start here <img src="https://cdn.example/i.png" width="300" height="200" onerror="alert(1)"></p><script>alert(2)</script>',
      }),
      content_format: "guidance",
      associate_sku: true,
      show_email: true,
      steps: [...steps2, { title: "", text: "", image: "" }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      level: 4,
      is_article: true,
      content_format: "guidance",
      associate_sku: true,
      show_email: true,
      // a stored key is answered as the store's address
      steps: steps2.map((st) => ({ ...st, image: `${t.config.storage.publicUrl}/${st.image}` })),
    });
    expect(ok.body.data.texts.en.content).toBe('<p>Start here <img src="https://cdn.example/i.png" /></p>');
    l4 = ok.body.data.id;
  });

  it("nothing goes below level 4 or below an article", async () => {
    const r = await create({ parent_id: l4, texts: en("Too deep") });
    expect(r.status).toBe(422);
    expect(r.body.data.errors.parent_id).toEqual([
      "Entries cannot be added below this one (at most 4 levels; articles have no entries below them)",
    ]);
  });

  it("a graphic article needs words; level 3 below a title without categories is an article", async () => {
    const l2b = (await create({ parent_id: l1, texts: en("Shipping"), has_level3: false })).body.data.id;
    const empty = await create({ parent_id: l2b, texts: en("Delivery times"), content_format: "graphic", associate_sku: false });
    expect(empty.body.data.errors).toEqual({ "texts.en.content": ["Words are required"] });
    const ok = await create({
      parent_id: l2b,
      texts: en("Delivery times", { content: '<p><img src="https://cdn.example/map.png" width="600" height="400"> 7–12 days</p>' }),
      content_format: "graphic",
      associate_sku: false,
      top_faq: true,
    });
    expect(ok.body.data).toMatchObject({ level: 3, is_article: true, top_faq: true });
    // graphic content keeps its image sizes; only guidance content loses them
    expect(ok.body.data.texts.en.content).toBe('<p><img src="https://cdn.example/map.png" width="600" height="400" /> 7–12 days</p>');
  });

  it("the tree lists every entry by level and order; the detail says how many entries a delete removes", async () => {
    const tree = await t.get(`${H}/tree`, { token: viewer });
    expect(tree.body.data.map((e: { title: string; level: number }) => `${e.level} ${e.title}`)).toEqual([
      "1 Orders",
      "2 Returns",
      "2 Shipping",
      "3 Refunds",
      "3 Delivery times",
      "4 How do I get a refund?",
    ]);
    expect(tree.body.data[0].languages).toEqual(["ar", "en"]);
    const d = await t.get(`${H}/detail`, { token: viewer, query: { id: l2 } });
    expect(d.body.data).toMatchObject({ id: l2, delete_count: 3 });
    expect(d.body.data.path.map((p: { title: string }) => p.title)).toEqual(["Orders", "Returns"]);
    expect((await t.get(`${H}/detail`, { token: viewer, query: { id: 999999 } })).status).toBe(404);
  });

  it("updates with the version; a stale save is a conflict", async () => {
    const d = (await t.get(`${H}/detail`, { token: admin, query: { id: l3 } })).body.data;
    const body = { id: l3, version: d.version, texts: { ...en("Refunds & credits"), zh: { title: "退款" } }, sort: 5 };
    const ok = await t.post(`${H}/update`, body, { token: admin });
    expect(ok.body.data).toMatchObject({ version: d.version + 1, sort: 5 });
    const stale = await t.post(`${H}/update`, body, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.texts.en.title).toBe("Refunds & credits");
    const flip = await t.post(`${H}/update`, { id: l2, version: 1, texts: en("Returns"), has_level3: false }, { token: admin });
    expect(flip.status).toBe(409);
  });

  it("deleting level 2 removes its level 3 and 4; a second delete changes nothing; one log row", async () => {
    expect((await t.post(`${H}/delete`, { id: l2 }, { token: viewer })).status).toBe(403);
    const del = await t.post(`${H}/delete`, { id: l2 }, { token: admin });
    expect(del.body.data).toEqual({ id: l2, deleted: 3, title: "Returns" });
    expect(await t.sql("select id from help_entries where id = any($1)", [[l2, l3, l4]])).toEqual([]);
    expect((await t.post(`${H}/delete`, { id: l2 }, { token: admin })).body.data).toEqual({ id: l2, deleted: 0 });
    const log = await t.get(`${H}/logs`, { token: viewer, query: { entity: "help_entry", entity_id: l2 } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["delete", "create"]);
    expect(log.body.data.list[0].before.deleted_entries).toBe(3);
  });
});

describe("contact us", () => {
  it("is two levels: titles, then articles; the help center's entries are not its own", async () => {
    const top = await t.post("/api/contact-us/create", { texts: en("Orders & shipping") }, { token: admin });
    expect(top.body.data).toMatchObject({ level: 1, section: "contact" });
    const art = await t.post(
      "/api/contact-us/create",
      {
        parent_id: top.body.data.id,
        texts: en("Where is my order?", { content: "<p>Tell us</p>" }),
        content_format: "graphic",
        associate_sku: false,
        show_order_no: true,
      },
      { token: admin },
    );
    expect(art.body.data).toMatchObject({ level: 2, is_article: true, show_order_no: true });
    const [{ id: helpId }] = await t.sql<{ id: number }>("select id from help_entries where section = 'help' limit 1");
    expect((await t.get("/api/contact-us/detail", { token: admin, query: { id: helpId } })).status).toBe(404);
    expect((await t.post("/api/contact-us/create", { parent_id: helpId, texts: en("x") }, { token: admin })).status).toBe(422);
  });
});
