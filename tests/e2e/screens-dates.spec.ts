// Issue 15 item 14: days are typed and read as YYYY-MM-DD, like the lists, whatever the
// browser's locale; validity periods show days, not seconds.
import { expect, formReady, signIn, test } from "./fixtures";

for (const locale of ["en-US", "de-DE"]) {
  test.describe(`browser locale ${locale}`, () => {
    test.use({ locale });

    test("a validity period typed as YYYY-MM-DD is saved as those days and listed without seconds", async ({ page }) => {
      const [start, end, rate] = locale === "en-US" ? ["2032-03-05", "2032-04-30", "1.6931"] : ["2033-03-05", "2033-04-30", "1.6932"];
      await page.goto("/system/exchange-rate-list/new");
      await signIn(page, "admin");
      const form = page.locator("form#rate-new");
      await formReady(form);
      // a currency the site offers, a rate near its benchmark (NZD 1.66 per USD), a period of its own
      await form.locator("select[name=site]").selectOption("glb");
      await form.locator("select[name=currency]").selectOption("NZD");
      await form.locator("input[name=rate]").fill(rate);
      // typed key by key, as a person copies a day from a list
      await form.locator("input[name=start_date]").pressSequentially(start);
      await form.locator("input[name=end_date]").pressSequentially(end);
      await expect(form.locator("input[name=start_date]")).toHaveValue(start);
      await expect(form.locator("input[name=end_date]")).toHaveValue(end);
      await expect(form.locator("input[name=start_date]")).toHaveAttribute("placeholder", "YYYY-MM-DD");
      await form.locator("input[name=end_date]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("已创建").first()).toBeAttached();

      const filters = page.getByRole("search", { name: "筛选" });
      await filters.locator("input[name=active_on]").pressSequentially(start);
      await filters.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(new RegExp(`active_on=${start}`));
      const row = page.getByRole("row").filter({ hasText: rate });
      await expect(row.getByTestId("period")).toHaveText(`${start} 至 ${end}`);
    });
  });
}
