// A packed list reaches the browser as one JSON text beside nothing else, and both renders — the
// server's from the value itself, the browser's from the text — show the same rows.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { decode, encode } from "turbo-stream";
import { afterEach, describe, expect, it } from "vitest";
import { productRows } from "../../app/features/goods/product-rows.server";
import type { Product } from "../../app/features/goods/types";
import { pack, packRows, usePacked, usePackedRows, type Packed } from "../../app/lib/packed";
import { DOCUMENT_REQUEST, documentFlag } from "../../app/lib/request-id.server";
import { html } from "../../app/ui/html";
import { MarkupRows } from "../../app/ui/Markup";

type Row = { id: number; spu: string; prices: { site: string; min: string }[]; in_pool?: boolean };
const rows: Row[] = [
  { id: 2, spu: "PP0000002", prices: [{ site: "us", min: "12.99" }], in_pool: true },
  { id: 1, spu: "PP0000001 <b>&", prices: [] },
];

function Rows({ list }: { list: Packed<Row[]> }) {
  const value = usePacked(list);
  return createElement(
    "ul",
    null,
    ...value.map((r) =>
      createElement("li", { key: r.id }, `${r.spu} ${r.prices.map((p) => `${p.site} ${p.min}`).join()}${r.in_pool ? " pooled" : ""}`),
    ),
  );
}

async function overTheWire<T>(value: T): Promise<T> {
  const decoded = await decode(encode(value));
  await decoded.done;
  return decoded.value as T;
}

describe("packed loader data", () => {
  it("sends only the JSON text: the encoder sees one string, not the rows", async () => {
    const data = { page: pack(rows), next: 1 };
    const sent = await overTheWire(data);
    expect(sent).toEqual({ page: { packed: JSON.stringify(rows) }, next: 1 });
    expect(Object.keys(sent.page)).toEqual(["packed"]);
  });

  it("renders the same rows on the server (from the value) and in the browser (from the text)", async () => {
    const packed = pack(rows);
    const server = renderToStaticMarkup(createElement(Rows, { list: packed }));
    const browser = renderToStaticMarkup(createElement(Rows, { list: await overTheWire(packed) }));
    expect(server).toBe("<ul><li>PP0000002 us 12.99 pooled</li><li>PP0000001 &lt;b&gt;&amp; </li></ul>");
    expect(browser).toBe(server);
  });
});

describe("rows a table writes as markup (packRows)", () => {
  const rowsHtml = (list: Row[]) => html`${list.map((r) => html`<tr><td>${r.spu}</td></tr>`)}`;
  function Table({ list }: { list: Packed<Row[]> }) {
    const value = usePackedRows(list);
    return createElement("table", null, createElement(MarkupRows, { html: value && rowsHtml(value), served: list }));
  }
  const page = (n: number) =>
    ({
      id: n,
      spu: `PP${n}`,
      name: `Product ${n}`,
      status: "on_sale",
      designer: "Mia Chen",
      image_url: null,
      recommended: false,
      stock: 3,
      updated_at: "2026-11-29T10:00:00Z",
      in_pool: false,
      prices: [{ site: "us", currency: "USD", min: "1.00", max: "2.00", min_minor: 100, max_minor: 200 }],
      extra: "not for the table",
    }) as unknown as Product;
  const request = (flag?: string) =>
    new Request("http://console.local/goods/goods-list", { headers: flag ? { [DOCUMENT_REQUEST]: flag } : {} });

  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it("tells a page's document from a navigation's data by the URL the server was asked for", () => {
    expect(documentFlag("/goods/goods-list?status=draft")).toBe("1");
    expect(documentFlag("/goods/goods-list.data?status=draft")).toBe("0");
    expect(documentFlag("/_root.data")).toBe("0");
    expect(documentFlag("/")).toBe("1");
  });

  it("leaves the rows out of a document's data, and sends them with a navigation's (or when unsure)", async () => {
    const list = { list: [page(2), page(1)], next: 1, prev: null, page_size: 20 };
    const doc = await overTheWire(productRows(list, request("1")));
    expect(doc).toEqual({ page_size: 20, next: 1, prev: null, rowCount: 2, list: { packed: null } });
    for (const flag of ["0", undefined]) {
      const data = await overTheWire(productRows(list, request(flag)));
      expect(data.rowCount).toBe(2);
      const rows = JSON.parse(data.list.packed!) as { spu: string; extra?: string; prices: unknown[] }[];
      expect(rows.map((r) => r.spu)).toEqual(["PP2", "PP1"]);
      expect(rows[0].extra).toBeUndefined();
      expect(rows[0].prices).toEqual([{ site: "us", currency: "USD", min: "1.00", max: "2.00" }]);
    }
  });

  it("draws the rows on the server; in the browser keeps the ones the document came with, until data brings new ones", async () => {
    const server = renderToStaticMarkup(createElement(Table, { list: packRows(rows, true) }));
    const id = /<tbody id="([^"]+)"/.exec(server)?.[1];
    expect(server).toBe(`<table><tbody id="${id}"><tr><td>PP0000002</td></tr><tr><td>PP0000001 &lt;b&gt;&amp;</td></tr></tbody></table>`);

    // the browser: the document's data has no rows; the table's body is read from the page once
    const served = await overTheWire(packRows(rows, true));
    const bodies: Record<string, { innerHTML: string }> = { [id!]: { innerHTML: "<tr><td>as served</td></tr>" } };
    (globalThis as { document?: unknown }).document = { getElementById: (x: string) => bodies[x] ?? null };
    expect(renderToStaticMarkup(createElement(Table, { list: served }))).toBe(
      `<table><tbody id="${id}"><tr><td>as served</td></tr></tbody></table>`,
    );
    // drawn again (the page busy with a form) while the page still holds that data: the same rows
    delete bodies[id!];
    expect(renderToStaticMarkup(createElement(Table, { list: served }))).toBe(
      `<table><tbody id="${id}"><tr><td>as served</td></tr></tbody></table>`,
    );
    // a navigation's data: the rows drawn from it
    const navigated = await overTheWire(packRows([rows[0]], false));
    expect(renderToStaticMarkup(createElement(Table, { list: navigated }))).toBe(
      `<table><tbody id="${id}"><tr><td>PP0000002</td></tr></tbody></table>`,
    );
  });
});
