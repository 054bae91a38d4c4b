// Market tool → voucher-detail?type=send: a send to an uploaded customer list (POST
// /api/market/voucher/send/upload, multipart `voucher_id` + `file`). Every uploaded send is queued
// and worked by the job market.voucher-send in batches of 1,000. Expected results are written here
// by hand from the demo customers (ca site), not read from the code.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobQueue } from "../../server/jobs/queue";
import { voucherSendJob } from "../../server/jobs/voucher-send";
import type { JobKind } from "../../server/jobs/define";
import { startTestApi, type TestApi } from "./helpers";
import { marketToolVoucherEn as en } from "../../app/locales/areas/market-tool-voucher.en";
import { marketToolVoucherZh as zh } from "../../app/locales/areas/market-tool-voucher.zh";

let t: TestApi;
let operator: string;
let viewer: string;
let ca: { id: number; email: string }[];
let other: { id: number; email: string };
let crashQueue: JobQueue | undefined;
let stopQueue: JobQueue | undefined;

beforeAll(async () => {
  t = await startTestApi();
  [operator, viewer] = await Promise.all([t.token("operator"), t.token("viewer")]);
  ca = await t.sql<{ id: number; email: string }>("select id, email from customers where site_abbr = 'ca' order by id limit 3000");
  [other] = await t.sql<{ id: number; email: string }>("select id, email from customers where site_abbr <> 'ca' order by id limit 1");
}, 180_000);
afterAll(async () => {
  await crashQueue?.stop();
  await stopQueue?.stop();
  await t?.close();
});

const voucher = async (total_stock: number, per_customer = 1) => {
  const res = await t.post(
    "/api/market/voucher/create",
    {
      name: `Upload ${total_stock}/${per_customer} ${Math.random().toString(36).slice(2, 7)}`,
      site: "ca",
      currency_code: "CAD",
      kind: "amount",
      voucher_off: "5.00",
      min_order: "0",
      start_day: "2026-01-01",
      end_day: "2099-12-31",
      per_customer,
      total_stock,
      remark: "",
    },
    { token: operator },
  );
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};

