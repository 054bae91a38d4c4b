// Resource › hot words (/resource/hotWord/setting): one site and language's words reordered with the
// keyboard alone and saved as one batch sort — with JavaScript (a handle moved by the arrow keys) and
// without (positions typed, Enter saves).
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

const words = (page: Page) => page.locator(".console-hotword-list li .console-hotword-word");

test.describe("hot words with JavaScript on", () => {
  test("a word's handle moved up with the arrow keys, the order saved once", async ({ page }) => {
    await page.goto("/resource/hotWord/setting?site=us&language=es");
    await signIn(page, "admin");
    await expect(words(page)).toHaveText(["vestidos de niña", "pijamas", "ropa de bebé"]);
    await page.getByRole("button", { name: /移动“ropa de bebé”/ }).focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("“ropa de bebé”现在是第 1 位，共 3 个")).toBeAttached();
    // the handle keeps the focus as its word moves
    await expect(page.getByRole("button", { name: /移动“ropa de bebé”，当前第 1 位/ })).toBeFocused();
    await expect(words(page)).toHaveText(["ropa de bebé", "vestidos de niña", "pijamas"]);
    await page.keyboard.press("Tab");
    await page.getByRole("button", { name: "保存顺序" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("已保存 3 个热词的顺序").first()).toBeAttached();
    await page.reload();
    await expect(words(page)).toHaveText(["ropa de bebé", "vestidos de niña", "pijamas"]);
  });
});

test.describe("hot words with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("positions typed with the keyboard, Enter saves the order", async ({ page }) => {
    await page.goto("/resource/hotWord/setting?site=de&language=de");
    await signIn(page, "admin");
    await expect(words(page)).toHaveText(["Familienoutfits", "Schlafanzüge"]);
    await page.getByLabel("“Schlafanzüge”的位置").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("1");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByLabel("“Familienoutfits”的位置")).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(page.getByText("已保存 2 个热词的顺序").first()).toBeAttached();
    await expect(words(page)).toHaveText(["Schlafanzüge", "Familienoutfits"]);
  });
});
