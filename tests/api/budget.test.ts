// Budget orders, revisions and codes (spec section 7 "Budget", issue 10): the operator drafts and
// submits, the approver passes or rejects from the examine link the mail carries, repeats change
// nothing, nobody passes their own budget, a revision replaces the passed figures only once passed.
import crypto from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
const tok: Record<string, string> = {};
let marketing = 0;

/** Runs `fn` with the process's time zone at UTC+8 (Node applies a change of TZ at once). */
async function eastOfUtc<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = "Asia/Shanghai";
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

const budget = (over: Record<string, unknown> = {}) => ({
  department_id: marketing,
  site: "ca",
  currency: "CAD",
  purpose: "Fall fleece launch, Canada",
  amount: "12000.50",
  period_start: "2031-09-01",
  period_end: "2031-10-31",
  lines: [
    { item: "Social ads", amount: "7000.25" },
    { item: "Email", amount: "5000.25" },
  ],
  ...over,
});

beforeAll(async () => {
  t = await startTestApi({ env: { CONSOLE_URL: "https://console.example" } });
  for (const u of ["admin", "approver", "operator", "viewer"]) tok[u] = await t.token(u);
  [{ id: marketing }] = await t.sql<{ id: number }>("select id from departments where code = 'marketing'");
  // the approver reads English (every demo account starts in the console's default Chinese): mails per recipient's language
  await t.sql("update users set language = 'en' where username = 'approver'");
});
afterAll(async () => {
  await t?.close();
});

/** The version a record has now: what the approver's page was shown (decisions carry it, issue 39). */
const shown = async (table: "budgets" | "budget_revisions" | "budget_codes", id: number) =>
  (await t.sql<{ version: number }>(`select version from ${table} where id = $1`, [id]))[0]?.version ?? 1;

const create = async (who = "operator", over: Record<string, unknown> = {}) => {
  const res = await t.post("/api/budget/update", budget(over), { token: tok[who] });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.budget as { id: number; code: string; version: number; status: string };
};
const passedBudget = async () => {
  const b = await create("operator", { submit: true });
  expect(
    (await t.post("/api/budget/audit", { id: b.id, version: await shown("budgets", b.id), action: "pass" }, { token: tok.approver })).body
      .data.budget.status,
  ).toBe("passed");
  return b;
};

/** A caller reading Chinese: the API answers in zh to an Accept-Language starting with zh. */
const ZH = { "accept-language": "zh-CN,zh;q=0.9" };
/** The same refused request asked in English and in Chinese. */
async function answers(path: string, body: Record<string, unknown>, who = "operator") {
  const en = await t.post(path, body, { token: tok[who] });
  const zh = await t.post(path, body, { token: tok[who], headers: ZH });
  return { status: en.status, en: en.body.message, zh: zh.body.message, data: en.body.data };
}

