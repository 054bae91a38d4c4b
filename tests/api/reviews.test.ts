// The shared review machinery (server/reviews): declared transitions applied with a 409 naming the
// current state, repeats that change nothing and say who did it and when, no self-approval, one
// review-log and one audit row per step, and mail written in the step's own transaction — to every
// examiner in their language on submit, to the submitter on a decision. Checked on a probe table
// so the machinery is tested apart from any area.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGET_REVIEW } from "../../app/features/market-tool/budget-states";
import { writeAudit } from "../../server/http/app";
import type { AuthedUser } from "../../server/http/router";
import { announce, applyReview, defineReview, enterReview, reviewSteps, type ReviewCtx } from "../../server/reviews/review";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
const users: Record<string, AuthedUser> = {};

const PROBE = defineReview({
  entity: "review_probe",
  table: "review_probe",
  lifecycle: BUDGET_REVIEW,
  submitterColumn: "submitted_by",
  creatorColumn: "created_by",
  figures: (row) => ({ title: String(row.title) }),
  inReviewEdit: "resubmit",
  examiners: ["probe-examine"],
  submits: ["submit"],
  decides: ["pass", "reject"],
  reasonRequired: ["reject"],
  link: (row, mode) => `/probe/${row.id}?type=${mode}`,
  mail: {
    // the summary names who took the step and what `enrich` adds, as the areas' mails do
    submitted: (row, lang) => ({
      subject: lang === "zh" ? `待审核 ${row.title}` : `Review ${row.title}`,
      summary: [String(row.title), `by ${row.actor_name}`, `extra ${row.extra}`],
    }),
    decided: (row, tr, _reason, lang) => ({
      subject: lang === "zh" ? `${row.title} 结果 ${tr}` : `${row.title} outcome ${tr}`,
      summary: [],
    }),
  },
  enrich: async (_q, row) => ({ extra: `E${row.id}` }),
});

function ctxOf(name: string): ReviewCtx {
  const user = users[name];
  return { user, jobs: undefined, config: { consoleUrl: "https://console.example" }, audit: (q, row) => writeAudit(q, user, "test", row) };
}

/** A step as taken from the record's page: a decision carries the version the page showed (the one it has now). */
const step = (who: string, id: number, tr: string, reason?: string, def = PROBE) =>
  t.api.db.tx(async (q) => {
    const [shown] = await q.query<{ version: number }>(`select version from ${def.table} where id = $1`, [id]);
    return applyReview(ctxOf(who), q, def, id, tr, { reason, noun: { en: "Probe", zh: "探针" }, version: shown?.version });
  });

async function probe(title: string): Promise<number> {
  const [r] = await t.sql<{ id: number }>("insert into review_probe (title) values ($1) returning id", [title]);
  return r.id;
}

beforeAll(async () => {
  t = await startTestApi();
  await t.sql(`create table review_probe (id serial primary key, title text not null, status text not null default 'draft',
    submitted_by int, created_by int, version int not null default 1, updated_at timestamptz not null default now())`);
  await t.sql(
    "insert into roles (name, grants) values ('probe-examiner', '{probe-examine}'), ('probe-maker', '{probe-examine,probe-make}'), ('probe-author', '{probe-make}')",
  );
  for (const [username, lang, role, active] of [
    ["ex_en", "en", "probe-examiner", true],
    ["ex_zh", "zh", "probe-examiner", true],
    ["ex_gone", "en", "probe-examiner", false],
    ["maker", "en", "probe-maker", true],
    ["author_zh", "zh", "probe-author", true],
  ] as const) {
    const [u] = await t.sql<{ id: number }>(
      `insert into users (username, display_name, email, role_id, language, active) values ($1, $2, $3, (select id from roles where name = $4), $5, $6) returning id`,
      [username, `Name ${username}`, `${username}@staff.example`, role, lang, active],
    );
    users[username] = { id: u.id, username, name: `Name ${username}`, role, permissions: new Set() };
  }
});