async function upload(voucherId: number | string, name: string, content: string | Buffer, token = operator) {
  const form = new FormData();
  form.append("voucher_id", String(voucherId));
  form.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), name);
  const res = await fetch(new URL("/api/market/voucher/send/upload", t.url), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function finished(sendId: number) {
  const end = Date.now() + 60_000;
  for (;;) {
    const res = await t.get(`/api/market/voucher/send/${sendId}`, { token: operator });
    if (res.body.data.status === "done") return res.body.data;
    if (Date.now() > end) throw new Error(`send ${sendId} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const resultsOf = async (sendId: number) =>
  (await t.get(`/api/market/voucher/send/${sendId}/results`, { token: operator, query: { page_size: 100 } })).body.data.list.map(
    (r: { line: number; result: string }) => [r.line, r.result],
  );

async function xlsx(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("customers");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A send as the upload writes it, but without a job of the API's own queue (which would work it). */
async function queuedSend(voucherId: number, inputs: string[], fileName: string) {
  const [s] = await t.sql<{ id: number }>(
    "insert into voucher_sends (voucher_id, requested, source, file_name, status, created_by) values ($1, $2, 'upload', $3, 'queued', 'test') returning id",
    [voucherId, inputs.length, fileName],
  );
  await t.sql(
    `insert into voucher_send_results (send_id, voucher_id, line, input)
     select $1, $2, n, c.input from unnest($3::text[]) with ordinality as c(input, n)`,
    [s.id, voucherId, inputs],
  );
  return s;
}

const written = async () =>
  (
    await t.sql<{ sends: number; lines: number; audits: number; jobs: number }>(
      `select (select count(*)::int from voucher_sends) as sends, (select count(*)::int from voucher_send_results) as lines,
              (select count(*)::int from audit_log where entity = 'voucher') as audits,
              (select count(*)::int from pgboss.job where name = 'market.voucher-send') as jobs`,
    )
  )[0];

describe("uploading a customer list", () => {
  it("a .csv: each line's result, the first cell of each line, queued then done", async () => {
    const id = await voucher(3);
    const csv = [
      `${ca[0].email},Ann,Lee`,
      `${ca[1].id};x`,
      "not-an-email",
      ca[0].email.toUpperCase(),
      other.email,
      `"${ca[2].email}"`,
      "",
      String(ca[3].id),
    ].join("\n");
    const res = await upload(id, "customers.csv", csv);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "queued",
      source: "upload",
      file_name: "customers.csv",
      requested: 7,
      unknown_customer: 1,
      sent: 0,
    });
    const done = await finished(res.body.data.id);
    expect(done).toMatchObject({ status: "done", requested: 7, done: 7, sent: 3, unknown_customer: 2, duplicate: 1, out_of_stock: 1 });
    expect(await resultsOf(done.id)).toEqual([
      [1, "sent"],
      [2, "sent"],
      [3, "unknown_customer"],
      [4, "duplicate"],
      [5, "unknown_customer"],
      [6, "sent"],
      [8, "out_of_stock"],
    ]);
    expect((await t.get(`/api/market/voucher/${id}`, { token: operator })).body.data.issued).toBe(3);
    const audits = await t.sql<{ action: string; actor_name: string }>(
      "select action, actor_name from audit_log where entity = 'voucher' and entity_id = $1 and action like 'send%' order by id",
      [String(id)],
    );
    expect(audits).toEqual([
      { action: "send", actor_name: expect.any(String) },
      { action: "send_done", actor_name: audits[0].actor_name },
    ]);
  });

  it("a .txt with a byte-order mark, CRLF and blank lines", async () => {
    const id = await voucher(10, 2);
    const txt = `\uFEFF${ca[4].email}\r\n\r\n${ca[4].id}\r\n${ca[4].email}\r\nnobody@example.invalid\r\n${ca[5].id}\r\n`;
    const res = await upload(id, "list.TXT", Buffer.from(txt, "utf8"));
    expect(res.status).toBe(200);
    const done = await finished(res.body.data.id);
    // per_customer 2 does not let a customer listed twice in one send have two
    expect(await resultsOf(done.id)).toEqual([
      [1, "sent"],
      [3, "duplicate"],
      [4, "duplicate"],
      [5, "unknown_customer"],
      [6, "sent"],
    ]);
  });

  it("an .xlsx: the first column of the first sheet, ids as numbers or text", async () => {
    const id = await voucher(2);
    const book = await xlsx([[ca[6].id, "ignored"], [ca[7].email, ca[9].email], [], ["someone"], [String(ca[8].id)]]);
    const res = await upload(id, "list.xlsx", book);
    expect(res.status).toBe(200);
    expect(res.body.data.requested).toBe(4);
    const done = await finished(res.body.data.id);
    expect(await resultsOf(done.id)).toEqual([
      [1, "sent"],
      [2, "sent"],
      [4, "unknown_customer"],
      [5, "out_of_stock"],
    ]);
  });

  it('skips a header as the first line (email, "customer_id", 客户, Customer ID): not sent, not counted; another word or a later line counts', async () => {
    const id = await voucher(100);
    const first = await upload(id, "with-header.csv", ["email", ca[10].email, String(ca[11].id), "nobody@example.invalid"].join("\n"));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ requested: 3, unknown_customer: 0 });
    const done = await finished(first.body.data.id);
    expect(done).toMatchObject({ requested: 3, done: 3, sent: 2, unknown_customer: 1 });
    // line numbers stay the file's: the header was line 1
    expect(await resultsOf(done.id)).toEqual([
      [2, "sent"],
      [3, "sent"],
      [4, "unknown_customer"],
    ]);
    const counted = async (name: string, content: string | Buffer) => {
      const res = await upload(id, name, content);
      expect(res.status, name).toBe(200);
      return [res.body.data.requested, res.body.data.unknown_customer];
    };
    expect(await counted("zh.txt", `\uFEFF客户\r\n${ca[12].id}\r\n`)).toEqual([1, 0]);
    expect(await counted("quoted.csv", `"customer_id",name\n${ca[13].id},Ann`)).toEqual([1, 0]);
    expect(
      await counted(
        "header.xlsx",
        await xlsx([
          ["Customer ID", "Name"],
          [ca[14].id, "Ann"],
        ]),
      ),
    ).toEqual([1, 0]);
    expect(await counted("e-mail.csv", `\n E-Mail \n${ca[15].email}`)).toEqual([1, 0]);
    // "Name" is not a header word, and a header word below the first line is a line like any other
    expect(await counted("name.csv", `Name\n${ca[16].email}`)).toEqual([2, 1]);
    expect(await counted("later.csv", `${ca[17].email}\nemail`)).toEqual([2, 1]);
    // a file of nothing but a header names no customer
    const only = await upload(id, "only-header.csv", "customer\n");
    expect(only.status).toBe(422);
    expect(only.body.data.errors.file).toEqual(["The file names no customer: one customer id or email a line"]);
  });

  it("a queued send of 2,500 lines over three batches never takes stock below zero, with a pasted send racing it", async () => {
    const id = await voucher(2000);
    const lines = ca.slice(100, 2600).map((c) => c.email);
    const res = await upload(id, "big.csv", lines.join("\n"));
    expect(res.status).toBe(200);
    // a pasted send of 10 other customers while the job works: one of the two takes each unit
    const pasted = await t.post(
      "/api/market/voucher/send",
      {
        voucher_id: id,
        customers: ca
          .slice(2700, 2710)
          .map((c) => c.email)
          .join("\n"),
      },
      { token: operator },
    );
    expect(pasted.status).toBe(200);
    const done = await finished(res.body.data.id);
    expect(done.done).toBe(2500);
    expect(done.sent + pasted.body.data.sent).toBe(2000);
    expect(done.out_of_stock + pasted.body.data.out_of_stock).toBe(510);
    const [v] = await t.sql<{ issued: number; total_stock: number }>("select issued, total_stock from vouchers where id = $1", [id]);
    expect(v).toEqual({ issued: 2000, total_stock: 2000 });
    expect(await t.sql("select count(*)::int as n from voucher_send_results where voucher_id = $1 and result = 'sent'", [id])).toEqual([
      { n: 2000 },
    ]);
    // each line exactly one result, none left open
    expect(
      await t.sql(
        "select count(*)::int as n, count(result)::int as answered, count(distinct line)::int as lines from voucher_send_results where send_id = $1",
        [done.id],
      ),
    ).toEqual([{ n: 2500, answered: 2500, lines: 2500 }]);
    const steps = await t.sql<{ step: string }>(
      "select step from job_effects where kind = 'market.voucher-send' and job_id = (select job_id::uuid from voucher_sends where id = $1) order by step",
      [done.id],
    );
    expect(steps.map((s) => s.step)).toEqual(["batch-0", "batch-1", "batch-2", "finish"]);
  }, 120_000);
});

describe("refusals", () => {
  it("refuses wrong types, too many lines, an empty or too large file, and leaves nothing written", async () => {
    const id = await voucher(5);
    const before = await written();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const book = await xlsx([[ca[0].email]]);
    const cases: [string, string | Buffer, string][] = [
      ["list.pdf", ca[0].email, "Choose a .csv, .txt or .xlsx file"],
      ["list.csv", png, "The file is not a plain-text list: save it as .csv or .txt in UTF-8"],
      ["list.csv", book, "The file is not a plain-text list: save it as .csv or .txt in UTF-8"],
      ["list.txt", Buffer.from([0x61, 0xff, 0xfe, 0x0a]), "The file is not a plain-text list: save it as .csv or .txt in UTF-8"],
      ["list.xlsx", `${ca[0].email}\n`, "The file is named .xlsx but is not an Excel workbook"],
      [
        "list.xlsx",
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]),
        "The file could not be read as an .xlsx spreadsheet",
      ],
      ["list.csv", "\n \n", "The file names no customer: one customer id or email a line"],
      [
        "list.csv",
        Array.from({ length: 50_001 }, (_, i) => String(i + 1)).join("\n"),
        "The file lists 50,001 customers: at most 50,000 in one send",
      ],
      ["list.csv", "x".repeat(5 * 1024 * 1024 + 1), "The customer list is larger than 5 MB"],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(id, name, content);
      expect(res.status, `${name}: ${message}`).toBe(422);
      expect(res.body.data.errors.file).toEqual([message]);
    }
    // 50,000 lines is the limit itself, and is taken (then worked: ids of other sites are unknown)
    const most = await upload(id, "most.csv", Array.from({ length: 50_000 }, (_, i) => String(i + 1)).join("\n"));
    expect(most.status).toBe(200);
    expect(most.body.data.requested).toBe(50_000);
    await finished(most.body.data.id);
    const after = await written();
    expect(after).toEqual({ sends: before.sends + 1, lines: before.lines + 50_000, audits: before.audits + 2, jobs: before.jobs + 1 });
  }, 180_000);

  it("answers in zh when asked", async () => {
    const id = await voucher(5);
    const form = new FormData();
    form.append("voucher_id", String(id));
    form.append("file", new Blob(["a"]), "list.doc");
    const res = await fetch(new URL("/api/market/voucher/send/upload", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${operator}`, "accept-language": "zh" },
      body: form,
    });
    expect((await res.json()).data.errors.file).toEqual(["请选择 .csv、.txt 或 .xlsx 文件"]);
  });

  it("is forbidden without the voucher key, not found for a missing voucher, 409 for a disabled one; nothing written", async () => {
    const id = await voucher(5);
    const before = await written();
    const denied = await upload(id, "list.csv", ca[0].email, viewer);
    expect(denied.status).toBe(403);
    expect((await upload(999999, "list.csv", ca[0].email)).status).toBe(404);
    expect((await upload("abc", "list.csv", ca[0].email)).body.data.errors).toEqual({ voucher_id: ["must be a positive integer"] });
    expect((await t.post("/api/market/voucher/change-status", { id, status: "disable" }, { token: operator })).status).toBe(200);
    const off = await upload(id, "list.csv", ca[0].email);
    expect(off.status).toBe(409);
    const after = await written();
    expect(after).toEqual({ ...before, audits: before.audits + 1 }); // the disable's own audit row only
  });
});