describe("budget orders", () => {
  it("operator drafts a budget; lines must add up to the amount exactly", async () => {
    const off = await t.post("/api/budget/update", budget({ amount: "12000.51" }), { token: tok.operator });
    expect(off.status).toBe(422);
    expect(off.body.data.errors.lines).toEqual(["the lines add up to 12000.50, not 12000.51"]);
    const b = await create();
    expect(b).toMatchObject({ status: "draft", amount: "12000.50", currency: "CAD", site: "ca", department: "Marketing" });
    expect(b.code).toMatch(/^BG-\d{4}-\d{4}$/);
  });

  it("bad input is 422 next to its field: money with 3 decimals, an end before the start, a currency the site does not use", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: "1.005" }, "amount", "must be an amount such as 1250.00 (at most 2 decimals)"],
      [{ period_end: "2031-08-01" }, "period_end", "must be on or after the start"],
      [{ lines: [] }, "lines", "needs at least one line"],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.post("/api/budget/update", budget(over), { token: tok.operator });
      expect(res.status).toBe(422);
      expect(res.body.data.errors[field]).toContain(message);
    }
    const cur = await t.post("/api/budget/update", budget({ currency: "GBP" }), { token: tok.operator });
    expect(cur.status).toBe(422);
    expect(cur.body.data.errors.currency).toEqual(["is not a currency of the Canada site"]);
  });

  it("viewer may not read budgets; approver may not create them; operator may not pass them", async () => {
    expect((await t.get("/api/budget/list", { token: tok.viewer })).status).toBe(403);
    expect((await t.post("/api/budget/update", budget(), { token: tok.approver })).status).toBe(403);
    expect(
      (await t.post("/api/budget/audit", { id: 1, version: await shown("budgets", 1), action: "pass" }, { token: tok.operator })).status,
    ).toBe(403);
  });

  it("submit mails the approver (English) and admin (Chinese) the examine link; the approver passes; a second pass changes nothing and says who and when", async () => {
    const b = await create();
    // the API runs in this process: submitted east of UTC, where the pg driver reads a raw `date`
    // as a local-midnight Date, a day early in ISO form (issue 10)
    const sub = await eastOfUtc(() =>
      t.post("/api/budget/update", { ...budget(), id: b.id, version: b.version, submit: true }, { token: tok.operator }),
    );
    expect(sub.body.data.budget.status).toBe("pending");
    const link = `https://console.example/market-tool/budget-detail/${b.id}?type=common_examine`;
    const mails = await t.sql<{ recipient: string; subject: string; links: string[]; body: string }>(
      "select recipient, subject, links, body from mail_outbox where entity = 'budget' and entity_id = $1 order by recipient",
      [String(b.id)],
    );
    expect(mails.map((m) => [m.recipient, m.subject, m.links])).toEqual([
      ["admin@staff.example", `待审核：预算 ${b.code}`, [link]],
      ["approver@staff.example", `Review needed: budget ${b.code}`, [link]],
    ]);
    expect(mails[1].body).toContain("Olive Operator submitted budget");
    expect(mails[1].body).toContain("CAD 12,000.50");
    // the period as entered, whatever the server process's time zone
    expect(mails[1].body).toContain("Marketing · Canada · CAD 12,000.50 · 2031-09-01 – 2031-10-31");
    const pass = await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "pass" },
      { token: tok.approver },
    );
    expect(pass.body.data.review).toMatchObject({ applied: true, state: "passed", by: "Avery Approver" });
    const again = await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "pass" },
      { token: tok.admin },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.review).toEqual({
      applied: false,
      state: "passed",
      by: "Avery Approver",
      at: pass.body.data.review.at,
      reason: "",
    });
    expect(again.body.data.budget.version).toBe(pass.body.data.budget.version);
    // the operator is told, in Chinese, with the link to the record
    const told = await t.sql<{ subject: string; links: string[] }>(
      "select subject, links from mail_outbox where entity_id = $1 and recipient = 'operator@staff.example'",
      [String(b.id)],
    );
    expect(told).toEqual([
      { subject: `预算 ${b.code}：已通过`, links: [`https://console.example/market-tool/budget-detail/${b.id}?type=common`] },
    ]);
    // a reject after the pass is refused, naming the state and who decided it when
    const late = await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "reject", reason: "late" },
      { token: tok.approver },
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      /^Not done: Avery Approver already decided it at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(US West\) — it is now “Passed”, so “Reject” is no longer possible$/,
    );
    const steps = await t.get("/api/budget/ajax_check_logs", { token: tok.operator, query: { id: b.id } });
    expect(steps.body.data.list.map((s: { transition: string; by: string }) => [s.transition, s.by])).toEqual([
      ["pass", "Avery Approver"],
      ["submit", "Olive Operator"],
    ]);
  });

  it("nobody passes their own submission: admin submits, admin's pass is refused", async () => {
    const b = await create("admin", { submit: true });
    const res = await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "pass" },
      { token: tok.admin },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You submitted this for review, so someone else must decide it");
  });

  it("reject needs a reason; the rejected budget is edited and resubmitted; a stale version is 409", async () => {
    const b = await create("operator", { submit: true });
    const none = await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "reject" },
      { token: tok.approver },
    );
    expect(none.status).toBe(422);
    const rej = await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "reject", reason: "Email line too high" },
      { token: tok.approver },
    );
    expect(rej.body.data.budget.status).toBe("rejected");
    const [mail] = await t.sql<{ body: string }>(
      "select body from mail_outbox where entity_id = $1 and recipient = 'operator@staff.example'",
      [String(b.id)],
    );
    expect(mail.body).toContain("原因：\n> Email line too high");
    const stale = await t.post("/api/budget/update", { ...budget(), id: b.id, version: 1 }, { token: tok.operator });
    expect(stale.status).toBe(409);
    const v = rej.body.data.budget.version;
    const again = await t.post(
      "/api/budget/update",
      {
        ...budget({
          amount: "11000.50",
          lines: [
            { item: "Social ads", amount: "7000.25" },
            { item: "Email", amount: "4000.25" },
          ],
        }),
        id: b.id,
        version: v,
        submit: true,
      },
      { token: tok.operator },
    );
    expect(again.body.data.budget).toMatchObject({ status: "pending", amount: "11000.50" });
    // a pending budget is not edited
    const locked = await t.post(
      "/api/budget/update",
      { ...budget(), id: b.id, version: again.body.data.budget.version },
      { token: tok.operator },
    );
    expect(locked.status).toBe(409);
  });

  it("detail of a missing budget is 404; a bad id 422", async () => {
    expect((await t.get("/api/budget/detail/999999", { token: tok.operator })).status).toBe(404);
    expect((await t.get("/api/budget/detail/abc", { token: tok.operator })).status).toBe(422);
  });

  it("list filters by status and keyword; ajax_isocode names a site's currencies", async () => {
    const list = await t.get("/api/budget/list", { token: tok.approver, query: { status: "pending", keyword: "Spring sale" } });
    expect(list.body.data.list.map((r: { purpose: string }) => r.purpose)).toEqual(["Spring sale, United Kingdom"]);
    const iso = await t.get("/api/budget/ajax_isocode", { token: tok.operator, query: { site: "uk" } });
    expect(iso.body.data).toEqual({ site: "uk", currencies: ["GBP"] });
  });
});

