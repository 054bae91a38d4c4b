// Four eyes that hold (issue 39, points 1 and 2), on the API of every reviewed kind:
// 1. a decision carries the version the approver was shown; a decision on any other version is
//    refused with 409 naming what changed since (before → after), and a record in review edited
//    is a new submission (its examiners mailed again), never passed on figures nobody saw;
// 2. the people who made the figures never decide them: the creator and whoever edited them since
//    the last decision are refused with 403 and the reason in en and zh, and the detail tells the
//    examine page why (decide_block), so it offers no Pass / Reject to them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { inCatalogueFor } from "./catalogue-skus";

let t: TestApi;
const tok: Record<string, string> = {};
let marketing = 0;
const ZH = { "accept-language": "zh-CN,zh;q=0.9" };

beforeAll(async () => {
  t = await startTestApi({ env: { CONSOLE_URL: "https://console.example" } });
  for (const u of ["admin", "approver", "operator"]) tok[u] = await t.token(u);
  [{ id: marketing }] = await t.sql<{ id: number }>("select id from departments where code = 'marketing'");
});
afterAll(async () => {
  await t?.close();
});

const budgetBody = (over: Record<string, unknown> = {}) => ({
  department_id: marketing,
  site: "ca",
  currency: "CAD",
  purpose: "Holiday search ads, Canada",
  amount: "100000.00",
  period_start: "2032-11-01",
  period_end: "2032-12-31",
  lines: [{ item: "Search ads", amount: "100000.00" }],
  ...over,
});