describe("a crash between batches", () => {
  it("resumes where it stopped: committed batches are not redone, every line has one result", async () => {
    const id = await voucher(1500);
    const s = await queuedSend(
      id,
      ca.slice(0, 2200).map((c) => c.email),
      "crash.csv",
    );
    let runs = 0;
    const crashing: JobKind<{ send_id: number }> = {
      ...voucherSendJob,
      name: "test.voucher-send-crash",
      retryDelaySeconds: 1,
      async run(ctx) {
        runs++;
        let steps = 0;
        const once: typeof ctx.once = async (step, fn) => {
          const ran = await ctx.once(step, fn);
          // the first delivery dies right after its second batch committed
          if (runs === 1 && ++steps === 2) throw new Error("worker lost after batch 1");
          return ran;
        };
        await voucherSendJob.run({ ...ctx, once });
      },
    };
    crashQueue = await JobQueue.start({ db: t.api.db, config: t.config, store: t.api.store }, [crashing], {
      pollSeconds: 0.5,
      housekeeping: false,
    });
    const jobId = await t.api.db.tx((q) => crashQueue!.enqueue(q, crashing, { send_id: s.id }));
    const done = await finished(s.id);
    expect(runs).toBe(2);
    expect(done).toMatchObject({ requested: 2200, done: 2200, sent: 1500, out_of_stock: 700, duplicate: 0, unknown_customer: 0 });
    expect(await t.sql("select issued from vouchers where id = $1", [id])).toEqual([{ issued: 1500 }]);
    expect(
      await t.sql("select count(*)::int as n, count(result)::int as answered from voucher_send_results where send_id = $1", [s.id]),
    ).toEqual([{ n: 2200, answered: 2200 }]);
    // the first 1,500 lines in list order took the stock
    expect(
      await t.sql(
        "select min(line)::int as first, max(line)::int as last from voucher_send_results where send_id = $1 and result = 'sent'",
        [s.id],
      ),
    ).toEqual([{ first: 1, last: 1500 }]);
    const steps = await t.sql<{ step: string }>("select step from job_effects where job_id = $1 order by step", [jobId]);
    expect(steps.map((r) => r.step)).toEqual(["batch-0", "batch-1", "batch-2", "finish"]);
  }, 120_000);
});

