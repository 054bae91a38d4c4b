const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// The page that ends the sign-on session after the console signed out (RP-initiated logout).
// With JavaScript it submits itself; without, the person presses the button.
export function logoutPage(opts: { form: string; nonce: string }): string {
  const form = opts.form.replace("</form>", '<input type="hidden" name="logout" value="yes"></form>');
  return `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>退出登录 · Signing out</title>
<style>
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Microsoft YaHei",sans-serif;background:#f1f1f1;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:32px;width:340px}
h1{font-size:20px;margin:0 0 12px}p{color:#616161;margin:0 0 20px;font-size:14px}
button{width:100%;padding:10px;border:0;border-radius:8px;background:#303030;color:#fff;font-size:14px;cursor:pointer}
</style></head><body><main>
<h1>退出统一登录 · Sign out of the sign-on</h1>
<p>您已退出控制台。请确认同时退出统一登录。· You signed out of the console; confirm to end the sign-on session too.</p>
${form}
<button type="submit" form="op.logoutForm">退出 · Sign out</button>
</main>
<script nonce="${esc(opts.nonce)}">document.getElementById("op.logoutForm").submit();</script>
</body></html>`;
}

// The embedded sign-on's login form: plain HTML, works without JavaScript, both interface languages.
export function loginPage(opts: { action: string; error?: string; username?: string; demo: boolean }): string {
  return `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>统一登录 · Staff sign-on</title>
<style>
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Microsoft YaHei",sans-serif;background:#f1f1f1;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:32px;width:340px}
h1{font-size:20px;margin:0 0 4px}p{color:#616161;margin:0 0 20px;font-size:14px}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #8a8a8a;border-radius:8px;font-size:14px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:8px;background:#303030;color:#fff;font-size:14px;cursor:pointer}
.err{background:#fee9e8;color:#8e1f0b;padding:8px 10px;border-radius:8px;font-size:13px;margin-bottom:8px}
.demo{font-size:12px;color:#616161;margin-top:16px}
</style></head><body><main>
<h1>统一登录 · Staff sign-on</h1>
<p>请使用员工账号登录 · Sign in with your staff account</p>
${opts.error ? `<div class="err" role="alert">${esc(opts.error)}</div>` : ""}
<form method="post" action="${esc(opts.action)}" autocomplete="off">
<label for="username">用户名 · Username</label>
<input id="username" name="username" required autofocus value="${esc(opts.username ?? "")}">
<label for="password">密码 · Password</label>
<input id="password" name="password" type="password" required>
<button type="submit">登录 · Sign in</button>
</form>
${opts.demo ? `<div class="demo">演示账号 · Demo accounts: admin, approver, operator, viewer</div>` : ""}
</main></body></html>`;
}

/** "try again in N minutes", both languages, for a wait in seconds. */
export function tryAgainIn(seconds: number): { zh: string; en: string } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return { zh: `请 ${minutes} 分钟后再试`, en: `try again in ${minutes} minute${minutes === 1 ? "" : "s"}` };
}

/** A page of the sign-on that only says something (and links back to the console's sign-in). */
export function messagePage(opts: { title: string; message: string; consoleUrl: string }): string {
  return `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(opts.title)}</title>
<style>
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Microsoft YaHei",sans-serif;background:#f1f1f1;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:32px;width:340px}
h1{font-size:20px;margin:0 0 12px}p{color:#616161;margin:0 0 20px;font-size:14px}a{color:#005bd3}
</style></head><body><main>
<h1>${esc(opts.title)}</h1>
<p>${esc(opts.message)}</p>
<p><a href="${esc(opts.consoleUrl)}/login">返回登录 · Back to sign-in</a></p>
</main></body></html>`;
}

/** The answer to a client that started too many sign-ins: a page, in both languages. */
export function tooManyRequestsPage(seconds: number, consoleUrl: string): string {
  const wait = tryAgainIn(seconds);
  return messagePage({
    title: "登录请求过于频繁 · Too many sign-in requests",
    message: `此地址的登录请求过多，${wait.zh}。 · Too many sign-in requests from this address; ${wait.en}.`,
    consoleUrl,
  });
}