async function ok(path: string, body: Record<string, unknown>, who: string) {
  const res = await t.post(path, body, { token: tok[who] });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

/** A budget the operator drafted and submitted and the approver passed, for codes to book against. */
async function passedBudget() {
  const { budget } = await ok("/api/budget/update", budgetBody({ submit: true }), "operator");
  await ok("/api/budget/audit", { id: budget.id, action: "pass", version: budget.version }, "approver");
  return budget.id as number;
}

const examinerMails = async (entity: string, id: number) =>
  (
    await t.sql<{ n: number }>(
      "select count(*)::int as n from mail_outbox where entity = $1 and entity_id = $2 and recipient = 'approver@staff.example'",
      [entity, String(id)],
    )
  )[0].n;

describe("a decision is bound to the version the approver saw", () => {
  it("a code's cap raised from 1.00 to 90,000.00 after the approver opened it: the Pass on what they saw is refused with 409 and nothing passes", async () => {
    const budgetId = await passedBudget();
    const code = await ok(
      "/api/budget/code/post_create",
      { code: "RB-CAP-1", name: "Test cap", budget_id: budgetId, cap: "1.00" },
      "operator",
    );
    // the approver opens the mailed link: the page shows cap 1.00 at this version
    const shown = (await t.get(`/api/budget/code/detail/${code.id}`, { token: tok.approver })).body.data;
    expect(shown).toMatchObject({ cap: "1.00", status: "pending", decide_block: null });
    expect(await examinerMails("budget_code", code.id)).toBe(1);

    // the operator raises the cap while it waits: a new submission, the examiners mailed again
    const edited = await ok(
      "/api/budget/code/update",
      { id: code.id, version: shown.version, name: "Test cap", cap: "90000.00" },
      "operator",
    );
    expect(edited.code).toMatchObject({ cap: "90000.00", status: "pending" });
    expect(await examinerMails("budget_code", code.id)).toBe(2);

    const stale = await t.post("/api/budget/code/pass", { id: code.id, version: shown.version }, { token: tok.approver });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "This record changed after you opened it (cap: 1.00 → 90000.00): check the current figures and decide again",
    );
    expect(stale.body.data.changed).toEqual([{ field: "cap", before: "1.00", after: "90000.00" }]);
    const staleZh = await t.post(
      "/api/budget/code/reject",
      { id: code.id, version: shown.version, reason: "no" },
      { token: tok.approver, headers: ZH },
    );
    expect(staleZh.status).toBe(409);
    expect(staleZh.body.message).toBe("在您打开后该记录已被修改（cap: 1.00 → 90000.00），请核对当前内容后再审核");
    expect((await t.sql("select status, cap::text as cap from budget_codes where id = $1", [code.id]))[0]).toEqual({
      status: "pending",
      cap: "90000.00",
    });

    // a decision names its version: none at all is bad input
    const bare = await t.post("/api/budget/code/pass", { id: code.id }, { token: tok.approver });
    expect(bare.status).toBe(422);
    expect(bare.body.data.errors.version).toBeTruthy();

    // the approver, now shown 90,000.00, passes that
    const now = (await t.get(`/api/budget/code/detail/${code.id}`, { token: tok.approver })).body.data;
    const passed = await ok("/api/budget/code/pass", { id: code.id, version: now.version }, "approver");
    expect(passed.code).toMatchObject({ status: "passed", cap: "90000.00" });
  });

  it("an event revision's price changed from 11.99 to 0.01 after the approver opened it: the Pass on 11.99 is refused with 409 and the live price stays", async () => {
    const ev = (
      await t.post(
        "/api/event/createDsEvent",
        {
          kind: "daily_special",
          name: "Bound price",
          site: "de",
          currency: "EUR",
          start_at: "2033-03-01T08:00:00.000Z",
          end_at: "2033-03-08T07:59:59.000Z",
          languages: [{ language: "de", title: "Preis", description: "" }],
        },
        { token: tok.operator },
      )
    ).body.data as { id: number };
    const version = async () => (await t.sql<{ version: number }>("select version from events where id = $1", [ev.id]))[0].version;
    await ok(
      "/api/event/batchSaveFromPool",
      {
        event_id: ev.id,
        version: await version(),
        products: await inCatalogueFor(t, ev.id, [{ sku_code: "BOUND-1", product_name: "Bound 1", price: "20.00", stock: 50 }]),
      },
      "operator",
    );
    await ok("/api/event/changeEventStatus", { id: ev.id, status: "publish" }, "operator");
    const [{ id: productId }] = await t.sql<{ id: number }>("select id from event_products where event_id = $1 and sku_code = 'BOUND-1'", [
      ev.id,
    ]);

    const rev = await ok(
      "/api/event_revisions/updateRevision",
      { event_id: ev.id, note: "Spring price", changes: [{ product_id: productId, price: "11.99" }] },
      "operator",
    );
    const shown = (await t.get(`/api/event_revisions/getRevisionsDetail/${rev.id}`, { token: tok.approver })).body.data;
    expect(shown).toMatchObject({ status: "pending", can_review: true, decide_block: null });
    expect(shown.changes[0].new).toEqual({ price: "11.99" });
    expect(await examinerMails("event_revision", rev.id)).toBe(1);

    await ok(
      "/api/event_revisions/updateRevision",
      { event_id: ev.id, id: rev.id, version: shown.version, note: "Spring price", changes: [{ product_id: productId, price: "0.01" }] },
      "operator",
    );
    expect(await examinerMails("event_revision", rev.id)).toBe(2);

    const stale = await t.post(
      "/api/event_revisions/changeEventStatus",
      { id: rev.id, status: "pass", version: shown.version },
      { token: tok.approver },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "This record changed after you opened it (BOUND-1 price: 11.99 → 0.01): check the current figures and decide again",
    );
    expect((await t.sql("select price::text as price from event_products where id = $1", [productId]))[0]).toEqual({ price: "20.0000" });
    expect((await t.sql("select status from event_revisions where id = $1", [rev.id]))[0]).toEqual({ status: "pending" });

    const now = (await t.get(`/api/event_revisions/getRevisionsDetail/${rev.id}`, { token: tok.approver })).body.data;
    const passed = await ok("/api/event_revisions/changeEventStatus", { id: rev.id, status: "pass", version: now.version }, "approver");
    expect(passed).toMatchObject({ status: "passed", applied: true });
    expect((await t.sql("select price::text as price from event_products where id = $1", [productId]))[0]).toEqual({ price: "0.0100" });
  });

  it("a budget in review is not edited in place: the edit is refused with 409 until it is decided", async () => {
    const { budget } = await ok("/api/budget/update", budgetBody({ submit: true }), "operator");
    const edit = await t.post(
      "/api/budget/update",
      budgetBody({ id: budget.id, version: budget.version, amount: "1.00", lines: [{ item: "Search ads", amount: "1.00" }] }),
      { token: tok.operator },
    );
    expect(edit.status).toBe(409);
    expect((await t.sql("select amount::text as amount, status from budgets where id = $1", [budget.id]))[0]).toEqual({
      amount: "100000.00",
      status: "pending",
    });
  });
});

