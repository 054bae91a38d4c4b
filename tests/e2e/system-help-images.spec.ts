import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_URL, E2E_DATA_DIR, expect, signIn, test } from "./fixtures";

// System › help-center-detail: the images inside a process-guidance article's content lose their
// width and height (spec section 5; the API's sanitizer drops them when the article is saved) and
// open in the shared image viewer with JavaScript — without it, the image's link opens the image in
// a new tab. The article is made through the API (a title, a title without 3rd level categories, the
// guidance article below it); the image host is outside this machine, so the test answers for it.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const IMAGE = "https://cdn.example.com/help/measure-waist.png";
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#8ab"/></svg>`;

async function api(token: string, p: string, body: unknown) {
  const res = await fetch(API_URL + p, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  expect(res.status, `${p}: ${json.message}`).toBe(200);
  return json.data;
}

/** A guidance article at level 3 whose content has one image 640 × 480 wide and high; returns its title. */
async function guidanceArticle(tag: string): Promise<string> {
  const token = execFileSync(process.execPath, [path.join(ROOT, "build/server/cli.js"), "token", "admin"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: "utf8",
  }).trim();
  const top = await api(token, "/api/help-center/create", {
    texts: { en: { title: `Sizing ${tag}` } },
    icon: "origin/event/2026/01/help-icon0000000000000.png",
  });
  const mid = await api(token, "/api/help-center/create", {
    parent_id: top.id,
    texts: { en: { title: `Measuring ${tag}` } },
    has_level3: false,
  });
  const title = `Measure the waist ${tag}`;
  const article = await api(token, "/api/help-center/create", {
    parent_id: mid.id,
    texts: {
      en: { title, content: `<p>Hold the tape level.</p><p><img src="${IMAGE}" width="640" height="480" alt="Tape around the waist"></p>` },
    },
    content_format: "guidance",
    associate_sku: false,
    steps: [
      { title: "Find the waist", text: "Above the belly button", image: "origin/event/2026/01/help-step-100000000000.png" },
      { title: "Read the tape", text: "Do not pull it tight", image: "origin/event/2026/01/help-step-200000000000.png" },
    ],
  });
  expect(article).toMatchObject({ level: 3, is_article: true, content_format: "guidance" });
  return title;
}

for (const js of [true, false]) {
  test(`help center: a guidance article's content image has no width or height and opens ${js ? "in the image viewer" : "in a new tab"} (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const title = await guidanceArticle(js ? "JS" : "noJS");
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    await context.route("https://cdn.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: PICTURE }),
    );
    try {
      const page = await context.newPage();
      await signIn(page, "admin");
      await page.goto("/system/help-center");
      await page.getByRole("link", { name: `编辑 ${title}` }).click();
      await expect(page).toHaveURL(/\/system\/help-center-detail\?id=\d+$/);
      // a click before the page's script has loaded is the link's own: a new tab, not the viewer
      if (js) await page.waitForLoadState("networkidle");

      // the saved content as the storefront shows it: the image without its size, in a link to itself
      const content = page.getByTestId("help-content-en");
      await expect(content).toContainText("Hold the tape level.");
      const img = content.getByRole("img", { name: "Tape around the waist" });
      await expect(img).toHaveAttribute("src", IMAGE);
      await expect(img).not.toHaveAttribute("width");
      await expect(img).not.toHaveAttribute("height");
      const link = content.getByRole("link", { name: "Tape around the waist" });
      await expect(link).toHaveAttribute("href", IMAGE);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);

      if (js) {
        await link.click();
        const viewer = page.getByRole("dialog", { name: "图片查看器" });
        await expect(viewer).toBeVisible();
        await expect(viewer).toContainText("第 1 张，共 1 张");
        await expect(viewer.locator("img")).toHaveAttribute("src", IMAGE);
        await expect(viewer.getByRole("link", { name: "下载图片" })).toHaveAttribute("href", IMAGE);
        // the page stays where it was: the viewer is over it, and Escape gives the focus back to the link
        expect(context.pages()).toHaveLength(1);
        await page.keyboard.press("Escape");
        await expect(viewer).toHaveCount(0);
        await expect(link).toBeFocused();
      } else {
        // no viewer without JavaScript: the link opens the image itself in a new tab
        const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
        await tab.waitForLoadState();
        expect(tab.url()).toBe(IMAGE);
        await expect(page.getByRole("dialog", { name: "图片查看器" })).toHaveCount(0);
        await expect(page).toHaveURL(/\/system\/help-center-detail\?id=\d+$/);
      }
    } finally {
      await context.close();
    }
  });
}
