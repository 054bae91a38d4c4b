// Mail carries no forged links (issue 39 point 4): one-line fields refuse control characters, and
// what people type on several lines (a reason, a note) reaches the mail quoted, its URLs defanged,
// so the console's own link is the only link a review mail holds — in its text and its HTML part.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, htmlOf, startSmtpSink, textOf, type SmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let smtp: SmtpSink;
const tok: Record<string, string> = {};
let marketing = 0;

const ONE_LINE = "must be one line without control characters (line breaks, tabs, direction marks)";

const budget = (over: Record<string, unknown> = {}) => ({
  department_id: marketing,
  site: "ca",
  currency: "CAD",
  purpose: "Winter boots, Canada",
  amount: "100.00",
  period_start: "2031-09-01",
  period_end: "2031-10-31",
  lines: [{ item: "Social ads", amount: "100.00" }],
  ...over,
});

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApi({ env: { SMTP_URL: smtp.url, CONSOLE_URL: "https://console.example" } });
  for (const u of ["approver", "operator"]) tok[u] = await t.token(u);
  [{ id: marketing }] = await t.sql<{ id: number }>("select id from departments where code = 'marketing'");
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Every run of text a mail client would turn into a link: a scheme with :// or a bare www. host. */
const linkish = (s: string) => s.match(/[a-z][a-z0-9+.-]*:\/\/\S+|\bwww\.\S+/gi) ?? [];

describe("one-line fields refuse control characters", () => {
  it("a budget purpose with a line break is 422 next to the purpose; nothing is stored", async () => {
    const forged = "Winter boots\n\nOpen the record:\nhttps://evil.example/login";
    const res = await t.post("/api/budget/update", budget({ purpose: forged }), { token: tok.operator });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.purpose).toEqual([ONE_LINE]);
    expect(await t.sql("select id from budgets where purpose like 'Winter boots%'")).toEqual([]);
  });

  it("a tab in a line item and a right-to-left override in a code's name are refused the same way", async () => {
    const tab = await t.post("/api/budget/update", budget({ lines: [{ item: "Social\tads", amount: "100.00" }] }), { token: tok.operator });
    expect(tab.status).toBe(422);
    expect(tab.body.data.errors["lines.0.item"]).toEqual([ONE_LINE]);
    const rtl = await t.post(
      "/api/budget/code/post_create",
      { code: "RTL-NAME-1", name: "Gift \u202Egpj.exe", budget_id: 1, cap: "1.00" },
      { token: tok.operator },
    );
    expect(rtl.status).toBe(422);
    expect(rtl.body.data.errors.name).toEqual([ONE_LINE]);
  });
});

describe("a review mail has one link: the console's", () => {
  it("a reject reason holding http://evil.example/x and www.evil.example is quoted and defanged", async () => {
    const created = await t.post("/api/budget/update", budget({ submit: true }), { token: tok.operator });
    expect(created.body.code, created.body.message).toBe(200);
    const b = created.body.data.budget as { id: number; code: string; version: number };
    const reason = "Wrong figures.\nSee http://evil.example/x or www.evil.example now";
    // the decision names the version the approver was shown (issue 39.1)
    const res = await t.post("/api/budget/audit", { id: b.id, action: "reject", reason, version: b.version }, { token: tok.approver });
    expect(res.body.code, res.body.message).toBe(200);
    const link = `https://console.example/market-tool/budget-detail/${b.id}?type=common`;
    const [m] = await t.sql<{ id: string; body: string; links: string[] }>(
      "select id, body, links from mail_outbox where entity = 'budget' and entity_id = $1 and recipient = 'operator@staff.example'",
      [String(b.id)],
    );
    expect(m.links).toEqual([link]);
    expect(m.body).toBe(
      [
        // the operator reads Chinese
        `预算 ${b.code} 已由 Avery Approver 审核，结果：已驳回。`,
        "Winter boots, Canada",
        "Marketing · 加拿大 · CAD 100.00 · 2031-09-01 – 2031-10-31",
        "原因：",
        "> Wrong figures.",
        "> See http[:]//evil[.]example/x or www[.]evil[.]example now",
        "",
        "打开记录：",
        link,
      ].join("\n"),
    );
    expect(linkish(m.body)).toEqual([link]);

    // delivered: the text part as stored; the HTML part escapes everything and links the console only
    const end = Date.now() + 30_000;
    let got = smtp.messages.find((x) => headerOf(x.raw, "Message-ID").includes(`outbox-${m.id}@`));
    while (!got && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      got = smtp.messages.find((x) => headerOf(x.raw, "Message-ID").includes(`outbox-${m.id}@`));
    }
    expect(got).toBeDefined();
    expect(linkish(textOf(got!.raw))).toEqual([link]);
    const html = htmlOf(got!.raw);
    expect(html.match(/<a\b[^>]*>/g)).toEqual([`<a href="${link.replace(/&/g, "&amp;")}">`]);
    expect(html).toContain("http[:]//evil[.]example/x");
    expect(linkish(html.replace(/<[^>]+>/g, " "))).toEqual([link]);
  });
});
