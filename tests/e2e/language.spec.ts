import { CONSOLE_URL, currentUser, expect, mainMenu, signIn, test, USERS, expectRecordPage, switchLanguage } from "./fixtures";

test("the interface is Chinese by default; English is a choice that sticks until changed back", async ({ page }) => {
  await signIn(page, "admin");
  // default zh, whatever the browser's own language (Playwright's default is en-US)
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("sign-out")).toHaveText("退出登录");
  await expect(mainMenu(page).getByText("系统管理", { exact: true })).toBeVisible();
  await expect(page.getByTestId("lang-zh")).toHaveAttribute("aria-pressed", "true");

  await page.goto("/dashboard/welcome?keep=1");
  await switchLanguage(page, "en");
  // the switch comes back to the same page, query included
  await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome?keep=1`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("sign-out")).toHaveText("Sign out");
  await expect(currentUser(page)).toHaveText(`Signed in as ${USERS.admin.name}`);
  await expect(mainMenu(page).getByText("System management", { exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Exchange rates", exact: true })).toBeVisible();
  await expect(mainMenu(page).getByText("系统管理")).toHaveCount(0);
  await expectRecordPage(page, "Home", `Welcome, ${USERS.admin.name}`);
  await expect(page.getByTestId("lang-en")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveTitle(/Back-office console/);
  // the longer English labels stay on one line each in the top bar at a laptop's width
  for (const id of ["current-user", "sign-out", "lang-en"]) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.height, `${id} wraps in the top bar`).toBeLessThan(32);
  }

  // survives a reload
  await page.reload();
  await expect(page.getByTestId("sign-out")).toHaveText("Sign out");
  await expect(mainMenu(page).getByText("System management", { exact: true })).toBeVisible();

  // survives signing out and in again
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/login?reason=signed-out`);
  await expect(page.getByText("You have signed out.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with SSO" })).toBeVisible();
  await signIn(page, "admin");
  await expect(page.getByTestId("sign-out")).toHaveText("Sign out");
  await expect(mainMenu(page).getByText("System management", { exact: true })).toBeVisible();

  // and back to Chinese
  await switchLanguage(page, "zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("sign-out")).toHaveText("退出登录");
  await expect(currentUser(page)).toHaveText(`当前用户：${USERS.admin.name}`);
  await expect(mainMenu(page).getByText("系统管理", { exact: true })).toBeVisible();
  await expect(mainMenu(page).getByText("System management")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("sign-out")).toHaveText("退出登录");
});
