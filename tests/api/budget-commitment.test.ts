// A budget is never over-committed (issue 41 §3): the caps of its live (pending or passed) codes add
// up to at most its amount. Creating, batching, editing, resubmitting and passing a code that would
// book more is refused naming what is left, in the budget's currency; nothing is booked against a
// budget whose period has ended; a revision cannot take the amount below what its codes book.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
const tok: Record<string, string> = {};
let marketing = 0;
const ZH = { "accept-language": "zh-CN,zh;q=0.9" };

beforeAll(async () => {
  t = await startTestApi();
  for (const u of ["approver", "operator"]) tok[u] = await t.token(u);
  [{ id: marketing }] = await t.sql<{ id: number }>("select id from departments where code = 'marketing'");
});
afterAll(async () => {
  await t?.close();
});

const shown = async (table: "budgets" | "budget_revisions" | "budget_codes", id: number) =>
  (await t.sql<{ version: number }>(`select version from ${table} where id = $1`, [id]))[0].version;

/** A passed CAD 12,000.50 budget (or with the given period). */
async function passedBudget(period: [string, string] = ["2031-09-01", "2031-10-31"], currency = "CAD", site = "ca") {
  const made = await t.post(
    "/api/budget/update",
    {
      department_id: marketing,
      site,
      currency,
      purpose: "Fall fleece launch",
      amount: "12000.50",
      period_start: period[0],
      period_end: period[1],
      lines: [{ item: "All", amount: "12000.50" }],
      submit: true,
    },
    { token: tok.operator },
  );
  expect(made.body.code, made.body.message).toBe(200);
  const id = made.body.data.budget.id as number;
  const pass = await t.post("/api/budget/audit", { id, version: await shown("budgets", id), action: "pass" }, { token: tok.approver });
  expect(pass.body.data.budget.status).toBe("passed");
  return id;
}

const createCode = (budget_id: number, code: string, cap: string, headers?: Record<string, string>) =>
  t.post("/api/budget/code/post_create", { code, name: `Code ${code}`, budget_id, cap }, { token: tok.operator, headers });