describe("revisions", () => {
  it("a revision of a passed budget replaces its figures only when passed; the budget keeps them meanwhile", async () => {
    const b = await create("operator", { submit: true });
    const draftRev = await t.post(
      "/api/budget/revision/post_edit",
      { budget_id: b.id, ...figures("9000.00"), submit: false },
      { token: tok.operator },
    );
    expect(draftRev.status).toBe(409); // not passed yet
    await t.post("/api/budget/audit", { id: b.id, version: await shown("budgets", b.id), action: "pass" }, { token: tok.approver });
    const rev = await t.post(
      "/api/budget/revision/post_edit",
      { budget_id: b.id, ...figures("15000.00"), note: "More social", submit: true },
      { token: tok.operator },
    );
    expect(rev.body.data.revision).toMatchObject({ status: "pending", amount: "15000.00" });
    const rid = rev.body.data.revision.id;
    expect((await t.get(`/api/budget/detail/${b.id}`, { token: tok.operator })).body.data).toMatchObject({
      amount: "12000.50",
      open_revision: { id: rid, status: "pending" },
    });
    const second = await t.post("/api/budget/revision/post_edit", { budget_id: b.id, ...figures("16000.00") }, { token: tok.operator });
    expect(second.status).toBe(409);
    const [mail] = await t.sql<{ links: string[] }>(
      "select links from mail_outbox where entity = 'budget_revision' and entity_id = $1 and recipient = 'approver@staff.example'",
      [String(rid)],
    );
    expect(mail.links).toEqual([`https://console.example/market-tool/budget-detail/${rid}?type=revision_examine`]);
    const [body] = await t.sql<{ body: string }>(
      "select body from mail_outbox where entity = 'budget_revision' and entity_id = $1 and recipient = 'approver@staff.example'",
      [String(rid)],
    );
    expect(body.body).toContain(`Olive Operator submitted budget revision ${b.code} for review.`);
    expect(body.body).toContain("Marketing · Canada · CAD 15,000.00 · 2031-09-01 – 2031-10-31");
    const pass = await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "pass" },
      { token: tok.approver },
    );
    expect(pass.body.data.revision.status).toBe("passed");
    expect((await t.get(`/api/budget/detail/${b.id}`, { token: tok.operator })).body.data).toMatchObject({
      amount: "15000.00",
      open_revision: null,
      passed_revisions: 1,
    });
    // passing again: nothing changes, the budget is not revised twice
    const again = await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "pass" },
      { token: tok.approver },
    );
    expect(again.body.data.review.applied).toBe(false);
    expect(
      await t.sql("select count(*)::int as n from audit_log where entity = 'budget' and entity_id = $1 and action = 'revise'", [
        String(b.id),
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it("a rejected revision leaves the budget's figures as they were, and is corrected and submitted again", async () => {
    const b = await passedBudget();
    const rev = await t.post(
      "/api/budget/revision/post_edit",
      { budget_id: b.id, ...figures("20000.00"), submit: true },
      { token: tok.operator },
    );
    const rid = rev.body.data.revision.id as number;
    const rej = await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "reject", reason: "No plan for the extra" },
      { token: tok.approver },
    );
    expect(rej.body.data.revision.status).toBe("rejected");
    expect((await t.get(`/api/budget/detail/${b.id}`, { token: tok.operator })).body.data.amount).toBe("12000.50");
    const fixed = await t.post(
      "/api/budget/revision/post_edit",
      { budget_id: b.id, id: rid, version: rej.body.data.revision.version, ...figures("16000.00"), submit: true },
      { token: tok.operator },
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.revision).toMatchObject({ id: rid, status: "pending", amount: "16000.00" });
    expect(fixed.body.data.review).toMatchObject({ applied: true, state: "pending", by: "Olive Operator" });
  });
});

