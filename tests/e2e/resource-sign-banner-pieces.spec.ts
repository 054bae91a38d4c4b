// The shape's pieces a kind opts into (issue 36 §2), on the sign-in page banners, with JavaScript on
// and off: the list goes on by keyset past its first page (?after=, no count), a reader without the
// write key (the approver) opens a banner read-only, and the admin deletes one for good after
// confirming it. 22 banners of a title of their own are made through the API first (a page holds 20).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_URL, CONSOLE_URL, E2E_DATA_DIR, expect, signIn, test } from "./fixtures";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function banners(tag: string) {
  const token = execFileSync(process.execPath, [path.join(ROOT, "build/server/cli.js"), "token", "admin"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: "utf8",
  }).trim();
  for (let i = 0; i < 22; i++) {
    const res = await fetch(`${API_URL}/api/resource/sign/banner/config/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: `${tag} ${String(i).padStart(2, "0")}`,
        site: "au",
        language: "ar",
        // a file of the object store, by its key (issue 39 §6)
        image: "origin/event/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png",
        link_type: 1,
        link_target: "",
        start_at: "2033-03-01T08:00:00Z",
        end_at: "2033-04-01T06:59:59Z",
        // highest first: banner 21 leads, 01 and 00 are left for the second page
        priority: 100 + i,
      }),
    });
    expect(res.status).toBe(200);
  }
}

for (const js of [true, false]) {
  test.describe(`sign-in banner shape pieces with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });
    const tag = js ? "Keyset JS" : "Keyset noJS";

    test("keyset pages, a read-only detail for a reader, delete after confirming", async ({ page, browser, baseURL }) => {
      await banners(tag);
      await page.goto(`/resource/sign/banner-list?title=${encodeURIComponent(tag)}`);
      await signIn(page, "admin");
      const row = (n: string) => page.getByRole("row").filter({ hasText: `${tag} ${n}` });
      await expect(row("21")).toBeVisible();
      await expect(page.getByTestId("page-info")).toHaveText("第 1 / 2 页 · 共 22 条");

      // the next page by cursor: the two lowest priorities, no count, a way back to the first
      await page.getByRole("link", { name: "下一页" }).click();
      await expect(page).toHaveURL(/[?&]after=[\w-]+/);
      await expect(page.getByTestId("page-info")).toHaveText("后续记录，按列表顺序");
      await expect(row("01")).toBeVisible();
      await expect(row("00")).toBeVisible();
      await expect(row("21")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "下一页" })).toHaveCount(0);

      // delete for good: asked first, naming the banner; then gone, with its toast
      await row("00").getByRole("link", { name: "删除" }).click();
      const confirm = page.getByTestId("confirm");
      await expect(confirm).toContainText(`${tag} 00`);
      await confirm.getByRole("button", { name: "确认删除" }).click();
      await expect(page.getByText(`已删除“${tag} 00”`).first()).toBeAttached();
      await expect(row("01")).toBeVisible();
      await expect(row("00")).toHaveCount(0);
      await page.getByRole("link", { name: "第一页" }).click();
      await expect(page.getByTestId("page-info")).toHaveText("第 1 / 2 页 · 共 21 条");

      // the approver reads banners without their key: a view link, and the record read-only
      const reader = await browser.newContext({ javaScriptEnabled: js, baseURL });
      try {
        const rp = await reader.newPage();
        await rp.goto(`/resource/sign/banner-list?title=${encodeURIComponent(`${tag} 21`)}`);
        await signIn(rp, "approver");
        const r = rp.getByRole("row").filter({ hasText: `${tag} 21` });
        await expect(r.getByRole("link", { name: "编辑" })).toHaveCount(0);
        await expect(r.getByRole("link", { name: "删除" })).toHaveCount(0);
        await r.getByRole("link", { name: "查看" }).click();
        await expect(rp).toHaveURL(new RegExp(`${CONSOLE_URL}/resource/sign/banner-detail\\?id=\\d+$`));
        const detail = rp.getByTestId("record-detail");
        await expect(detail).toContainText(`${tag} 21`);
        await expect(detail).toContainText("121");
        await expect(detail).toContainText("澳大利亚");
        await expect(rp.locator("form input[name=title]")).toHaveCount(0);
        await expect(rp.getByRole("button", { name: "保存" })).toHaveCount(0);
      } finally {
        await reader.close();
      }
    });
  });
}
