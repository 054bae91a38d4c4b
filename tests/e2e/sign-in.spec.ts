import {
  API_URL,
  CONSOLE_URL,
  currentUser,
  expect,
  idTokenFor,
  loginUrlFor,
  sessionCookie,
  signIn,
  SSO_BUTTON,
  test,
  USERS,
  expectRecordPage,
} from "./fixtures";

test.describe("sign-in and sign-out", () => {
  test("signing in through the SSO page lands on the home page with the user's name and counts", async ({ page }) => {
    await page.goto("/");
    // signed out: the root sends the browser to sign in, remembering the home page
    await expect(page).toHaveURL(loginUrlFor("/dashboard/welcome"));
    await expect(page.getByRole("button", { name: "使用 SSO 登录" })).toBeVisible();

    await page.getByRole("button", { name: "使用 SSO 登录" }).click();
    // the identity provider's own page, on the API's origin
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/sso/interaction/[\\w-]+$`));
    await page.locator("#username").fill("admin");
    await page.locator("#password").fill("wrong");
    await page.getByRole("button", { name: "登录 · Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("用户名或密码错误 · Wrong username or password");
    await expect(page.locator("#username")).toHaveValue("admin");
    await page.locator("#password").fill("demo");
    await page.getByRole("button", { name: "登录 · Sign in" }).click();

    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.admin.name}`);
    await expectRecordPage(page, "首页", `欢迎，${USERS.admin.name}`);
    await expect(page.getByTestId("count-taskToBeUpdateStatusNum")).toHaveText("0");
    await expect(page.getByTestId("count-subSelectionToBeCheckStatusCount")).toHaveText("0");
    await expect(page).toHaveTitle(/首页/);
  });

  test("a deep link to the home page keeps its query through the sign-in", async ({ page }) => {
    const target = "/dashboard/welcome?x=1";
    await page.goto(target);
    await expect(page).toHaveURL(loginUrlFor(target));
    await signIn(page, "viewer");
    await expect(page).toHaveURL(CONSOLE_URL + target);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.viewer.name}`);
  });

  test("a deep link into a System screen keeps its query through the sign-in", async ({ page }) => {
    const target = "/system/exchange-rate-list?site=us";
    await page.goto(target);
    await expect(page).toHaveURL(loginUrlFor(target));
    await signIn(page, "admin");
    await expect(page).toHaveURL(CONSOLE_URL + target);
    await expect(page).toHaveTitle(/汇率管理/);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.admin.name}`);
  });

  test("sign-out is a form post, and afterwards protected pages send the browser to sign in", async ({ page }) => {
    await signIn(page, "operator");
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.operator.name}`);

    const signOut = page.getByTestId("sign-out");
    await expect(signOut).toHaveText("退出登录");
    const form = page.locator("form", { has: signOut });
    await expect(form).toHaveAttribute("method", /^post$/i);
    await expect(form).toHaveAttribute("action", "/logout");

    // a link or a prefetch (a GET) to /logout must not sign anybody out
    await page.goto("/logout");
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.operator.name}`);

    await signOut.click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/login?reason=signed-out`);
    await expect(page.getByText("您已退出登录。", { exact: true })).toBeVisible();

    await page.goto("/dashboard/welcome");
    await expect(page).toHaveURL(loginUrlFor("/dashboard/welcome"));
    await expect(currentUser(page)).toHaveCount(0);

    // the sign-on's own session ended too: the next sign-in at this browser asks for the password
    await page.getByRole("button", { name: SSO_BUTTON }).click();
    await expect(page.locator("#password")).toBeVisible();
  });

  test("a token revoked on the server sends the user to sign in again, back to the same page", async ({ page, context }) => {
    await signIn(page, "viewer");
    await expect(currentUser(page)).toBeVisible();
    // keep the signed-in session cookie (httpOnly: the page's scripts cannot see it)
    const stolen = await sessionCookie(context);

    // signing out revokes the API token on the server and clears the cookie in the browser ...
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/login?reason=signed-out`);
    expect((await context.cookies(CONSOLE_URL)).some((c) => c.name === "__console_session")).toBe(false);

    // ... so putting the old cookie back must not sign anybody in: its token is dead
    await context.addCookies([stolen]);
    const target = "/dashboard/welcome?from=expired";
    await page.goto(target);
    await expect(page).toHaveURL(loginUrlFor(target, "expired"));
    await expect(page.getByText("认证失效，请重新登陆！", { exact: true })).toBeVisible();
    await expect(currentUser(page)).toHaveCount(0);
    // the dead session was cleared, not kept around
    const after = (await context.cookies(CONSOLE_URL)).find((c) => c.name === "__console_session");
    expect(after?.value ?? "").not.toBe(stolen.value);

    // signing in again returns to the page the user was on
    await signIn(page, "viewer");
    await expect(page).toHaveURL(CONSOLE_URL + target);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.viewer.name}`);
  });

  test("/openApp with a token the sign-on refuses shows an error page, not the console", async ({ page }) => {
    await page.goto("/openApp?token=garbage-token&redirectTo=%2Fdashboard%2Fwelcome");
    await expect(page).toHaveURL(/\/openApp\?/);
    await expect(page.getByRole("heading", { name: "无法打开控制台" })).toBeVisible();
    await expect(page.getByText("嵌入页面传入的令牌无效，请在上级页面重新登录。")).toBeVisible();
    await expect(currentUser(page)).toHaveCount(0);
    // and nothing was signed in on the way
    await page.goto("/dashboard/welcome");
    await expect(page).toHaveURL(loginUrlFor("/dashboard/welcome"));
  });

  test("openApp with a sign-on token from the embedding frame signs in and lands on the asked page", async ({ page, playwright }) => {
    const request = await playwright.request.newContext();
    const token = await idTokenFor(request, "viewer");
    await request.dispose();
    await page.goto(`/openApp?token=${encodeURIComponent(token)}&redirectTo=${encodeURIComponent("/system/currency-manage-list?site=de")}`);
    await expect(page).toHaveURL(`${CONSOLE_URL}/system/currency-manage-list?site=de`);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.viewer.name}`);
    await expect(page.getByRole("row").filter({ hasText: "Germany" })).toBeVisible();
    // an off-site redirectTo is not followed
    const again = await playwright.request.newContext();
    const second = await idTokenFor(again, "viewer");
    await again.dispose();
    await page.goto(`/openApp?token=${encodeURIComponent(second)}&redirectTo=${encodeURIComponent("//evil.example/x")}`);
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
  });
});