describe("revisions: editing, one open at a time, the figures replaced", () => {
  const edit = (body: Record<string, unknown>) => t.post("/api/budget/revision/post_edit", body, { token: tok.operator });

  it("a draft revision is edited against its version, only under its own budget, until it is pending; a second one waits", async () => {
    const b = await create("operator", { submit: true });
    await t.post("/api/budget/audit", { id: b.id, version: await shown("budgets", b.id), action: "pass" }, { token: tok.approver });
    const draft = (await edit({ budget_id: b.id, ...figures("13000.00") })).body.data.revision as {
      id: number;
      version: number;
      status: string;
    };
    expect(draft).toMatchObject({ status: "draft", version: 1, amount: "13000.00" });
    const second = await edit({ budget_id: b.id, ...figures("13500.00") });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(`This budget already has an open revision (#${draft.id}, draft): continue that one`);
    const [other] = await t.sql<{ id: number }>("select id from budgets where status = 'passed' and id <> $1 order by id limit 1", [b.id]);
    expect((await edit({ budget_id: other.id, id: draft.id, version: 1, ...figures("14000.00") })).status).toBe(404);
    const edited = await edit({ budget_id: b.id, id: draft.id, version: 1, ...figures("14000.00"), note: "Bigger" });
    expect(edited.body.data.revision).toMatchObject({
      status: "draft",
      version: 2,
      amount: "14000.00",
      note: "Bigger",
      period_start: "2031-09-01",
      period_end: "2031-10-31",
    });
    expect(edited.body.data.review).toBeNull();
    expect((await edit({ budget_id: b.id, id: draft.id, version: 1, ...figures("14100.00") })).status).toBe(409);
    const logged = await t.sql<{ action: string; amount: string }>(
      "select action, after->>'amount' as amount from audit_log where entity = 'budget_revision' and entity_id = $1 order by id",
      [String(draft.id)],
    );
    expect(logged).toEqual([
      { action: "create", amount: "13000.00" },
      { action: "update", amount: "14000.00" },
    ]);
    const sent = await edit({ budget_id: b.id, id: draft.id, version: 2, ...figures("14000.00"), submit: true });
    expect(sent.body.data.revision.status).toBe("pending");
    expect(sent.body.data.review).toMatchObject({ applied: true, state: "pending" });
    const locked = await edit({ budget_id: b.id, id: draft.id, version: 3, ...figures("15000.00") });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("This revision cannot be edited now: it is pending. Reload to see it.");
  });

  it("a revision refused names, in English and Chinese, the unknown budget, the budget's state, the open revision, the revision's state", async () => {
    const post = "/api/budget/revision/post_edit";
    expect(await answers(post, { budget_id: 999999, ...figures("100.00") })).toEqual({
      status: 422,
      en: "Please check the input (budget_id: is not a known budget)",
      zh: "预算不存在",
      data: { errors: { budget_id: ["is not a known budget"] } },
    });
    const pending = await create("operator", { submit: true });
    expect(await answers(post, { budget_id: pending.id, ...figures("100.00") })).toEqual({
      status: 409,
      en: "Only a passed budget can be revised: this one is pending",
      zh: "只有已通过的预算可以修订：该预算当前为 pending",
      data: { state: "pending" },
    });
    const b = await passedBudget();
    const draft = (await edit({ budget_id: b.id, ...figures("13000.00") })).body.data.revision as { id: number };
    expect(await answers(post, { budget_id: b.id, ...figures("13500.00") })).toEqual({
      status: 409,
      en: `This budget already has an open revision (#${draft.id}, draft): continue that one`,
      zh: `该预算已有未完成的修订（#${draft.id}，draft），请继续处理该修订`,
      data: { revision_id: draft.id, state: "draft" },
    });
    expect(
      (await edit({ budget_id: b.id, id: draft.id, version: 1, ...figures("13000.00"), submit: true })).body.data.revision.status,
    ).toBe("pending");
    expect(await answers(post, { budget_id: b.id, id: draft.id, version: 3, ...figures("14000.00") })).toEqual({
      status: 409,
      en: "This revision cannot be edited now: it is pending. Reload to see it.",
      zh: "该修订当前状态为 pending，不能编辑，请刷新查看。",
      data: { state: "pending" },
    });
  });

  it("an editor without budget-detail's key saves a draft revision but may not submit it", async () => {
    await t.sql("insert into roles (name, grants) values ('budget-editor', '{budget-edit,budget-edit-all-right-btns}')");
    await t.sql(
      "insert into users (username, display_name, email, role_id) values ('editor', 'Eddie Editor', 'editor@staff.example', (select id from roles where name = 'budget-editor'))",
    );
    const editor = { token: await t.token("editor") };
    const b = await passedBudget();
    const draft = await t.post("/api/budget/revision/post_edit", { budget_id: b.id, ...figures("13000.00") }, editor);
    expect(draft.body.data.revision).toMatchObject({ status: "draft", version: 1, created_by_name: "Eddie Editor" });
    const id = draft.body.data.revision.id as number;
    const submit = await t.post(
      "/api/budget/revision/post_edit",
      { budget_id: b.id, id, version: 1, ...figures("13000.00"), submit: true },
      editor,
    );
    expect([submit.status, submit.body.message]).toEqual([403, "You do not have permission to do this"]);
    expect(await t.sql("select status, version from budget_revisions where id = $1", [id])).toEqual([{ status: "draft", version: 1 }]);
  });

  it("a passed revision's purpose, amount, period and lines replace the budget's, logged with the revision; a JPY revision has no decimals", async () => {
    const b = await create("operator", { submit: true });
    await t.post("/api/budget/audit", { id: b.id, version: await shown("budgets", b.id), action: "pass" }, { token: tok.approver });
    const lines = [
      { item: "Social ads", amount: "9000.00" },
      { item: "Print", amount: "1000.00" },
    ];
    const rev = await edit({
      budget_id: b.id,
      purpose: "Winter launch, Canada",
      amount: "10000.00",
      period_start: "2031-11-01",
      period_end: "2032-01-31",
      lines,
      submit: true,
    });
    const rid = rev.body.data.revision.id as number;
    await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "pass" },
      { token: tok.approver },
    );
    expect((await t.get(`/api/budget/detail/${b.id}`, { token: tok.operator })).body.data).toMatchObject({
      purpose: "Winter launch, Canada",
      amount: "10000.00",
      period_start: "2031-11-01",
      period_end: "2032-01-31",
      lines,
    });
    const [revise] = await t.sql<{ revision_id: number; before_amount: string; after_amount: string }>(
      "select (after->>'revision_id')::int as revision_id, before->>'amount' as before_amount, after->>'amount' as after_amount from audit_log where entity = 'budget' and entity_id = $1 and action = 'revise'",
      [String(b.id)],
    );
    expect(revise).toEqual({ revision_id: rid, before_amount: "12000.50", after_amount: "10000.00" });

    const [jpy] = await t.sql<{ id: number }>("select id from budgets where currency = 'JPY' and status = 'passed' order by id limit 1");
    const cents = await edit({
      budget_id: jpy.id,
      purpose: "Pop-up",
      amount: "100.50",
      period_start: "2031-05-01",
      period_end: "2031-05-31",
      lines: [{ item: "Venue", amount: "100.50" }],
    });
    expect(cents.status).toBe(422);
    expect(cents.body.data.errors.amount).toEqual(["JPY has no decimals"]);
    const lineCents = await edit({
      budget_id: jpy.id,
      purpose: "Pop-up",
      amount: "100.00",
      period_start: "2031-05-01",
      period_end: "2031-05-31",
      lines: [
        { item: "Venue", amount: "99.50" },
        { item: "Staff", amount: "0.50" },
      ],
    });
    expect(lineCents.status).toBe(422);
    expect(lineCents.body.data.errors.amount).toEqual(["JPY has no decimals"]);
    const whole = await edit({
      budget_id: jpy.id,
      purpose: "Pop-up",
      amount: "100.00",
      period_start: "2031-05-01",
      period_end: "2031-05-31",
      lines: [{ item: "Venue", amount: "100.00" }],
    });
    expect(whole.body.data.revision).toMatchObject({ status: "draft", amount: "100.00", currency: "JPY" });
  });
});

function figures(amount: string) {
  return {
    purpose: "Fall fleece launch, Canada",
    amount,
    period_start: "2031-09-01",
    period_end: "2031-10-31",
    lines: [{ item: "All", amount }],
  };
}