afterAll(async () => {
  await t?.close();
});

describe("review machinery", () => {
  it("submit mails every active examiner but the submitter, each in their language, with the absolute examine link", async () => {
    const id = await probe("Spring");
    const out = await step("maker", id, "submit");
    expect(out).toMatchObject({ applied: true, state: "pending", by: "Name maker" });
    const mails = await t.sql(
      "select recipient, language, subject, links, state from mail_outbox where entity = 'review_probe' and entity_id = $1 order by recipient",
      [String(id)],
    );
    expect(mails).toEqual([
      {
        recipient: "ex_en@staff.example",
        language: "en",
        subject: "Review Spring",
        links: [`https://console.example/probe/${id}?type=examine`],
        state: "pending",
      },
      {
        recipient: "ex_zh@staff.example",
        language: "zh",
        subject: "待审核 Spring",
        links: [`https://console.example/probe/${id}?type=examine`],
        state: "pending",
      },
    ]);
    const [row] = await t.sql("select status, submitted_by, version from review_probe where id = $1", [id]);
    expect(row).toEqual({ status: "pending", submitted_by: users.maker.id, version: 2 });
  });

  it("the submitter may not pass their own submission, even holding the examine permission", async () => {
    const id = await probe("Own");
    await step("maker", id, "submit");
    await expect(step("maker", id, "pass")).rejects.toMatchObject({
      code: 403,
      message: "You submitted this for review, so someone else must decide it",
    });
    expect((await t.sql("select status from review_probe where id = $1", [id]))[0]).toEqual({ status: "pending" });
  });

  it("pass by one examiner, then pass again by another changes nothing and names the first and when", async () => {
    const id = await probe("Twice");
    await step("maker", id, "submit");
    const first = await step("ex_en", id, "pass");
    expect(first).toMatchObject({ applied: true, state: "passed", by: "Name ex_en" });
    expect(first.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await step("ex_zh", id, "pass");
    expect(again).toEqual({ applied: false, state: "passed", by: "Name ex_en", at: first.at, reason: "" });
    expect((await t.sql("select version from review_probe where id = $1", [id]))[0]).toEqual({ version: 3 });
    expect(
      await t.sql("select count(*)::int as n from review_log where entity = 'review_probe' and entity_id = $1 and transition = 'pass'", [
        String(id),
      ]),
    ).toEqual([{ n: 1 }]);
    expect(
      await t.sql("select count(*)::int as n from audit_log where entity = 'review_probe' and entity_id = $1 and action = 'pass'", [
        String(id),
      ]),
    ).toEqual([{ n: 1 }]);
    // the submitter hears the outcome once, in their language, with the view link
    expect(
      await t.sql("select recipient, subject, links from mail_outbox where entity_id = $1 and recipient = 'maker@staff.example'", [
        String(id),
      ]),
    ).toEqual([
      { recipient: "maker@staff.example", subject: "Twice outcome pass", links: [`https://console.example/probe/${id}?type=view`] },
    ]);
  });

  it("a decision not allowed from the current state is 409 naming that state, and who decided it and when (issue 41, a stale tab)", async () => {
    const id = await probe("Late");
    await step("maker", id, "submit");
    await step("ex_en", id, "pass");
    await expect(step("ex_zh", id, "reject", "too late")).rejects.toMatchObject({
      code: 409,
      message: expect.stringMatching(
        /^Not done: Name ex_en already decided it at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(US West\) — it is now “Passed”, so “Reject” is no longer possible$/,
      ),
      data: { state: "passed", by: "Name ex_en" },
    });
    const draft = await probe("Draft");
    await expect(step("ex_en", draft, "pass")).rejects.toMatchObject({ code: 409, message: expect.stringContaining("“Draft”") });
  });

  it("reject needs a reason; the reason is in the log and the submitter's mail; resubmission goes back to review", async () => {
    const id = await probe("Reasons");
    await step("maker", id, "submit");
    await expect(step("ex_en", id, "reject", "   ")).rejects.toMatchObject({ code: 422, data: { errors: { reason: ["is required"] } } });
    await step("ex_en", id, "reject", "Lines do not match the plan");
    const [mail] = await t.sql<{ body: string }>(
      "select body from mail_outbox where entity_id = $1 and recipient = 'maker@staff.example'",
      [String(id)],
    );
    expect(mail.body).toContain("Reason:\n> Lines do not match the plan");
    expect(mail.body).toContain(`https://console.example/probe/${id}?type=view`);
    await step("maker", id, "submit");
    const steps = await reviewSteps(t.api.db, "review_probe", id);
    expect(steps.map((s) => [s.transition, s.from, s.to, s.by, s.reason])).toEqual([
      ["submit", "rejected", "pending", "Name maker", ""],
      ["reject", "pending", "rejected", "Name ex_en", "Lines do not match the plan"],
      ["submit", "draft", "pending", "Name maker", ""],
    ]);
  });

  it("a step whose transaction rolls back leaves no state change, no log and no mail", async () => {
    const id = await probe("Rollback");
    await expect(
      t.api.db.tx(async (q) => {
        await applyReview(ctxOf("maker"), q, PROBE, id, "submit");
        throw new Error("later write refused");
      }),
    ).rejects.toThrow("later write refused");
    expect((await t.sql("select status from review_probe where id = $1", [id]))[0]).toEqual({ status: "draft" });
    expect(await t.sql("select id from review_log where entity = 'review_probe' and entity_id = $1", [String(id)])).toEqual([]);
    expect(await t.sql("select id from mail_outbox where entity = 'review_probe' and entity_id = $1", [String(id)])).toEqual([]);
  });

  it("a missing record is 404", async () => {
    await expect(step("ex_en", 999999, "pass")).rejects.toMatchObject({ code: 404, message: "Probe not found" });
  });
});

// What a caller of the machinery sees beyond the main flow: the refusals' wording in both
// languages, the reason's limit (docs/areas/market-tool.md: ≤ 500 characters), repeats of steps that have no log row,
// the mail bodies line by line, the audit row's content, and the entry points for records created
// straight into review (enterReview) or announced as a batch (announce).
describe("review machinery: details a caller sees", () => {
  const mailsOf = (id: number) =>
    t.sql<{ recipient: string; body: string; links: string[] }>(
      "select recipient, body, links from mail_outbox where entity = 'review_probe' and entity_id = $1 order by id",
      [String(id)],
    );

  it("refusals carry their Chinese wording: no reason, own submission", async () => {
    const id = await probe("Words");
    await step("maker", id, "submit");
    await expect(step("maker", id, "pass")).rejects.toMatchObject({ code: 403, zh: "这是您提交的审核，需由其他人审核" });
    await expect(step("ex_en", id, "reject")).rejects.toMatchObject({
      code: 422,
      message: "Please check the input (reason: is required)",
      zh: "请填写原因",
      data: { errors: { reason: ["is required"] } },
    });
  });

  it("a reason of 500 characters is taken, 501 is 422 on reason and changes nothing", async () => {
    const id = await probe("Long");
    await step("maker", id, "submit");
    await expect(step("ex_en", id, "reject", "x".repeat(501))).rejects.toMatchObject({
      code: 422,
      message: "Please check the input (reason: at most 500 characters)",
      data: { errors: { reason: ["at most 500 characters"] } },
    });
    expect((await t.sql("select status from review_probe where id = $1", [id]))[0]).toEqual({ status: "pending" });
    const out = await step("ex_en", id, "reject", "y".repeat(500));
    expect(out).toMatchObject({ applied: true, state: "rejected", reason: "y".repeat(500) });
  });

  it("a step's reason is trimmed, returned, logged and in the audit row; a pass's audit row has none", async () => {
    const id = await probe("Audit");
    await step("maker", id, "submit");
    const out = await step("ex_en", id, "reject", "  Wrong plan  ");
    expect(out).toMatchObject({ applied: true, state: "rejected", by: "Name ex_en", reason: "Wrong plan" });
    const [audit] = await t.sql<{ actor_name: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      "select actor_name, before, after from audit_log where entity = 'review_probe' and entity_id = $1 and action = 'reject'",
      [String(id)],
    );
    expect(audit.actor_name).toBe("Name ex_en");
    expect(audit.before).toMatchObject({ status: "pending", version: 2 });
    expect(audit.after).toMatchObject({ status: "rejected", version: 3, reason: "Wrong plan" });
    await step("maker", id, "submit");
    await step("ex_zh", id, "pass");
    const [passed] = await t.sql<{ after: Record<string, unknown> }>(
      "select after from audit_log where entity = 'review_probe' and entity_id = $1 and action = 'pass'",
      [String(id)],
    );
    expect(passed.after).toMatchObject({ status: "passed" });
    expect(passed.after).not.toHaveProperty("reason");
  });

  it("a repeated reject answers the latest reject's examiner, time and reason", async () => {
    const id = await probe("Rejects");
    await step("maker", id, "submit");
    await step("ex_en", id, "reject", "First reason");
    await step("maker", id, "submit");
    const second = await step("ex_zh", id, "reject", "Second reason");
    const again = await step("ex_en", id, "reject", "ignored");
    expect(again).toEqual({ applied: false, state: "rejected", by: "Name ex_zh", at: second.at, reason: "Second reason" });
  });

  it("a repeat on a record that reached its state without a logged step changes nothing and names nobody", async () => {
    const [r] = await t.sql<{ id: number }>("insert into review_probe (title, status) values ('Imported', 'passed') returning id");
    expect(await step("ex_en", r.id, "pass")).toEqual({ applied: false, state: "passed", by: "", at: "", reason: "" });
    expect((await t.sql("select version from review_probe where id = $1", [r.id]))[0]).toEqual({ version: 1 });
  });

  it("a review without reasonRequired decides without a reason", async () => {
    const { reasonRequired: _none, ...rest } = PROBE;
    const plain = defineReview(rest);
    const id = await probe("Plain");
    await step("maker", id, "submit", undefined, plain);
    expect(await step("ex_en", id, "reject", undefined, plain)).toMatchObject({ applied: true, state: "rejected", reason: "" });
  });

  it("without a noun a missing record is named “Record”", async () => {
    await expect(t.api.db.tx((q) => applyReview(ctxOf("ex_en"), q, PROBE, 999998, "pass"))).rejects.toMatchObject({
      code: 404,
      message: "Record not found",
      zh: "记录不存在",
    });
  });

  it("further column values are written with the new state; a later submit by someone else makes them the submitter", async () => {
    const id = await probe("Before");
    await t.api.db.tx((q) => applyReview(ctxOf("maker"), q, PROBE, id, "submit", { changes: { title: "After" } }));
    expect((await t.sql("select title, status from review_probe where id = $1", [id]))[0]).toEqual({ title: "After", status: "pending" });
    await step("ex_en", id, "reject", "Redo");
    await step("author_zh", id, "submit");
    expect((await t.sql("select submitted_by from review_probe where id = $1", [id]))[0]).toEqual({ submitted_by: users.author_zh.id });
  });

  it("mail bodies: the summary with who and the enrichment, the open line and the link; a reason line only in a decision's mail, in the reader's language", async () => {
    const id = await probe("Bodies");
    await step("author_zh", id, "submit");
    const examine = `https://console.example/probe/${id}?type=examine`;
    const view = `https://console.example/probe/${id}?type=view`;
    expect(await mailsOf(id)).toEqual([
      {
        recipient: "ex_en@staff.example",
        body: ["Bodies", "by Name author_zh", `extra E${id}`, "", "Open the record:", examine].join("\n"),
        links: [examine],
      },
      {
        recipient: "ex_zh@staff.example",
        body: ["Bodies", "by Name author_zh", `extra E${id}`, "", "打开记录：", examine].join("\n"),
        links: [examine],
      },
      {
        recipient: "maker@staff.example",
        body: ["Bodies", "by Name author_zh", `extra E${id}`, "", "Open the record:", examine].join("\n"),
        links: [examine],
      },
    ]);
    await step("ex_en", id, "reject", "Too vague");
    await step("author_zh", id, "submit");
    await step("ex_en", id, "pass");
    const told = (await mailsOf(id)).filter((m) => m.recipient === "author_zh@staff.example");
    expect(told).toEqual([
      { recipient: "author_zh@staff.example", body: ["原因：", "> Too vague", "", "打开记录：", view].join("\n"), links: [view] },
      { recipient: "author_zh@staff.example", body: ["", "打开记录：", view].join("\n"), links: [view] },
    ]);
  });

  it("a record created straight into review: its step is logged from “new”, the examiners are mailed unless told not to", async () => {
    const id = await probe("Direct");
    await t.sql("update review_probe set status = 'pending', submitted_by = $2 where id = $1", [id, users.author_zh.id]);
    await t.api.db.tx((q) => enterReview(ctxOf("author_zh"), q, PROBE, { id, title: "Direct" }, "submit"));
    const steps = await reviewSteps(t.api.db, "review_probe", id);
    expect(steps.map((s) => [s.transition, s.from, s.to, s.by, s.reason])).toEqual([["submit", "new", "pending", "Name author_zh", ""]]);
    expect(steps[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await mailsOf(id)).map((m) => m.recipient)).toEqual(["ex_en@staff.example", "ex_zh@staff.example", "maker@staff.example"]);

    const quiet = await probe("Quiet");
    await t.api.db.tx((q) => enterReview(ctxOf("author_zh"), q, PROBE, { id: quiet, title: "Quiet" }, "submit", { mail: false }));
    expect((await reviewSteps(t.api.db, "review_probe", quiet)).map((s) => s.from)).toEqual(["new"]);
    expect(await mailsOf(quiet)).toEqual([]);
  });

  it("a batch is announced once per examiner with the batch's own link", async () => {
    const id = await probe("Batch");
    await t.api.db.tx((q) => announce(ctxOf("author_zh"), q, PROBE, { id, title: "Batch of 3" }, "submit", "/probe/batch?id=7"));
    const link = "https://console.example/probe/batch?id=7";
    expect((await mailsOf(id)).map((m) => [m.recipient, m.links])).toEqual([
      ["ex_en@staff.example", [link]],
      ["ex_zh@staff.example", [link]],
      ["maker@staff.example", [link]],
    ]);
  });

  it("a transition that is neither a submit nor a decision sends no mail", async () => {
    const withdraw = defineReview({ ...PROBE, submits: [], decides: ["pass"] });
    const id = await probe("Silent");
    // someone who would be told of a decision, were this one
    await t.sql("update review_probe set submitted_by = $2 where id = $1", [id, users.author_zh.id]);
    await step("maker", id, "submit", undefined, withdraw);
    expect(await mailsOf(id)).toEqual([]);
    expect((await t.sql("select status from review_probe where id = $1", [id]))[0]).toEqual({ status: "pending" });
  });

  it("a record's steps are read newest first, at most the limit asked for", async () => {
    const id = await probe("Limit");
    await step("maker", id, "submit");
    await step("ex_en", id, "reject", "r1");
    await step("maker", id, "submit");
    expect((await reviewSteps(t.api.db, "review_probe", id, 2)).map((s) => s.transition)).toEqual(["submit", "reject"]);
  });
});
