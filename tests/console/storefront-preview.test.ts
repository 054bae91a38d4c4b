// Issue 38: a storefront config's form previews its image at the storefront's size — the box the
// storefront shows it in, the picture cropped to it — as the server sends the page (no script needed).
import { afterAll, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
let cookie: string;
beforeAll(async () => {
  app = await startInProcessConsole();
  cookie = await app.session("admin", "en");
});
afterAll(() => app?.close());

async function previewOf(path: string) {
  const html = await (await app.request(path, { cookie })).text();
  const figure = html.match(/<figure class="console-storefront"[^]*?<\/figure>/)?.[0] ?? "";
  const img = figure.match(/<img [^>]*>/)?.[0] ?? "";
  return {
    width: img.match(/ width="(\d+)"/)?.[1],
    height: img.match(/ height="(\d+)"/)?.[1],
    ratio: img.match(/aspect-ratio:\s*([\d ./]+)/)?.[1]?.trim(),
    caption: figure.match(/<figcaption>([^<]*)<\/figcaption>/)?.[1],
  };
}

const firstId = async (table: string) =>
  (await app.api.sql<{ id: number }>(`select id from ${table} where image is not null order by id limit 1`))[0].id;

test("a sign-in banner's image in the carousel's box, 343 × 128", async () => {
  expect(await previewOf(`/resource/sign/banner-detail?id=${await firstId("sign_banners")}`)).toEqual({
    width: "343",
    height: "128",
    ratio: "343 / 128",
    caption: "As the storefront shows it: 343 × 128 px on a phone",
  });
});

test("an opening-screen ad fills the phone's screen, drawn smaller and saying so", async () => {
  expect(await previewOf(`/resource/screen-advertisement/detail?id=${await firstId("opening_ads")}`)).toEqual({
    width: "148",
    height: "320",
    ratio: "375 / 812",
    caption: "As the storefront shows it: 375 × 812 px on a phone (drawn at 39%)",
  });
});

test("a new banner's form has no picture yet, so no preview", async () => {
  const html = await (await app.request("/resource/sign/banner-detail", { cookie })).text();
  expect(html).not.toContain("console-storefront");
});