describe("budget codes", () => {
  it("a code books against a passed budget within its amount, is reviewed, and disabled once passed", async () => {
    const [passed] = await t.sql<{ id: number }>("select id from budgets where status = 'passed' and currency = 'USD' order by id limit 1");
    // the seed's periods follow the calendar year: keep this one running (ended periods: budget-commitment.test.ts)
    await t.sql("update budgets set period_end = '2099-12-31' where id = $1", [passed.id]);
    const over = await t.post(
      "/api/budget/code/post_create",
      { code: "bts-over", name: "Too much", budget_id: passed.id, cap: "50000.01" },
      { token: tok.operator },
    );
    expect(over.status).toBe(422);
    expect(over.body.data.errors.cap).toEqual(["must be at most the budget's USD 50,000.00"]);
    const made = await t.post(
      "/api/budget/code/post_create",
      { code: "bts-test-1", name: "Test code", budget_id: passed.id, cap: "100.00" },
      { token: tok.operator },
    );
    expect(made.body.data).toMatchObject({ code: "BTS-TEST-1", status: "pending" });
    const dup = await t.post(
      "/api/budget/code/post_create",
      { code: "BTS-TEST-1", name: "Again", budget_id: passed.id, cap: "100.00" },
      { token: tok.operator },
    );
    expect(dup.status).toBe(409);
    const id = made.body.data.id;
    expect((await t.post("/api/budget/code/disable", { id }, { token: tok.operator })).status).toBe(409);
    expect((await t.post("/api/budget/code/pass", { id, version: await shown("budget_codes", id) }, { token: tok.operator })).status).toBe(
      403,
    );
    expect(
      (await t.post("/api/budget/code/pass", { id, version: await shown("budget_codes", id) }, { token: tok.approver })).body.data.code
        .status,
    ).toBe("passed");
    expect(
      (await t.post("/api/budget/code/pass", { id, version: await shown("budget_codes", id) }, { token: tok.approver })).body.data.review
        .applied,
    ).toBe(false);
    expect((await t.post("/api/budget/code/disable", { id }, { token: tok.operator })).body.data.code.status).toBe("disabled");
    const draft = await t.sql<{ id: number }>("select id from budgets where status = 'draft' limit 1");
    const onDraft = await t.post(
      "/api/budget/code/post_create",
      { code: "ON-DRAFT", name: "x", budget_id: draft[0].id, cap: "1.00" },
      { token: tok.operator },
    );
    expect(onDraft.status).toBe(409);
  });

  it("a code's budget must exist and be passed, its cap at most the budget's amount (equal is fine); codes are unique; only pending or rejected codes are edited", async () => {
    const b = await create("operator", { submit: true });
    const CREATE = "/api/budget/code/post_create";
    const body = (over: Record<string, unknown>) => ({ code: "cap-rule-1", name: "Cap rule", budget_id: b.id, cap: "12000.50", ...over });
    expect(await answers(CREATE, body({ budget_id: 999999 }))).toEqual({
      status: 422,
      en: "Please check the input (budget_id: is not a known budget)",
      zh: "预算不存在",
      data: { errors: { budget_id: ["is not a known budget"] } },
    });
    expect(await answers(CREATE, body({}))).toEqual({
      status: 409,
      en: "Codes can only book against a passed budget: this one is pending",
      zh: "只有已通过的预算可以创建编码：该预算当前为 pending",
      data: { state: "pending" },
    });
    await t.post("/api/budget/audit", { id: b.id, version: await shown("budgets", b.id), action: "pass" }, { token: tok.approver });
    expect(await answers(CREATE, body({ cap: "12000.51" }))).toEqual({
      status: 422,
      en: "Please check the input (cap: must be at most the budget's CAD 12,000.50)",
      zh: "不能超过预算金额 CAD 12,000.50",
      data: { errors: { cap: ["must be at most the budget's CAD 12,000.50"] } },
    });
    const whole = await t.post(CREATE, body({}), { token: tok.operator });
    expect(whole.body.data).toMatchObject({
      code: "CAP-RULE-1",
      status: "pending",
      cap: "12000.50",
      currency: "CAD",
      budget_id: b.id,
      created_by_name: "Olive Operator",
    });
    const id = whole.body.data.id as number;
    // the duplicate is a field error on code, in the caller's language
    expect(await answers(CREATE, body({ code: "Cap-Rule-1" }))).toEqual({
      status: 409,
      en: "The code CAP-RULE-1 already exists",
      zh: "编码 CAP-RULE-1 已存在",
      data: { errors: { code: ["The code CAP-RULE-1 already exists"] } },
    });
    const zhDup = await t.post(CREATE, body({ code: "Cap-Rule-1" }), { token: tok.operator, headers: ZH });
    expect(zhDup.body.data).toEqual({ errors: { code: ["编码 CAP-RULE-1 已存在"] } });
    expect(await t.sql("select action from audit_log where entity = 'budget_code' and entity_id = $1 order by id", [String(id)])).toEqual([
      { action: "create" },
    ]);
    expect(
      await t.sql("select transition, from_state, to_state, actor_name from review_log where entity = 'budget_code' and entity_id = $1", [
        String(id),
      ]),
    ).toEqual([{ transition: "resubmit", from_state: "new", to_state: "pending", actor_name: "Olive Operator" }]);
    // a pending code edited (within the budget's amount) is submitted again: a second review step, its examiners mailed anew (issue 39)
    const over = await t.post(
      "/api/budget/code/update",
      { id, version: whole.body.data.version, name: "Cap rule", cap: "12000.51" },
      { token: tok.operator },
    );
    expect(over.status).toBe(422);
    const upd = await t.post(
      "/api/budget/code/update",
      { id, version: whole.body.data.version, name: "Cap rule, edited", cap: "500.00" },
      { token: tok.operator },
    );
    expect(upd.body.data).toMatchObject({ code: { status: "pending", name: "Cap rule, edited", cap: "500.00" }, review: null });
    expect(
      await t.sql(
        "select transition, from_state, to_state, actor_name from review_log where entity = 'budget_code' and entity_id = $1 order by id",
        [String(id)],
      ),
    ).toEqual([
      { transition: "resubmit", from_state: "new", to_state: "pending", actor_name: "Olive Operator" },
      { transition: "resubmit", from_state: "pending", to_state: "pending", actor_name: "Olive Operator" },
    ]);
    expect(
      (await t.post("/api/budget/code/update", { id: 999999, version: 1, name: "x", cap: "1.00" }, { token: tok.operator })).status,
    ).toBe(404);
    await t.post("/api/budget/code/pass", { id, version: await shown("budget_codes", id) }, { token: tok.approver });
    expect(await answers("/api/budget/code/update", { id, version: upd.body.data.code.version + 1, name: "Again", cap: "1.00" })).toEqual({
      status: 409,
      en: "This budget code cannot be edited now: it is passed. Reload to see it.",
      zh: "该预算编码当前状态为 passed，不能编辑，请刷新查看。",
      data: { state: "passed" },
    });
    for (const [action, who] of [
      ["pass", "approver"],
      ["disable", "operator"],
    ]) {
      // a decision names the version it was shown (issue 39)
      expect(await answers(`/api/budget/code/${action}`, action === "pass" ? { id: 999999, version: 1 } : { id: 999999 }, who)).toEqual({
        status: 404,
        en: "Budget code not found",
        zh: "预算编码不存在",
        data: null,
      });
    }
  });

  it("a code's detail carries its review steps and its change log each step; a stale edit is 409 with the code as it now stands", async () => {
    const b = await passedBudget();
    const made = await t.post(
      "/api/budget/code/post_create",
      { code: "log-code-1", name: "Log code", budget_id: b.id, cap: "300.00" },
      { token: tok.operator },
    );
    const id = made.body.data.id as number;
    const rej = await t.post(
      "/api/budget/code/reject",
      { id, version: await shown("budget_codes", id), reason: "Cap too high" },
      { token: tok.approver },
    );
    const edit = (version: number) =>
      t.post("/api/budget/code/update", { id, version, name: "Log code, smaller", cap: "200.00" }, { token: tok.operator });
    const stale = await edit(made.body.data.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Someone else saved this record after you opened it. Review their change and save again.");
    expect(stale.body.data.current).toMatchObject({
      id,
      code: "LOG-CODE-1",
      name: "Log code",
      cap: "300.00",
      status: "rejected",
      version: rej.body.data.code.version,
    });
    const fixed = await edit(rej.body.data.code.version);
    expect(fixed.body.data.code).toMatchObject({ status: "pending", name: "Log code, smaller", cap: "200.00" });
    expect(fixed.body.data.review).toMatchObject({ applied: true, state: "pending", by: "Olive Operator" });

    const detail = await t.get(`/api/budget/code/detail/${id}`, { token: tok.operator });
    expect(detail.body.data).toMatchObject({
      id,
      code: "LOG-CODE-1",
      name: "Log code, smaller",
      cap: "200.00",
      currency: "CAD",
      budget_id: b.id,
      status: "pending",
    });
    const stepsOf = (steps: { transition: string; from: string; to: string; by: string; reason: string }[]) =>
      steps.map((s) => [s.transition, s.from, s.to, s.by, s.reason]);
    expect(stepsOf(detail.body.data.review)).toEqual([
      ["resubmit", "rejected", "pending", "Olive Operator", ""],
      ["reject", "pending", "rejected", "Avery Approver", "Cap too high"],
      ["resubmit", "new", "pending", "Olive Operator", ""],
    ]);
    const logs = await t.get("/api/budget/code/ajax_logs", { token: tok.operator, query: { id } });
    expect(logs.body.data.list.map((r: { action: string; actor: string }) => [r.action, r.actor])).toEqual([
      ["resubmit", "Olive Operator"],
      ["update", "Olive Operator"],
      ["reject", "Avery Approver"],
      ["create", "Olive Operator"],
    ]);
    expect(logs.body.data.list[1].before).toMatchObject({ name: "Log code", cap: "300.00", status: "rejected" });
    expect(logs.body.data.list[1].after).toMatchObject({ name: "Log code, smaller", cap: "200.00", status: "rejected" });
    expect((await t.get("/api/budget/code/detail/999999", { token: tok.operator })).status).toBe(404);
  });

  const batchCodes = async (batchId: number) =>
    (
      (await t.get("/api/budget/code/result", { token: tok.operator, query: { batch_id: batchId } })).body.data.codes as { code: string }[]
    ).map((c) => c.code);

  it("a batch makes unique codes without look-alike characters, in review without a mail each: one mail per examiner names the batch; the batch is logged", async () => {
    const [passed] = await t.sql<{ id: number }>("select id from budgets where status = 'passed' and currency = 'USD' order by id limit 1");
    // the seed's periods follow the calendar year: keep this one running (ended periods: budget-commitment.test.ts)
    await t.sql("update budgets set period_end = '2099-12-31' where id = $1", [passed.id]);
    const res = await t.post(
      "/api/budget/code/batch_create",
      { budget_id: passed.id, prefix: "promo", count: 25, cap: "10.00" },
      { token: tok.operator },
    );
    const batch = res.body.data.batch_id as number;
    expect(res.body.data).toEqual({ batch_id: batch, count: 25 });
    const codes = await batchCodes(batch);
    expect(new Set(codes).size).toBe(25);
    for (const c of codes) expect(c).toMatch(/^PROMO-[2-9A-HJKMNP-Z]{8}$/);
    // every code's review starts (25 steps), and the examiners get one mail for the whole batch
    expect(
      await t.sql(
        "select count(*)::int as n from review_log where entity = 'budget_code' and transition = 'resubmit' and entity_id in (select id::text from budget_codes where batch_id = $1)",
        [batch],
      ),
    ).toEqual([{ n: 25 }]);
    const link = `https://console.example/market-tool/budget-list?view=codes&batch_id=${batch}`;
    const mails = await t.sql<{ recipient: string; subject: string; body: string }>(
      "select recipient, subject, body from mail_outbox where entity = 'budget_code' and entity_id in (select id::text from budget_codes where batch_id = $1) order by recipient",
      [batch],
    );
    expect(mails).toEqual([
      {
        recipient: "admin@staff.example",
        subject: "待审核：预算编码 PROMO ×25",
        body: `Olive Operator 提交了预算编码 PROMO ×25，请审核。\nPROMO batch #${batch}\nMarketing · 美国 · USD 10.00\n\n打开记录：\n${link}`,
      },
      {
        recipient: "approver@staff.example",
        subject: "Review needed: budget code PROMO ×25",
        body: `Olive Operator submitted budget code PROMO ×25 for review.\nPROMO batch #${batch}\nMarketing · United States · USD 10.00\n\nOpen the record:\n${link}`,
      },
    ]);
    const logged = await t.sql(
      "select action, actor_name, after->>'prefix' as prefix, (after->>'count')::int as count, (after->>'codes')::int as codes from audit_log where entity = 'budget_code_batch' and entity_id = $1",
      [String(batch)],
    );
    expect(logged).toEqual([{ action: "batch_create", actor_name: "Olive Operator", prefix: "PROMO", count: 25, codes: 25 }]);
  });

  it("a batch draws again a suffix an earlier code already has: still as many unique codes, none the earlier one", async () => {
    const b = await passedBudget();
    const earlier = await t.post(
      "/api/budget/code/post_create",
      { code: "clash-22222222", name: "Earlier code", budget_id: b.id, cap: "5.00" },
      { token: tok.operator },
    );
    expect(earlier.body.data.status).toBe("pending");
    // the suffixes drawn, each byte n giving the alphabet's n-th character ("2", "3", "4", "5"): the
    // first three make the batch, the first is taken; its redraws are one of the batch's own ("3"),
    // the taken one again ("2"), then a free one ("5")
    const fills = [0, 1, 2, 1, 0, 3];
    const real = crypto.randomBytes;
    const draw = vi
      .spyOn(crypto, "randomBytes")
      .mockImplementation(((size: number) =>
        size === 8 && fills.length ? Buffer.alloc(8, fills.shift()) : real(size)) as typeof crypto.randomBytes);
    try {
      const res = await t.post(
        "/api/budget/code/batch_create",
        { budget_id: b.id, prefix: "clash", count: 3, cap: "5.00" },
        { token: tok.operator },
      );
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.count).toBe(3);
      expect(fills).toEqual([]);
      expect((await batchCodes(res.body.data.batch_id)).sort()).toEqual(["CLASH-33333333", "CLASH-44444444", "CLASH-55555555"]);
    } finally {
      draw.mockRestore();
    }
    expect(await t.sql("select name from budget_codes where code = 'CLASH-22222222'")).toEqual([{ name: "Earlier code" }]);
  });

  it("exports the filtered codes as a spreadsheet headed in the caller's language, caps as numbers; readers only", async () => {
    const res = await fetch(`${t.url}/api/budget/code/export?format=xlsx&keyword=BTS-US&status=passed`, {
      headers: { authorization: `Bearer ${tok.approver}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="budget-codes-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet("budget codes")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Code",
      "Name",
      "Budget",
      "Currency",
      "Cap",
      "Status",
      "Created by",
      "Created at (US West)",
    ]);
    // the seed's passed US code (the disabled one and the others are filtered out)
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 7)).toEqual([
      "BTS-US-SOCIAL",
      "Back-to-school paid social",
      "BG-2026-0001",
      "USD",
      20000,
      "passed",
    ]);
    // the cap is a number cell shown with USD's two decimals
    expect(sheet.getCell("E2").numFmt).toBe("0.00");
    const zh = await fetch(`${t.url}/api/budget/code/export?format=xlsx&keyword=BTS-US&status=passed`, {
      headers: { authorization: `Bearer ${tok.approver}`, "accept-language": "zh-CN" },
    });
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(Buffer.from(await zh.arrayBuffer()) as never);
    expect(zhBook.worksheets[0].getRow(1).values).toEqual([
      undefined,
      "预算码",
      "名称",
      "预算",
      "币种",
      "上限",
      "状态",
      "创建人",
      "创建时间（美西）",
    ]);
    expect((await t.get("/api/budget/code/export", { query: { format: "csv" }, token: tok.approver })).status).toBe(422);
    expect((await t.get("/api/budget/code/export", { query: { format: "xlsx" }, token: tok.viewer })).status).toBe(403);
  });
});

// Each review's mails in full (issue 10): the examiners get the record to examine, the submitter the
// decision, with the kind, the name, who, the purpose, the department, site, amount and period
// (a code's: its budget's department and currency, no period) and the reason of a rejection.
describe("review mails", () => {
  const mailsOf = (entity: string, id: number) =>
    t.sql<{ recipient: string; subject: string; body: string }>(
      "select recipient, subject, body from mail_outbox where entity = $1 and entity_id = $2 order by id",
      [entity, String(id)],
    );
  const byRecipient = <T extends { recipient: string }>(rows: T[]) => [...rows].sort((x, y) => x.recipient.localeCompare(y.recipient));
  // the site in the reader's language
  const FIGURES = "Marketing · Canada · CAD 12,000.50 · 2031-09-01 – 2031-10-31";
  const FIGURES_ZH = "Marketing · 加拿大 · CAD 12,000.50 · 2031-09-01 – 2031-10-31";

  it("a budget: the examiners in their languages, the rejection with its reason to the submitter", async () => {
    const b = await create("operator", { submit: true });
    const examine = `https://console.example/market-tool/budget-detail/${b.id}?type=common_examine`;
    expect(byRecipient(await mailsOf("budget", b.id))).toEqual([
      {
        recipient: "admin@staff.example",
        subject: `待审核：预算 ${b.code}`,
        body: `Olive Operator 提交了预算 ${b.code}，请审核。\nFall fleece launch, Canada\n${FIGURES_ZH}\n\n打开记录：\n${examine}`,
      },
      {
        recipient: "approver@staff.example",
        subject: `Review needed: budget ${b.code}`,
        body: `Olive Operator submitted budget ${b.code} for review.\nFall fleece launch, Canada\n${FIGURES}\n\nOpen the record:\n${examine}`,
      },
    ]);
    await t.post(
      "/api/budget/audit",
      { id: b.id, version: await shown("budgets", b.id), action: "reject", reason: "Email line too high" },
      { token: tok.approver },
    );
    expect((await mailsOf("budget", b.id)).slice(2)).toEqual([
      {
        recipient: "operator@staff.example",
        subject: `预算 ${b.code}：已驳回`,
        body: `预算 ${b.code} 已由 Avery Approver 审核，结果：已驳回。\nFall fleece launch, Canada\n${FIGURES_ZH}\n原因：\n> Email line too high\n\n打开记录：\nhttps://console.example/market-tool/budget-detail/${b.id}?type=common`,
      },
    ]);
  });

  it("a revision: named by its budget's code; a rejection needs a reason; the pass is mailed to its submitter", async () => {
    const b = await passedBudget();
    const rev = await t.post(
      "/api/budget/revision/post_edit",
      { budget_id: b.id, ...figures("12000.50"), purpose: "Winter fleece", submit: true },
      { token: tok.operator },
    );
    const rid = rev.body.data.revision.id as number;
    const noReason = await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "reject" },
      { token: tok.approver },
    );
    expect(noReason.status).toBe(422);
    expect(await t.sql("select status from budget_revisions where id = $1", [rid])).toEqual([{ status: "pending" }]);
    // nobody decides their own revision
    expect(
      (
        await t.post(
          "/api/budget/revision/audit",
          { id: rid, version: await shown("budget_revisions", rid), action: "pass" },
          { token: tok.operator },
        )
      ).status,
    ).toBe(403);
    await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "pass" },
      { token: tok.approver },
    );
    expect((await mailsOf("budget_revision", rid)).filter((m) => m.recipient === "operator@staff.example")).toEqual([
      {
        recipient: "operator@staff.example",
        subject: `预算修订 ${b.code}：已通过`,
        body: `预算修订 ${b.code} 已由 Avery Approver 审核，结果：已通过。\nWinter fleece\n${FIGURES_ZH}\n\n打开记录：\nhttps://console.example/market-tool/budget-detail/${rid}?type=revision`,
      },
    ]);
  });

  it("a code: its budget's department and currency; a rejection needs a reason, is mailed, and the corrected code goes back to review", async () => {
    const b = await passedBudget();
    const made = await t.post(
      "/api/budget/code/post_create",
      { code: "mail-code-1", name: "Mail test code", budget_id: b.id, cap: "100.00" },
      { token: tok.operator },
    );
    const id = made.body.data.id as number;
    const link = `https://console.example/market-tool/budget-list?view=codes&code=${id}`;
    expect(byRecipient(await mailsOf("budget_code", id))).toEqual([
      {
        recipient: "admin@staff.example",
        subject: "待审核：预算编码 MAIL-CODE-1",
        body: `Olive Operator 提交了预算编码 MAIL-CODE-1，请审核。\nMail test code\nMarketing · 加拿大 · CAD 100.00\n\n打开记录：\n${link}`,
      },
      {
        recipient: "approver@staff.example",
        subject: "Review needed: budget code MAIL-CODE-1",
        body: `Olive Operator submitted budget code MAIL-CODE-1 for review.\nMail test code\nMarketing · Canada · CAD 100.00\n\nOpen the record:\n${link}`,
      },
    ]);
    expect(
      (await t.post("/api/budget/code/reject", { id, version: await shown("budget_codes", id), reason: "" }, { token: tok.approver }))
        .status,
    ).toBe(422);
    const rej = await t.post(
      "/api/budget/code/reject",
      { id, version: await shown("budget_codes", id), reason: "Too vague" },
      { token: tok.admin },
    );
    expect(rej.body.data.code.status).toBe("rejected");
    expect((await mailsOf("budget_code", id)).slice(2)).toEqual([
      {
        recipient: "operator@staff.example",
        subject: "预算编码 MAIL-CODE-1：已驳回",
        body: `预算编码 MAIL-CODE-1 已由 Ada Admin 审核，结果：已驳回。\nMail test code\nMarketing · 加拿大 · CAD 100.00\n原因：\n> Too vague\n\n打开记录：\n${link}`,
      },
    ]);
    const fixed = await t.post(
      "/api/budget/code/update",
      { id, version: rej.body.data.code.version, name: "Mail test code, fall", cap: "90.00" },
      { token: tok.operator },
    );
    expect(fixed.body.data.code.status).toBe("pending");
    expect(
      byRecipient((await mailsOf("budget_code", id)).slice(3)).map((m) => [m.recipient, m.body.split("\n").slice(0, 3).join(" / ")]),
    ).toEqual([
      [
        "admin@staff.example",
        "Olive Operator 提交了预算编码 MAIL-CODE-1，请审核。 / Mail test code, fall / Marketing · 加拿大 · CAD 90.00",
      ],
      [
        "approver@staff.example",
        "Olive Operator submitted budget code MAIL-CODE-1 for review. / Mail test code, fall / Marketing · Canada · CAD 90.00",
      ],
    ]);
  });
});