describe("the voucher made unsendable while its send runs", () => {
  // a job that runs the real one and, right after its first batch committed, does what `afterFirst` says
  const afterFirst = new Map<number, () => Promise<unknown>>();
  const stopping: JobKind<{ send_id: number }> = {
    ...voucherSendJob,
    name: "test.voucher-send-stop",
    async run(ctx) {
      const once: typeof ctx.once = async (step, fn) => {
        const ran = await ctx.once(step, fn);
        if (step === "batch-0") await afterFirst.get(ctx.data.send_id)?.();
        return ran;
      };
      await voucherSendJob.run({ ...ctx, once });
    },
  };
  const stopsWhen = async (sendId: number, what: () => Promise<unknown>) => {
    afterFirst.set(sendId, what);
    stopQueue ??= await JobQueue.start({ db: t.api.db, config: t.config, store: t.api.store }, [stopping], {
      pollSeconds: 0.5,
      housekeeping: false,
    });
    await t.api.db.tx((q) => stopQueue!.enqueue(q, stopping, { send_id: sendId }));
    const end = Date.now() + 60_000;
    for (;;) {
      const res = await t.get(`/api/market/voucher/send/${sendId}`, { token: operator });
      if (["done", "stopped"].includes(res.body.data.status)) return res.body.data;
      if (Date.now() > end) throw new Error(`send ${sendId} still ${res.body.data.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const total = async (sendId: number, result: string) =>
    (await t.get(`/api/market/voucher/send/${sendId}/results`, { token: operator, query: { result, page_size: 1 } })).body.data.total;

  it("disabled after the first batch: nothing more is issued, the other 1,500 lines say the voucher was disabled, the send is stopped", async () => {
    const id = await voucher(3000);
    const s = await queuedSend(
      id,
      ca.slice(0, 2500).map((c) => c.email),
      "stop.csv",
    );
    const disable = async () =>
      expect((await t.post("/api/market/voucher/change-status", { id, status: "disable" }, { token: operator })).status).toBe(200);
    const stopped = await stopsWhen(s.id, disable);
    expect(stopped).toMatchObject({
      status: "stopped",
      requested: 2500,
      done: 2500,
      sent: 1000,
      voucher_disabled: 1500,
      voucher_expired: 0,
      out_of_stock: 0,
      duplicate: 0,
      unknown_customer: 0,
    });
    expect(stopped.finished_at).not.toBeNull();
    expect(await t.sql("select issued from vouchers where id = $1", [id])).toEqual([{ issued: 1000 }]);
    expect(await total(s.id, "sent")).toBe(1000);
    expect(await total(s.id, "voucher_disabled")).toBe(1500);
    // the first 1,000 lines were sent, every later one was stopped; none is left without a result
    expect(
      await t.sql(
        "select min(line)::int as first, max(line)::int as last, count(*)::int as n from voucher_send_results where send_id = $1 and result = 'voucher_disabled'",
        [s.id],
      ),
    ).toEqual([{ first: 1001, last: 2500, n: 1500 }]);
    expect(await t.sql("select count(*)::int as n from voucher_send_results where send_id = $1 and result is null", [s.id])).toEqual([
      { n: 0 },
    ]);
    const audits = await t.sql<{ action: string }>("select action from audit_log where entity = 'voucher' and entity_id = $1 order by id", [
      String(id),
    ]);
    expect(audits.map((a) => a.action)).toEqual(["create", "disable", "send_stopped"]);
    // the per-customer result as the console words it, in both languages
    expect(en["voucher.result.voucher_disabled"]).toBe("Not sent: the voucher was disabled");
    expect(zh["voucher.result.voucher_disabled"]).toBe("未发放：优惠券已停用");
    expect(en["voucher.send.status.stopped"]).toBe("Stopped");
    expect(zh["voucher.send.status.stopped"]).toBe("已停止");
  }, 120_000);

  it("expired after the first batch: the other 200 lines say the voucher expired", async () => {
    const id = await voucher(3000);
    const s = await queuedSend(
      id,
      ca.slice(0, 1200).map((c) => c.email),
      "expire.csv",
    );
    const stopped = await stopsWhen(s.id, () => t.sql("update vouchers set end_at = now() - interval '1 second' where id = $1", [id]));
    expect(stopped).toMatchObject({
      status: "stopped",
      requested: 1200,
      done: 1200,
      sent: 1000,
      voucher_expired: 200,
      voucher_disabled: 0,
    });
    expect(await t.sql("select issued from vouchers where id = $1", [id])).toEqual([{ issued: 1000 }]);
    expect(en["voucher.result.voucher_expired"]).toBe("Not sent: the voucher expired");
    expect(zh["voucher.result.voucher_expired"]).toBe("未发放：优惠券已过期");
  }, 120_000);
});
