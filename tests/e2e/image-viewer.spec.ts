import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, hydrated, signIn, test, switchLanguage } from "./fixtures";

// The shared image viewer (spec section 2 "Shared image viewer", section 6 "Lightbox") on a
// product's pictures: goods-edit?id=40 shows PP0000040's three images (main, detail, lookbook).
// The viewer's fitting and zoom are checked on a known size: the test answers for the seed's
// pictures (on the object store) with an 1200 × 800 SVG.
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#8ab"/><rect width="300" height="200" fill="#c33"/></svg>`;

/** a seed picture's address: on the object store (the API's /uploads here), by a key made from its bytes */
const SEED_PICTURE = /^http:\/\/localhost:\d+\/uploads\/origin\/event\/2026\/01\/[A-Za-z0-9_-]{22}\.png$/;

async function pictures(page: Page) {
  await page.route("**/uploads/origin/**", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: PICTURE }));
}

/** a pointer press and release on the viewer's stage, as a finger would make them */
async function swipe(page: Page, from: [number, number], to: [number, number]) {
  await page.getByTestId("lightbox-stage").evaluate(
    (el, [a, b]) => {
      const at = (type: string, [x, y]: number[]) =>
        el.dispatchEvent(
          new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 7, pointerType: "touch", button: 0, isPrimary: true }),
        );
      at("pointerdown", a);
      at("pointermove", b);
      at("pointerup", b);
    },
    [from, to] as const,
  );
}

test("the image viewer: previous and next, rotate, flip, zoom, swipes, double tap, Escape, focus kept inside", async ({ page }) => {
  await pictures(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await signIn(page, "admin");
  await page.goto("/goods/goods-edit?id=40");
  await hydrated(page);
  const viewer = page.getByRole("dialog", { name: "图片查看器" });
  const picture = viewer.locator("img");

  await page.getByRole("link", { name: "PP0000040 的主图" }).click();
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText("第 1 张，共 3 张");
  await expect(viewer.getByRole("button", { name: "关闭查看器（Esc）" })).toBeFocused();
  await expect(viewer.getByRole("button", { name: "上一张（左方向键）" })).toBeDisabled();

  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("第 2 张，共 3 张");
  await viewer.getByRole("button", { name: "向右旋转" }).click();
  await viewer.getByRole("button", { name: "水平翻转" }).click();
  await viewer.getByRole("button", { name: "放大" }).click();
  await expect(picture).toHaveAttribute("style", /scale\(-1, 1\) rotate\(90deg\) scale\(1\.5\)/);
  await expect(viewer).toContainText("缩放 150%");
  await viewer.getByRole("button", { name: "1:1 还原：取消缩放、旋转和翻转" }).click();
  await expect(picture).toHaveAttribute("style", /scale\(1, 1\) rotate\(0deg\) scale\(1\)/);
  // the next photo starts unrotated and unzoomed; at the last one "next" is disabled
  await viewer.getByRole("button", { name: "向左旋转" }).click();
  await viewer.getByRole("button", { name: "下一张（右方向键）" }).click();
  await expect(viewer).toContainText("第 3 张，共 3 张");
  await expect(picture).toHaveAttribute("style", /rotate\(0deg\) scale\(1\)/);
  await expect(viewer.getByRole("button", { name: "下一张（右方向键）" })).toBeDisabled();
  await expect(viewer.getByRole("link", { name: "下载图片" })).toHaveAttribute("href", SEED_PICTURE);

  // swipes: 39 px does nothing, 40 px to the right goes back one; a double tap zooms to 2 and back
  await swipe(page, [640, 400], [679, 400]);
  await expect(viewer).toContainText("第 3 张，共 3 张");
  await swipe(page, [640, 400], [680, 400]);
  await expect(viewer).toContainText("第 2 张，共 3 张");
  await swipe(page, [640, 400], [640, 400]);
  await swipe(page, [640, 400], [640, 400]);
  await expect(viewer).toContainText("缩放 200%");
  // zoomed, a drag pans instead of changing the photo or closing
  await swipe(page, [640, 400], [440, 400]);
  await expect(viewer).toContainText("第 2 张，共 3 张");
  await expect(picture).toHaveAttribute("style", /translate\(-200px, 0px\)/);
  await swipe(page, [640, 400], [640, 400]);
  await swipe(page, [640, 400], [640, 400]);
  await expect(viewer).toContainText("缩放 100%");

  // Tab goes round inside the viewer
  for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
  expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  const violations = await axe(page).include(".console-lightbox").analyze();
  expect(violations.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Escape closes and gives focus back to the thumbnail of the photo last shown
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("link", { name: "PP0000040 的第 2 张图片" })).toBeFocused();

  // a vertical swipe over 14 % of the screen's height (800 px: 112 px) closes; 100 px does not
  await page.getByRole("link", { name: "PP0000040 的主图" }).click();
  await swipe(page, [640, 300], [640, 400]);
  await expect(viewer).toBeVisible();
  await swipe(page, [640, 300], [640, 413]);
  await expect(viewer).toBeHidden();
});

test("the image viewer in English", async ({ page }) => {
  await pictures(page);
  await page.goto("/login");
  await signIn(page, "admin");
  await switchLanguage(page, "en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/goods/goods-edit?id=40");
  await hydrated(page);
  await page.getByRole("link", { name: "Image 3 of PP0000040" }).click();
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer).toContainText("3 of 3");
  // the keys are the viewer's once it has taken the focus, as in the zh journey above
  await expect(viewer.getByRole("button", { name: "Close the viewer (Escape)" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText("2 of 3");
  await viewer.getByRole("button", { name: "Close the viewer (Escape)" }).click();
  await expect(viewer).toBeHidden();
});

test("without JavaScript a thumbnail opens the picture in a new tab", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await context.route("**/uploads/origin/**", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: PICTURE }));
    await page.goto("/login");
    await signIn(page, "admin");
    await page.goto("/goods/goods-edit?id=40");
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: "PP0000040 的主图" }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(SEED_PICTURE);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } finally {
    await context.close();
  }
});
