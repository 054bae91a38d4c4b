// No page shows a raw catalog key, in-process: every page the route modules serve (lists, their
// change logs, record and create forms) in zh and en, as the server sends it (the page a browser
// with JavaScript off shows), read from the built console's request handler
// (tests/console/in-process.ts). tests/e2e/raw-keys.spec.ts keeps one page per area in Chromium
// (the same rule over innerText) and the create forms sent with errors; the accessibility pass
// looks for raw keys with JavaScript on in the same visits as its scan.
import { afterAll, beforeAll, expect, test } from "vitest";
import { EVERY_PAGE } from "../e2e/every-page";
import { rawKeysIn } from "../support/raw-key-rule";
import { pageText } from "./page-text";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let consoleApp: InProcessConsole;
beforeAll(async () => {
  consoleApp = await startInProcessConsole();
  // something in the change logs the scan reads (?logs=all): a country currency disabled and
  // enabled again, so audit rows with actions show
  const cookie = await consoleApp.session("admin");
  for (const intent of ["disable", "enable"]) {
    const res = await consoleApp.request("/system/currency-manage-list", { form: { intent, id: "1" }, cookie });
    expect(res.status, intent).toBe(302);
  }
});
afterAll(() => consoleApp?.close());

test("the page text holds what shows and leaves out what never renders", () => {
  const html = `<html><head><title>v.decimals6</title><script>var a = "x.hidden1"</script></head><body><div>Sign in<span>(log.action.enable)</span></div><p hidden>v.hidden2</p><td>汇率：v.range。</td><div style="display: none">v.hidden3</div><template>v.hidden4</template><div>e.g. 1.5 kr. at admin@staff.example</div><noscript>v.noscript</noscript></body></html>`;
  const { title, body } = pageText(html);
  expect(rawKeysIn(`${title}\n${body}`, "/x").sort()).toEqual(["log.action.enable", "v.decimals6", "v.noscript", "v.range"]);
});

for (const lang of ["zh", "en"] as const) {
  test(`no raw key on any page, ${lang}, the server's HTML`, async () => {
    const cookie = await consoleApp.session("admin", lang);
    const found: string[] = [];
    const wrongStatus: string[] = [];
    // issue 40 §7: the heading, the tab and <title> read one title table, so the heading is the
    // <title>'s first part ("<page> - <console>") on every page that has one
    const headingNotTitle: string[] = [];
    for (const url of [...EVERY_PAGE, "/error/404"]) {
      const res = await consoleApp.request(url, { cookie });
      const want = url === "/error/404" ? 404 : 200;
      if (res.status !== want) wrongStatus.push(`${url}: HTTP ${res.status}`);
      const html = await res.text();
      // the document is in the language asked for
      if (!html.includes(`<html lang="${lang === "en" ? "en" : "zh-CN"}"`)) wrongStatus.push(`${url}: not in ${lang}`);
      const { title, body, heading } = pageText(html);
      for (const k of rawKeysIn(`${title}\n${body}`, url)) found.push(`${url}: ${k}`);
      if (heading !== null && url !== "/error/404" && !title.startsWith(`${heading} - `))
        headingNotTitle.push(`${url}: <h1> ${heading} / <title> ${title}`);
    }
    expect(wrongStatus).toEqual([]);
    expect(headingNotTitle).toEqual([]);
    expect(found).toEqual([]);
    expect(EVERY_PAGE.length).toBeGreaterThan(8);
  });
}
