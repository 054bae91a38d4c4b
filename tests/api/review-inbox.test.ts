// Approvers' inbox and batch decisions (issue 41 §7, §8 and the review items of its Minor list):
// - the home page's inbox names, per reviewed kind the caller examines, how many records wait for
//   their decision (never ones they made), each with the list filtered to them;
// - a code batch (or its ticked codes) is passed or rejected in one decision: all or nothing, each
//   code bound to the version the approver saw, a maker's own codes refused by name, one mail per
//   maker; a repeat changes nothing and says who decided;
// - a stale tab's decision on a record decided since names who decided it and when;
// - lists tell the caller which rows are theirs (no "examine" on them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
const tok: Record<string, string> = {};
let marketing = 0;
const ZH = { "accept-language": "zh-CN,zh;q=0.9" };
const US_WEST_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

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

async function ok(path: string, body: Record<string, unknown>, who: string) {
  const res = await t.post(path, body, { token: tok[who] });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

const budgetBody = (over: Record<string, unknown> = {}) => ({
  department_id: marketing,
  site: "ca",
  currency: "CAD",
  purpose: "Inbox test budget",
  amount: "1000.00",
  period_start: "2032-11-01",
  period_end: "2032-12-31",
  lines: [{ item: "Ads", amount: "1000.00" }],
  ...over,
});

async function passedBudget(amount = "1000.00") {
  const { budget } = await ok("/api/budget/update", budgetBody({ amount, lines: [{ item: "Ads", amount }], submit: true }), "operator");
  await ok("/api/budget/audit", { id: budget.id, action: "pass", version: budget.version }, "approver");
  return budget.id as number;
}

async function batch(who: string, budgetId: number, prefix: string, count: number, cap: string) {
  const made = await ok("/api/budget/code/batch_create", { budget_id: budgetId, prefix, count, cap }, who);
  const result = (await t.get(`/api/budget/code/result?batch_id=${made.batch_id}`, { token: tok.approver })).body.data;
  return { id: made.batch_id as number, codes: result.codes as { id: number; code: string; name: string; version: number; cap: string }[] };
}

const inbox = async (who: string) =>
  (await t.get("/api/dashboard/inbox", { token: tok[who] })).body.data.list as {
    kind: string;
    title: { zh: string; en: string };
    count: number;
    list: string;
  }[];
const countOf = async (who: string, kind: string) => (await inbox(who)).find((l) => l.kind === kind)?.count;

describe("the approvers' inbox", () => {
  it("names every reviewed kind the approver examines, with its title and filtered list; the viewer and the operator examine none", async () => {
    const lines = await inbox("approver");
    expect(lines.map(({ kind, title, list }) => ({ kind, title, list }))).toEqual(
      expect.arrayContaining([
        { kind: "budget", title: { zh: "预算", en: "Budgets" }, list: "/market-tool/budget-list?status=pending" },
        {
          kind: "budget_revision",
          title: { zh: "预算修订", en: "Budget revisions" },
          list: "/market-tool/budget-list?revision=pending",
        },
        {
          kind: "budget_code",
          title: { zh: "预算编码", en: "Budget codes" },
          list: "/market-tool/budget-list?view=codes&status=pending",
        },
        {
          kind: "event_revision:daily_special",
          title: { zh: "每日特价修订", en: "Daily special revisions" },
          list: "/activity/daily-specials-revisions?status=pending",
        },
        {
          kind: "event_revision:flash_sale",
          title: { zh: "限时抢购修订", en: "Flash sale revisions" },
          list: "/activity/flash-sale",
        },
        {
          kind: "address_change",
          title: { zh: "地址格式变更", en: "Address format changes" },
          list: "/system/address?status=pending",
        },
      ]),
    );
    expect(lines).toHaveLength(6);
    // no review key: nothing to examine, so no line at all
    expect(await inbox("viewer")).toEqual([]);
    expect(await inbox("operator")).toEqual([]);
    expect((await t.get("/api/dashboard/inbox")).status).toBe(401);
  });

  it("counts what waits for this person: a budget the operator submits is one more for the approver and the admin; the admin's own is not in the admin's count", async () => {
    const approverBefore = await countOf("approver", "budget");
    const adminBefore = await countOf("admin", "budget");
    await ok("/api/budget/update", budgetBody({ purpose: "Operator's budget", submit: true }), "operator");
    expect(await countOf("approver", "budget")).toBe(approverBefore! + 1);
    expect(await countOf("admin", "budget")).toBe(adminBefore! + 1);

    await ok("/api/budget/update", budgetBody({ purpose: "Admin's budget", submit: true }), "admin");
    expect(await countOf("approver", "budget")).toBe(approverBefore! + 2);
    // the admin made it: it waits for someone else
    expect(await countOf("admin", "budget")).toBe(adminBefore! + 1);
  });

  it("a code the admin edited while it waits is no longer the admin's to decide: out of the admin's count, still in the approver's", async () => {
    const budgetId = await passedBudget();
    const code = await ok(
      "/api/budget/code/post_create",
      { code: "INBOX-ED-1", name: "Edited", budget_id: budgetId, cap: "5.00" },
      "operator",
    );
    const adminBefore = await countOf("admin", "budget_code");
    const approverBefore = await countOf("approver", "budget_code");
    await ok("/api/budget/code/update", { id: code.id, version: code.version, name: "Edited", cap: "6.00" }, "admin");
    expect(await countOf("admin", "budget_code")).toBe(adminBefore! - 1);
    expect(await countOf("approver", "budget_code")).toBe(approverBefore);
  });

  it("an address change requested by the admin counts for the approver, not for the admin", async () => {
    const approverBefore = await countOf("approver", "address_change");
    const adminBefore = await countOf("admin", "address_change");
    const res = await t.post(
      "/api/config/country-address/create",
      {
        country_code: "CA",
        site: "ca",
        language: "fr",
        fields: [{ field: "first_name", required: true }],
        postal_pattern: "",
        example: "",
        remark: "French labels",
      },
      { token: tok.admin },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect(await countOf("approver", "address_change")).toBe(approverBefore! + 1);
    expect(await countOf("admin", "address_change")).toBe(adminBefore);
  });

  it("an address change mails its checkers (not the requester), and the waiting request shows the format it replaces", async () => {
    const [format] = await t.sql<{ country_code: string; site: string; language: string; postal_pattern: string }>(
      `select country_code, site_abbr as site, language, postal_pattern from address_formats f
        where not exists (select 1 from address_changes c where c.country_code = f.country_code and c.site_abbr = f.site_abbr
          and c.language = f.language and c.status = 'pending') order by id limit 1`,
    );
    const res = await t.post(
      "/api/config/country-address/create",
      {
        country_code: format.country_code,
        site: format.site,
        language: format.language,
        fields: [
          { field: "last_name", required: true },
          { field: "first_name", required: true },
        ],
        postal_pattern: "",
        example: "Doe\nJane",
        remark: "Family name first",
      },
      { token: tok.admin },
    );
    expect(res.body.code, res.body.message).toBe(200);
    const id = res.body.data.id as number;
    // the mail names the site in the recipient's language (the approver reads English)
    expect(format.site).toBe("us");
    const name = `#${id} ${format.country_code} · United States · ${format.language}`;
    const link = `https://console.example/system/address?status=pending&country=${format.country_code}&site=${format.site}&language=${format.language}`;
    const mails = await t.sql<{ recipient: string; subject: string; body: string }>(
      "select recipient, subject, body from mail_outbox where entity = 'address_change' and entity_id = $1 order by recipient",
      [String(id)],
    );
    // the admin requested it: the approver alone checks it
    expect(mails).toEqual([
      {
        recipient: "approver@staff.example",
        subject: `Check needed: address format change ${name}`,
        body: `Ada Admin requested a change of the address format ${name}: it waits for your check.\nReason for the change\n> Family name first\n\nOpen the waiting requests:\n${link}`,
      },
    ]);
    const waiting = (
      await t.get("/api/config/country-address/change-list", {
        token: tok.approver,
        query: { country: format.country_code, site: format.site, language: format.language, status: "pending" },
      })
    ).body.data.list as { id: number; current: { postal_pattern: string; fields: unknown[] } | null }[];
    expect(waiting.find((c) => c.id === id)?.current).toMatchObject({ postal_pattern: format.postal_pattern });
  });
});

describe("a code batch decided in one decision", () => {
  it("the approver passes a whole batch: every code passed, the count and total cap answered, one mail to the maker linking to the batch", async () => {
    const budgetId = await passedBudget();
    const b = await batch("operator", budgetId, "BDP", 3, "10.00");
    const res = await ok(
      "/api/budget/code/batch_decide",
      { action: "pass", batch_id: b.id, codes: b.codes.map((c) => ({ id: c.id, version: c.version })) },
      "approver",
    );
    expect(res).toMatchObject({ applied: true, count: 3, total_cap: "30.00", currency: "CAD", by: "Avery Approver" });
    expect(await t.sql("select status from budget_codes where batch_id = $1 order by id", [b.id])).toEqual([
      { status: "passed" },
      { status: "passed" },
      { status: "passed" },
    ]);
    // one review step per code, each by the approver
    expect(
      await t.sql(
        "select count(*)::int as n from review_log where entity = 'budget_code' and transition = 'pass' and actor_name = 'Avery Approver' and entity_id in (select id::text from budget_codes where batch_id = $1)",
        [b.id],
      ),
    ).toEqual([{ n: 3 }]);
    const mails = await t.sql<{ recipient: string; subject: string; links: string[] }>(
      "select recipient, subject, links from mail_outbox where entity = 'budget_code' and entity_id = $1 and subject like '%已通过%'",
      [String(b.codes[0].id)],
    );
    expect(mails).toEqual([
      {
        recipient: "operator@staff.example",
        subject: "预算编码 3 × BDP：已通过",
        links: [`https://console.example/market-tool/budget-list?view=codes&batch_id=${b.id}`],
      },
    ]);
    // the same decision again (a reloaded form): nothing changes, and the answer names who decided
    const again = await ok(
      "/api/budget/code/batch_decide",
      { action: "pass", batch_id: b.id, codes: b.codes.map((c) => ({ id: c.id, version: c.version })) },
      "approver",
    );
    expect(again).toMatchObject({ applied: false, count: 0, by: "Avery Approver" });
    expect(again.at).toMatch(US_WEST_TIME);
  });

  it("ticked rows only: two of three codes rejected with one reason, the third still waits", async () => {
    const budgetId = await passedBudget();
    const b = await batch("operator", budgetId, "BDR", 3, "7.50");
    const [a, c2, rest] = b.codes;
    const res = await ok(
      "/api/budget/code/batch_decide",
      {
        action: "reject",
        reason: "Too many codes for this promotion",
        codes: [a, c2].map((c) => ({ id: c.id, version: c.version })),
      },
      "approver",
    );
    expect(res).toMatchObject({ applied: true, count: 2, total_cap: "15.00" });
    const states = await t.sql<{ id: number; status: string }>("select id, status from budget_codes where batch_id = $1 order by id", [
      b.id,
    ]);
    expect(states).toEqual([
      { id: a.id, status: "rejected" },
      { id: c2.id, status: "rejected" },
      { id: rest.id, status: "pending" },
    ]);
    expect(
      await t.sql("select distinct reason from review_log where entity = 'budget_code' and transition = 'reject' and entity_id = any($1)", [
        [String(a.id), String(c2.id)],
      ]),
    ).toEqual([{ reason: "Too many codes for this promotion" }]);
  });

  it("a reject without a reason is 422 on reason; no code is touched", async () => {
    const budgetId = await passedBudget();
    const b = await batch("operator", budgetId, "BDN", 2, "1.00");
    const res = await t.post(
      "/api/budget/code/batch_decide",
      { action: "reject", codes: b.codes.map((c) => ({ id: c.id, version: c.version })) },
      { token: tok.approver },
    );
    expect(res.status).toBe(422);
    expect(res.body.data.errors.reason).toEqual(["is required"]);
    expect(await t.sql("select distinct status from budget_codes where batch_id = $1", [b.id])).toEqual([{ status: "pending" }]);
  });

  it("one code's cap changed after the approver opened the batch: the whole decision is refused with 409 naming that code, nothing passes", async () => {
    const budgetId = await passedBudget();
    const b = await batch("operator", budgetId, "BDC", 3, "2.00");
    const changed = b.codes[1];
    await ok("/api/budget/code/update", { id: changed.id, version: changed.version, name: changed.name, cap: "300.00" }, "operator");
    const res = await t.post(
      "/api/budget/code/batch_decide",
      { action: "pass", batch_id: b.id, codes: b.codes.map((c) => ({ id: c.id, version: c.version })) },
      { token: tok.approver },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Nothing was decided: 1 of these changed after you opened them — ${changed.code} (cap: 2.00 → 300.00). Check the current figures and decide again`,
    );
    expect(res.body.data.changed).toEqual([
      { id: changed.id, name: changed.code, what: { en: "cap: 2.00 → 300.00", zh: "cap: 2.00 → 300.00" } },
    ]);
    expect(await t.sql("select distinct status from budget_codes where batch_id = $1", [b.id])).toEqual([{ status: "pending" }]);
    const zh = await t.post(
      "/api/budget/code/batch_decide",
      { action: "pass", batch_id: b.id, codes: b.codes.map((c) => ({ id: c.id, version: c.version })) },
      { token: tok.approver, headers: ZH },
    );
    expect(zh.body.message).toBe(`未执行任何审核：其中 1 条在您打开后已变化——${changed.code} (cap: 2.00 → 300.00)。请核对当前内容后再审核`);
  });

  it("a code another approver decided since is named with who decided it and when; nothing else is decided", async () => {
    const budgetId = await passedBudget();
    const b = await batch("operator", budgetId, "BDA", 2, "3.00");
    const [first, second] = b.codes;
    await ok("/api/budget/code/reject", { id: first.id, version: first.version, reason: "Wrong prefix" }, "admin");
    const res = await t.post(
      "/api/budget/code/batch_decide",
      { action: "pass", codes: b.codes.map((c) => ({ id: c.id, version: c.version })) },
      { token: tok.approver },
    );
    expect(res.status).toBe(409);
    const [refused] = res.body.data.changed;
    expect(refused.name).toBe(first.code);
    expect(refused.what.en).toMatch(/^Rejected by Ada Admin at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.sql<{ status: string }>("select status from budget_codes where id = $1", [second.id]))[0].status).toBe("pending");
  });

  it("the maker's own codes are refused by name (403) — an admin who made the batch, or edited one of its codes — and nothing is decided", async () => {
    const budgetId = await passedBudget();
    const own = await batch("admin", budgetId, "BDM", 2, "1.00");
    const res = await t.post(
      "/api/budget/code/batch_decide",
      { action: "pass", codes: own.codes.map((c) => ({ id: c.id, version: c.version })) },
      { token: tok.admin },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      `You made the figures of ${own.codes[0].code}, ${own.codes[1].code}, so someone else must decide them: nothing was decided`,
    );
    expect(await t.sql("select distinct status from budget_codes where batch_id = $1", [own.id])).toEqual([{ status: "pending" }]);

    const theirs = await batch("operator", budgetId, "BDE", 2, "1.00");
    const edited = await ok(
      "/api/budget/code/update",
      { id: theirs.codes[0].id, version: theirs.codes[0].version, name: "BDE batch", cap: "1.50" },
      "admin",
    );
    const mixed = await t.post(
      "/api/budget/code/batch_decide",
      {
        action: "pass",
        codes: [
          { id: theirs.codes[0].id, version: edited.code.version },
          { id: theirs.codes[1].id, version: theirs.codes[1].version },
        ],
      },
      { token: tok.admin, headers: ZH },
    );
    expect(mixed.status).toBe(403);
    expect(mixed.body.message).toBe(`${theirs.codes[0].code} 由您提交、创建或修改，需由其他人审核：未执行任何审核`);
    expect(await t.sql("select distinct status from budget_codes where batch_id = $1", [theirs.id])).toEqual([{ status: "pending" }]);
  });

  it("only code examiners decide batches; bad input is 422; an unknown code is 404", async () => {
    const budgetId = await passedBudget();
    const b = await batch("operator", budgetId, "BDX", 1, "1.00");
    const body = { action: "pass", codes: [{ id: b.codes[0].id, version: b.codes[0].version }] };
    expect((await t.post("/api/budget/code/batch_decide", body, { token: tok.operator })).status).toBe(403);
    expect((await t.post("/api/budget/code/batch_decide", body, { token: tok.viewer })).status).toBe(403);
    expect((await t.post("/api/budget/code/batch_decide", { action: "pass", codes: [] }, { token: tok.approver })).status).toBe(422);
    expect((await t.post("/api/budget/code/batch_decide", { ...body, action: "disable" }, { token: tok.approver })).status).toBe(422);
    const many = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, version: 1 }));
    expect((await t.post("/api/budget/code/batch_decide", { action: "pass", codes: many }, { token: tok.approver })).status).toBe(422);
    const missing = await t.post(
      "/api/budget/code/batch_decide",
      { action: "pass", codes: [...body.codes, { id: 99999999, version: 1 }] },
      { token: tok.approver },
    );
    expect(missing.status).toBe(404);
    expect((await t.sql<{ status: string }>("select status from budget_codes where id = $1", [b.codes[0].id]))[0].status).toBe("pending");
  });
});

describe("a stale tab's refusal names who decided and when", () => {
  it("the approver rejected a code; the admin's Pass from an older tab is 409 naming Avery Approver and the time, in en and zh", async () => {
    const budgetId = await passedBudget();
    const code = await ok(
      "/api/budget/code/post_create",
      { code: "STALE-TAB-1", name: "Stale", budget_id: budgetId, cap: "4.00" },
      "operator",
    );
    await ok("/api/budget/code/reject", { id: code.id, version: code.version, reason: "Not this month" }, "approver");
    const res = await t.post("/api/budget/code/pass", { id: code.id, version: code.version }, { token: tok.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^Not done: Avery Approver already decided it at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(US West\) — it is now “Rejected”, so “Pass” is no longer possible$/,
    );
    expect(res.body.data).toMatchObject({ state: "rejected", by: "Avery Approver" });
    const zh = await t.post("/api/budget/code/pass", { id: code.id, version: code.version }, { token: tok.admin, headers: ZH });
    expect(zh.body.message).toMatch(
      /^未执行：Avery Approver 已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（美西时间）审核，该记录当前为“已驳回”，不能再“通过”$/,
    );
  });
});

describe("lists say which rows the caller made", () => {
  it("the codes list marks the operator's own code as theirs, not the approver's; the budget list filters budgets whose revision waits", async () => {
    const budgetId = await passedBudget();
    const code = await ok(
      "/api/budget/code/post_create",
      { code: "MINE-ROW-1", name: "Mine", budget_id: budgetId, cap: "1.00" },
      "operator",
    );
    const rowFor = async (who: string) =>
      (
        (await t.get("/api/budget/code/list?keyword=MINE-ROW-1", { token: tok[who] })).body.data.list as { id: number; mine: boolean }[]
      ).find((r) => r.id === code.id);
    expect((await rowFor("operator"))?.mine).toBe(true);
    expect((await rowFor("approver"))?.mine).toBe(false);

    const rev = await ok(
      "/api/budget/revision/post_edit",
      {
        budget_id: budgetId,
        purpose: "Inbox test budget",
        amount: "1200.00",
        period_start: "2032-11-01",
        period_end: "2032-12-31",
        lines: [{ item: "Ads", amount: "1200.00" }],
        note: "More ads",
        submit: true,
      },
      "operator",
    );
    const list = (await t.get("/api/budget/list?revision=pending&page_size=100", { token: tok.approver })).body.data.list as {
      id: number;
      pending_revision: number | null;
      pending_revision_mine: boolean;
    }[];
    expect(list.find((b) => b.id === budgetId)).toMatchObject({ pending_revision: rev.revision.id, pending_revision_mine: false });
    expect(list.every((b) => b.pending_revision !== null)).toBe(true);
    const forOperator = (await t.get("/api/budget/list?revision=pending&page_size=100", { token: tok.operator })).body.data.list as {
      id: number;
      pending_revision_mine: boolean;
    }[];
    expect(forOperator.find((b) => b.id === budgetId)?.pending_revision_mine).toBe(true);
  });
});