describe("the people who made the figures never decide them", () => {
  it("an admin who edited an operator's pending code may not pass it (403, en and zh); a clean approver may", async () => {
    const budgetId = await passedBudget();
    const code = await ok(
      "/api/budget/code/post_create",
      { code: "RB-EDIT-1", name: "Edited by admin", budget_id: budgetId, cap: "5.00" },
      "operator",
    );
    const edited = await ok(
      "/api/budget/code/update",
      { id: code.id, version: code.version, name: "Edited by admin", cap: "6.00" },
      "admin",
    );

    const en = await t.post("/api/budget/code/pass", { id: code.id, version: edited.code.version }, { token: tok.admin });
    expect(en.status).toBe(403);
    expect(en.body.message).toBe("You changed its figures since the last decision, so someone else must decide it");
    const zh = await t.post("/api/budget/code/pass", { id: code.id, version: edited.code.version }, { token: tok.admin, headers: ZH });
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe("您在上次审核后修改过该记录，需由其他人审核");
    // the examine page is told why, so it offers no buttons
    expect((await t.get(`/api/budget/code/detail/${code.id}`, { token: tok.admin })).body.data.decide_block).toBe("editor");
    expect((await t.get(`/api/budget/code/detail/${code.id}`, { token: tok.operator })).body.data.decide_block).toBe("submitter");
    expect((await t.get(`/api/budget/code/detail/${code.id}`, { token: tok.approver })).body.data.decide_block).toBe(null);

    // the approver rejects; after that decision the admin's earlier edit no longer bars them
    await ok("/api/budget/code/reject", { id: code.id, version: edited.code.version, reason: "Cap too low" }, "approver");
    const fixed = await ok(
      "/api/budget/code/update",
      { id: code.id, version: edited.code.version + 1, name: "Edited by admin", cap: "7.00" },
      "operator",
    );
    expect(fixed.code.status).toBe("pending");
    const passed = await ok("/api/budget/code/pass", { id: code.id, version: fixed.code.version }, "admin");
    expect(passed.code).toMatchObject({ status: "passed", cap: "7.00" });
  });

  it("a budget the admin drafted and the operator submitted may not be passed by the admin (403, en and zh); the approver passes it", async () => {
    const { budget: draft } = await ok("/api/budget/update", budgetBody({ purpose: "Drafted by the admin" }), "admin");
    const { budget } = await ok(
      "/api/budget/update",
      budgetBody({ purpose: "Drafted by the admin", id: draft.id, version: draft.version, submit: true }),
      "operator",
    );
    expect(budget.status).toBe("pending");

    const en = await t.post("/api/budget/audit", { id: budget.id, action: "pass", version: budget.version }, { token: tok.admin });
    expect(en.status).toBe(403);
    expect(en.body.message).toBe("You created this record, so someone else must decide it");
    const zh = await t.post(
      "/api/budget/audit",
      { id: budget.id, action: "reject", reason: "x", version: budget.version },
      { token: tok.admin, headers: ZH },
    );
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe("这是您创建的记录，需由其他人审核");
    expect((await t.get(`/api/budget/detail/${budget.id}`, { token: tok.admin })).body.data.decide_block).toBe("creator");
    expect((await t.get(`/api/budget/detail/${budget.id}`, { token: tok.approver })).body.data.decide_block).toBe(null);

    const passed = await ok("/api/budget/audit", { id: budget.id, action: "pass", version: budget.version }, "approver");
    expect(passed.budget.status).toBe("passed");
  });

  it("an admin who edited a rejected budget the operator then resubmitted may not pass it: editors since the last decision are makers too", async () => {
    const { budget } = await ok("/api/budget/update", budgetBody({ submit: true }), "operator");
    await ok("/api/budget/audit", { id: budget.id, action: "reject", reason: "Split the lines", version: budget.version }, "approver");
    const { budget: edited } = await ok(
      "/api/budget/update",
      budgetBody({ id: budget.id, version: budget.version + 1, purpose: "Edited by the admin" }),
      "admin",
    );
    const { budget: again } = await ok(
      "/api/budget/update",
      budgetBody({ id: budget.id, version: edited.version, purpose: "Edited by the admin", submit: true }),
      "operator",
    );
    const refused = await t.post("/api/budget/audit", { id: budget.id, action: "pass", version: again.version }, { token: tok.admin });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You changed its figures since the last decision, so someone else must decide it");
    expect((await ok("/api/budget/audit", { id: budget.id, action: "pass", version: again.version }, "approver")).budget.status).toBe(
      "passed",
    );
  });
});
