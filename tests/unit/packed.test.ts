// A packed list reaches the browser as one JSON text beside nothing else, and both renders — the
// server's from the value itself, the browser's from the text — show the same rows.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { pack, usePacked, type Packed } from "../../app/lib/packed";

type Row = { id: number; spu: string; prices: { site: string; min: string }[]; in_pool?: boolean };
const rows: Row[] = [
  { id: 2, spu: "PP0000002", prices: [{ site: "us", min: "12.99" }], in_pool: true },
  { id: 1, spu: "PP0000001 <b>&", prices: [] },
];

function Rows({ list }: { list: Packed<Row[]> }) {
  const value = usePacked(list);
  return createElement("ul", null, ...value.map((r) => createElement("li", { key: r.id }, `${r.spu} ${r.prices.map((p) => `${p.site} ${p.min}`).join()}${r.in_pool ? " pooled" : ""}`)));
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
