// The shared review machinery (server/reviews): declared transitions applied with a 409 naming the
// current state, repeats that change nothing and say who did it and when, no self-approval, one
// review-log and one audit row per step, and mail written in the step's own transaction — to every
// examiner in their language on submit, to the submitter on a decision. Checked on a probe table
// so the machinery is tested apart from any area.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGET_REVIEW } from "../../app/features/market-tool/budget-states";
import { writeAudit } from "../../server/http/app";
import type { AuthedUser } from "../../server/http/router";
import { applyReview, defineReview, reviewSteps, type ReviewCtx } from "../../server/reviews/review";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
const users: Record<string, AuthedUser> = {};

const PROBE = defineReview({
  entity: "review_probe",
  table: "review_probe",
  lifecycle: BUDGET_REVIEW,
  submitterColumn: "submitted_by",
  examiners: ["probe-examine"],
  submits: ["submit"],
  decides: ["pass", "reject"],
  reasonRequired: ["reject"],
  link: (row, mode) => `/probe/${row.id}?type=${mode}`,
  mail: {
    submitted: (row, lang) => ({ subject: lang === "zh" ? `待审核 ${row.title}` : `Review ${row.title}`, summary: [String(row.title)] }),
    decided: (row, tr, _reason, lang) => ({ subject: lang === "zh" ? `${row.title} 结果 ${tr}` : `${row.title} outcome ${tr}`, summary: [] }),
  },
});

function ctxOf(name: string): ReviewCtx {
  const user = users[name];
  return { user, jobs: undefined, config: { consoleUrl: "https://console.example" }, audit: (q, row) => writeAudit(q, user, "test", row) };
}

const step = (who: string, id: number, tr: string, reason?: string) =>
  t.api.db.tx((q) => applyReview(ctxOf(who), q, PROBE, id, tr, { reason, noun: { en: "Probe", zh: "探针" } }));

async function probe(title: string): Promise<number> {
  const [r] = await t.sql<{ id: number }>("insert into review_probe (title) values ($1) returning id", [title]);
  return r.id;
}

beforeAll(async () => {
  t = await startTestApi();
  await t.sql(`create table review_probe (id serial primary key, title text not null, status text not null default 'draft',
    submitted_by int, version int not null default 1, updated_at timestamptz not null default now())`);
  await t.sql("insert into roles (name, grants) values ('probe-examiner', '{probe-examine}'), ('probe-maker', '{probe-examine,probe-make}')");
  for (const [username, lang, role, active] of [
    ["ex_en", "en", "probe-examiner", true],
    ["ex_zh", "zh", "probe-examiner", true],
    ["ex_gone", "en", "probe-examiner", false],
    ["maker", "en", "probe-maker", true],
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
    const mails = await t.sql("select recipient, language, subject, links, state from mail_outbox where entity = 'review_probe' and entity_id = $1 order by recipient", [String(id)]);
    expect(mails).toEqual([
      { recipient: "ex_en@staff.example", language: "en", subject: "Review Spring", links: [`https://console.example/probe/${id}?type=examine`], state: "pending" },
      { recipient: "ex_zh@staff.example", language: "zh", subject: "待审核 Spring", links: [`https://console.example/probe/${id}?type=examine`], state: "pending" },
    ]);
    const [row] = await t.sql("select status, submitted_by, version from review_probe where id = $1", [id]);
    expect(row).toEqual({ status: "pending", submitted_by: users.maker.id, version: 2 });
  });

  it("the submitter may not pass their own submission, even holding the examine permission", async () => {
    const id = await probe("Own");
    await step("maker", id, "submit");
    await expect(step("maker", id, "pass")).rejects.toMatchObject({ code: 403, message: "You submitted this for review, so someone else must decide it" });
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
    expect(await t.sql("select count(*)::int as n from review_log where entity = 'review_probe' and entity_id = $1 and transition = 'pass'", [String(id)])).toEqual([{ n: 1 }]);
    expect(await t.sql("select count(*)::int as n from audit_log where entity = 'review_probe' and entity_id = $1 and action = 'pass'", [String(id)])).toEqual([{ n: 1 }]);
    // the submitter hears the outcome once, in their language, with the view link
    expect(await t.sql("select recipient, subject, links from mail_outbox where entity_id = $1 and recipient = 'maker@staff.example'", [String(id)])).toEqual([
      { recipient: "maker@staff.example", subject: "Twice outcome pass", links: [`https://console.example/probe/${id}?type=view`] },
    ]);
  });

  it("a decision not allowed from the current state is 409 naming that state", async () => {
    const id = await probe("Late");
    await step("maker", id, "submit");
    await step("ex_en", id, "pass");
    await expect(step("ex_zh", id, "reject", "too late")).rejects.toMatchObject({
      code: 409,
      message: "Not done: the record is now “Passed”, and “Reject” is not possible from that state. Reload to see it.",
    });
    const draft = await probe("Draft");
    await expect(step("ex_en", draft, "pass")).rejects.toMatchObject({ code: 409, message: expect.stringContaining("“Draft”") });
  });

  it("reject needs a reason; the reason is in the log and the submitter's mail; resubmission goes back to review", async () => {
    const id = await probe("Reasons");
    await step("maker", id, "submit");
    await expect(step("ex_en", id, "reject", "   ")).rejects.toMatchObject({ code: 422, data: { errors: { reason: ["is required"] } } });
    await step("ex_en", id, "reject", "Lines do not match the plan");
    const [mail] = await t.sql<{ body: string }>("select body from mail_outbox where entity_id = $1 and recipient = 'maker@staff.example'", [String(id)]);
    expect(mail.body).toContain("Reason: Lines do not match the plan");
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