describe("a budget's live codes book at most its amount", () => {
  it("a second code that would pass the amount is refused naming what is left, in en and zh, next to the cap", async () => {
    const b = await passedBudget();
    expect((await createCode(b, "FALL-A", "7000.00")).body.data.status).toBe("pending");
    const en = await createCode(b, "FALL-B", "5000.51");
    expect(en.status).toBe(422);
    expect(en.body.data.errors.cap).toEqual(["is more than the budget has left: CAD 5,000.50 remaining"]);
    const zh = await createCode(b, "FALL-B", "5000.51", ZH);
    expect(zh.body.message).toBe("超过预算剩余金额：剩余 CAD 5,000.50");
    expect(zh.body.data.errors.cap).toEqual(["超过预算剩余金额：剩余 CAD 5,000.50"]);
    // exactly the rest fits
    expect((await createCode(b, "FALL-B", "5000.50")).body.data.status).toBe("pending");
    const detail = await t.get(`/api/budget/detail/${b}`, { token: tok.operator });
    expect(detail.body.data).toMatchObject({ amount: "12000.50", committed: "12000.50", remaining: "0.00" });
    const batch = await t.post(
      "/api/budget/code/batch_create",
      { budget_id: b, prefix: "FALL", count: 3, cap: "1.00" },
      { token: tok.operator },
    );
    expect(batch.status).toBe(422);
    expect(batch.body.data.errors.cap).toEqual(["is more than the budget has left: CAD 0.00 remaining (3 codes of CAD 1.00)"]);
  });

  it("a rejected or disabled code books nothing; its resubmission books again and is refused when the room is gone", async () => {
    const b = await passedBudget();
    const a = (await createCode(b, "ROOM-A", "7000.00")).body.data;
    await createCode(b, "ROOM-B", "5000.00");
    const rej = await t.post(
      "/api/budget/code/reject",
      { id: a.id, version: await shown("budget_codes", a.id), reason: "Too much" },
      { token: tok.approver },
    );
    expect(rej.body.data.code.status).toBe("rejected");
    const list = await t.get("/api/budget/list", { token: tok.operator, query: { keyword: "Fall fleece launch", page_size: 100 } });
    expect(list.body.data.list.find((r: { id: number }) => r.id === b)).toMatchObject({ committed: "5000.00", remaining: "7000.50" });
    expect((await createCode(b, "ROOM-C", "7000.00")).body.data.status).toBe("pending");
    // A, corrected and resubmitted, no longer fits: 0.50 is left
    const resub = await t.post(
      "/api/budget/code/update",
      { id: a.id, version: await shown("budget_codes", a.id), name: "Code ROOM-A", cap: "1.00" },
      { token: tok.operator },
    );
    expect(resub.status).toBe(422);
    expect(resub.body.data.errors.cap).toEqual(["is more than the budget has left: CAD 0.50 remaining"]);
    // editing a pending code counts the others only, not its own old cap
    const c = (await t.sql<{ id: number }>("select id from budget_codes where code = 'ROOM-C'"))[0].id;
    const grow = await t.post(
      "/api/budget/code/update",
      { id: c, version: await shown("budget_codes", c), name: "Code ROOM-C", cap: "7000.50" },
      { token: tok.operator },
    );
    expect(grow.body.code, grow.body.message).toBe(200);
    const detail = await t.get(`/api/budget/detail/${b}`, { token: tok.operator });
    expect(detail.body.data).toMatchObject({ committed: "12000.50", remaining: "0.00" });
    const code = await t.get(`/api/budget/code/detail/${c}`, { token: tok.operator });
    expect(code.body.data.budget_figures).toEqual({
      amount: "12000.50",
      committed: "12000.50",
      remaining: "0.00",
      period_end: "2031-10-31",
    });
  });

  it("passing re-checks under the budget's lock: a code that no longer fits is refused with 409 naming what is left", async () => {
    const b = await passedBudget();
    const a = (await createCode(b, "PASS-A", "6000.00")).body.data;
    // a code booked before the rule existed (written straight to the table, as old data is)
    await t.sql(
      "insert into budget_codes (code, name, budget_id, cap, status, created_by, created_by_name, submitted_by) values ('OLD-1', 'Old', $1, '6500.00', 'passed', 1, 'x', 1)",
      [b],
    );
    const pass = await t.post("/api/budget/code/pass", { id: a.id, version: await shown("budget_codes", a.id) }, { token: tok.approver });
    expect(pass.status).toBe(409);
    expect(pass.body.message).toBe("This code's cap of CAD 6,000.00 is more than its budget has left: CAD 5,500.50 remaining");
    const zh = await t.post(
      "/api/budget/code/pass",
      { id: a.id, version: await shown("budget_codes", a.id) },
      { token: tok.approver, headers: ZH },
    );
    expect(zh.body.message).toBe("该编码的上限 CAD 6,000.00 超过预算剩余金额：剩余 CAD 5,500.50");
    expect((await t.sql<{ status: string }>("select status from budget_codes where id = $1", [a.id]))[0].status).toBe("pending");
  });

  it("a revision cannot take the amount below what the codes book", async () => {
    const b = await passedBudget();
    await createCode(b, "REV-A", "9000.00");
    const rev = await t.post(
      "/api/budget/revision/post_edit",
      {
        budget_id: b,
        purpose: "Fall fleece launch",
        amount: "8999.99",
        period_start: "2031-09-01",
        period_end: "2031-10-31",
        lines: [{ item: "All", amount: "8999.99" }],
        submit: true,
      },
      { token: tok.operator },
    );
    const rid = rev.body.data.revision.id as number;
    const pass = await t.post(
      "/api/budget/revision/audit",
      { id: rid, version: await shown("budget_revisions", rid), action: "pass" },
      { token: tok.approver },
    );
    expect(pass.status).toBe(409);
    expect(pass.body.message).toBe("The revised amount CAD 8,999.99 is less than the CAD 9,000.00 its codes already book");
    expect((await t.get(`/api/budget/detail/${b}`, { token: tok.operator })).body.data.amount).toBe("12000.50");
  });

  it("nothing is booked against a budget whose period has ended: create, batch and pass are refused", async () => {
    const b = await passedBudget(["2020-01-01", "2020-01-31"]);
    const made = await createCode(b, "PAST-A", "10.00");
    expect(made.status).toBe(409);
    expect(made.body.message).toBe("This budget's period ended on 2020-01-31: no code can be booked against it (revise its period first)");
    const zh = await createCode(b, "PAST-A", "10.00", ZH);
    expect(zh.body.message).toBe("该预算的期间已于 2020-01-31 结束，不能再使用编码（请先修订其期间）");
    const batch = await t.post(
      "/api/budget/code/batch_create",
      { budget_id: b, prefix: "PAST", count: 2, cap: "1.00" },
      { token: tok.operator },
    );
    expect(batch.status).toBe(409);
    // a code made while the period ran is not passed after it ended
    const live = await passedBudget();
    const c = (await createCode(live, "LATE-A", "10.00")).body.data;
    await t.sql("update budgets set period_end = '2020-02-29', period_start = '2020-01-01' where id = $1", [live]);
    const pass = await t.post("/api/budget/code/pass", { id: c.id, version: await shown("budget_codes", c.id) }, { token: tok.approver });
    expect(pass.status).toBe(409);
    expect(pass.body.message).toBe("This budget's period ended on 2020-02-29: no code can be booked against it (revise its period first)");
  });

  it("two people booking the last of a budget at once: one is served, the other is refused", async () => {
    const b = await passedBudget();
    const both = await Promise.all([createCode(b, "RACE-A", "7000.00"), createCode(b, "RACE-B", "7000.00")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await t.get(`/api/budget/detail/${b}`, { token: tok.operator })).body.data).toMatchObject({
      committed: "7000.00",
      remaining: "5000.50",
    });
  });
});
