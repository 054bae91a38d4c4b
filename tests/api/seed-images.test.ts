// The demo seed's pictures load offline: no seed record names a host other than the object
// store's, and the pictures the API answers with are PNGs the store serves (local disk here).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;

beforeAll(async () => {
  // a fixed port, so the store's public address (PUBLIC_API_URL/uploads) is this API's own
  t = await startTestApi({ fixedPort: true });
  admin = await t.token("admin");
});
afterAll(async () => {
  await t?.close();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchImage(url: string) {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    bytes: [...new Uint8Array(await res.arrayBuffer())],
  };
}

describe("seed pictures", () => {
  it("no seeded record names a host other than the object store's (or the console's, in mail links)", async () => {
    const storage = t.config.storage;
    const storeHost = new URL(storage.publicUrl ?? "http://none").host;
    expect(storage.driver).toBe("local");
    const columns = await t.sql<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const hosts = new Map<string, string>();
    for (const { table_name, column_name } of columns) {
      const rows = await t.sql<{ v: string }>(
        `select "${column_name}"::text as v from "${table_name}" where "${column_name}"::text ~* 'https?://'`,
      );
      for (const { v } of rows) {
        for (const m of v.matchAll(/https?:\/\/([A-Za-z0-9.-]+(?::\d+)?)/gi)) hosts.set(m[1].toLowerCase(), `${table_name}.${column_name}`);
      }
    }
    // mail in the outbox links to the console itself: one of this project's own hosts too
    const own = new Set([storeHost, new URL(t.config.consoleUrl).host]);
    const outside = [...hosts].filter(([host]) => !own.has(host));
    expect(outside).toEqual([]);
  });

  it("the product list, a product's pictures and a help article's steps answer with PNGs the store serves", async () => {
    const row = (
      await t.get("/api/product/paginate", {
        token: admin,
        query: { keyword: "PP0000040" },
      })
    ).body.data.list[0];
    expect(row.image_url.startsWith(`${t.url}/uploads/origin/event/`)).toBe(true);
    const main = await fetchImage(row.image_url);
    expect(main.status).toBe(200);
    expect(main.type).toBe("image/png");
    expect(main.bytes.slice(0, 8)).toEqual(PNG_SIGNATURE);

    const images = (await t.get("/api/product/images/40", { token: admin })).body.data as { url: string; main: boolean }[];
    expect(images).toHaveLength(3);
    expect(images[0]).toEqual({ url: row.image_url, main: true });
    for (const img of images) expect((await fetchImage(img.url)).status).toBe(200);
    // three different pictures: main, detail, lookbook
    expect(new Set(images.map((i) => i.url)).size).toBe(3);

    const [article] = await t.sql<{ id: number }>(
      "select id from help_entries where section = 'help' and content_format = 'guidance' and jsonb_array_length(steps) = 3 limit 1",
    );
    const detail = (
      await t.get("/api/help-center/detail", {
        token: admin,
        query: { id: article.id },
      })
    ).body.data;
    expect(detail.steps).toHaveLength(3);
    for (const step of detail.steps) {
      expect(step.image.startsWith(`${t.url}/uploads/`)).toBe(true);
      expect((await fetchImage(step.image)).status).toBe(200);
    }
  });

  it("products of one colour share its pictures and the colours differ", async () => {
    // product n's SKUs are in colour n % 8 (seed-goods.ts): 1 and 9 match, 1 and 2 do not
    const image = async (id: number) => (await t.get(`/api/product/show/${id}`, { token: admin })).body.data.image_url as string;
    const [one, two, nine] = await Promise.all([image(1), image(2), image(9)]);
    expect(one).toBe(nine);
    expect(one).not.toBe(two);
  });
});
