// Issue 39.5: heavy work has limits. One code batch, export or import in flight per person (429
// with Retry-After, while another person's goes through), daily code quotas per person (200,000)
// and per discount (300,000), and stored import files and reports purged after 7 days.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeImportFiles } from "../../server/jobs/cleanup";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let admin: string;
let operatorId: number;

beforeAll(async () => {
  t = await startTestApi();
  [operator, admin] = await Promise.all([t.token("operator"), t.token("admin")]);
  operatorId = await t.userId("operator");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const base = {
  site: "us",
  currency_code: "USD",
  kind: "percent",
  discount_off: "15",
  min_order: "49.90",
  uses_per_code: 1,
  start_day: "2026-07-01",
  end_day: "2026-07-31",
};
const discount = async (name: string) =>
  (await t.post("/api/market/discount/create", { ...base, name }, { token: operator })).body.data.id as number;
const makeBatch = (body: Record<string, unknown>, token = operator) => t.post("/api/market/discount/batch/create", body, { token });

/** a finished batch of `n` codes, written straight to the tables (no job needed) */
async function doneBatch(discountId: number, n: number, prefix: string): Promise<number> {
  const [b] = await t.sql<{ id: number }>(
    "insert into discount_code_batches (discount_id, prefix, code_length, requested, generated, status, finished_at) values ($1, $2, 12, $3, $3, 'done', now()) returning id",
    [discountId, prefix, n],
  );
  await t.sql("insert into discount_codes (batch_id, code) select $1, $2 || lpad(g::text, 9, '0') from generate_series(1, $3) g", [
    b.id,
    prefix,
    n,
  ]);
  return b.id;
}

/** starts a download and reads only its status line: the export stays in flight, held by back-pressure */
function stalledDownload(path: string, token: string): Promise<{ status: number; req: http.ClientRequest; res: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, t.url), { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.pause();
      resolve({ status: res.statusCode ?? 0, req, res });
    });
    req.on("error", reject);
  });
}

describe("one heavy piece of work in flight per person", () => {
  it("a second export by the same person is refused with 429 and Retry-After; another person's goes through", async () => {
    const d = await discount("Export pair");
    const batch = await doneBatch(d, 100_000, "EXA");
    const first = await stalledDownload(`/api/market/discount/batch/${batch}/export`, operator);
    expect(first.status).toBe(200);
    try {
      const second = await t.get(`/api/market/discount/batch/${batch}/export`, { token: operator });
      expect(second.status).toBe(429);
      expect(second.headers.get("retry-after")).toBe("30");
      expect(second.body.message).toBe("You already have an export running: wait for it to finish, then try again (in about 30 seconds).");
      const zh = await t.get(`/api/market/discount/batch/${batch}/export`, { token: operator, headers: { "accept-language": "zh-CN" } });
      expect(zh.body.message).toBe("您已有一个导出正在进行：请等它完成后再试（约 30 秒后）。");
      // someone else exports meanwhile
      const other = await fetch(new URL(`/api/market/discount/batch/${batch}/export`, t.url), {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(other.status).toBe(200);
      expect((await other.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    } finally {
      first.req.destroy();
    }
    // once the first one has ended, the person may export again
    const end = Date.now() + 10_000;
    for (;;) {
      const again = await fetch(new URL(`/api/market/discount/batch/${batch}/export`, t.url), {
        headers: { authorization: `Bearer ${operator}` },
      });
      await again.arrayBuffer();
      if (again.status === 200) break;
      if (Date.now() > end) throw new Error(`export still refused: ${again.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it("a second code batch by the same person while the first runs is refused; another person's goes through", async () => {
    const d = await discount("Batch pair");
    // the first batch's job is not worked while its claim is held: the claim stands for it
    const first = await makeBatch({ discount_id: d, prefix: "BPA", code_length: 12, count: 50_000 });
    expect(first.status).toBe(200);
    const second = await makeBatch({ discount_id: d, prefix: "BPB", code_length: 12, count: 10 });
    const [{ status }] = await t.sql<{ status: string }>("select status from discount_code_batches where id = $1", [first.body.data.id]);
    // (only meaningful while the first is still in flight)
    expect(status).not.toBe("done");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("30");
    expect(second.body.message).toBe("You already have a code batch running: wait for it to finish, then try again (in about 30 seconds).");
    const other = await makeBatch({ discount_id: d, prefix: "BPC", code_length: 12, count: 10 }, admin);
    expect(other.status).toBe(200);
    // nothing half-written by the refusal
    expect(await t.sql("select prefix from discount_code_batches where discount_id = $1 order by id", [d])).toEqual([
      { prefix: "BPA" },
      { prefix: "BPC" },
    ]);
  });
});

describe("one import in flight per person, from the upload's first byte", () => {
  /** posts the first part of a special-offer product sheet and keeps the upload open: the import is in flight */
  function stalledImport(token: string): http.ClientRequest {
    const req = http.request(new URL("/api/special_offer/products/excel_import_products", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=XYZ", "content-length": "100000" },
    });
    req.on("error", () => undefined);
    req.write(
      '--XYZ\r\ncontent-disposition: form-data; name="event_id"\r\n\r\n1\r\n--XYZ\r\ncontent-disposition: form-data; name="file"; filename="p.xlsx"\r\n\r\nPK',
    );
    return req;
  }
  const sendList = (token: string) => {
    const form = new FormData();
    form.append("voucher_id", "1");
    form.append("file", new Blob(["someone@example.com\n"]), "list.csv");
    return fetch(new URL("/api/market/voucher/send/upload", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };
  /** the answer to `ask` once it is (or is no longer) 429, within 10 s */
  async function until(ask: () => Promise<Response>, busy: boolean) {
    const end = Date.now() + 10_000;
    for (;;) {
      const res = await ask();
      const body = await res.json();
      if ((res.status === 429) === busy) return { res, body };
      if (Date.now() > end) throw new Error(`still ${res.status}: ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** resolves once the person's upload holds its claim: a list sent sooner would win the claim itself */
  async function uploading(userId: number) {
    const end = Date.now() + 10_000;
    while (!(await t.sql("select 1 from heavy_claims where user_id = $1 and kind = 'import'", [userId])).length) {
      if (Date.now() > end) throw new Error("the stalled upload never claimed its import");
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("a voucher list sent while the person's product sheet is still uploading is refused (429); another person's is not; then it goes", async () => {
    const first = stalledImport(admin);
    try {
      await uploading(await t.userId("admin"));
      const res = await sendList(admin);
      const body = await res.json();
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(body.message).toBe("You already have an import running: wait for it to finish, then try again (in about 30 seconds).");
      const other = await sendList(operator);
      expect(other.status).not.toBe(429);
      await other.arrayBuffer();
    } finally {
      first.destroy();
    }
    // the stalled upload has ended: its claim went with it
    const after = await until(() => sendList(admin), false);
    expect(after.res.status).not.toBe(429);
  });
});

describe("daily code quotas", () => {
  it("refuses codes past 200,000 a person in 24 hours", async () => {
    const d = await discount("Quota person");
    const other = await discount("Quota person 2");
    await t.sql("delete from heavy_claims");
    await t.sql("update discount_code_batches set created_at = now() - interval '25 hours' where created_by_id = $1", [operatorId]);
    // 199,995 codes asked today by the operator, over two discounts; an older batch does not count
    await t.sql(
      `insert into discount_code_batches (discount_id, code_length, requested, status, created_by_id, created_at) values
         ($1, 12, 100000, 'done', $3, now() - interval '2 hours'), ($2, 12, 99995, 'done', $3, now() - interval '1 hour'),
         ($2, 12, 100000, 'done', $3, now() - interval '25 hours')`,
      [d, other, operatorId],
    );
    const over = await makeBatch({ discount_id: d, prefix: "QPA", code_length: 12, count: 6 });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).not.toBeNull();
    expect(over.body.message).toBe(
      "Daily code quota reached: at most 200,000 codes per person in 24 hours (5 left). Try again in 22 hour(s).",
    );
    expect(over.body.data.errors.count).toEqual([over.body.message]);
    const zh = await t.post(
      "/api/market/discount/batch/create",
      { discount_id: d, prefix: "QPA", code_length: 12, count: 6 },
      { token: operator, headers: { "accept-language": "zh-CN" } },
    );
    expect(zh.body.message).toBe("已达每日优惠码额度：每人 24 小时内最多 200,000 个（剩余 5 个），请 22 小时后再试。");
    const fits = await makeBatch({ discount_id: d, prefix: "QPB", code_length: 12, count: 5 });
    expect(fits.status).toBe(200);
  });

  it("refuses codes past 300,000 a discount in 24 hours, whoever asks", async () => {
    const d = await discount("Quota discount");
    await t.sql(
      "insert into discount_code_batches (discount_id, code_length, requested, status, created_at) values ($1, 12, 100000, 'done', now() - interval '3 hours'), ($1, 12, 100000, 'done', now()), ($1, 12, 99990, 'done', now())",
      [d],
    );
    const over = await makeBatch({ discount_id: d, prefix: "QDA", code_length: 12, count: 11 }, admin);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      "Daily code quota of this discount reached: at most 300,000 codes in 24 hours (10 left). Try again in 21 hour(s).",
    );
  });
});

describe("stored import files", () => {
  it("an ended import's file and report are removed after 7 days; newer ones and running ones stay", async () => {
    await t.sql("delete from excel_imports");
    await t.sql(
      `insert into excel_imports (importer, file_name, file, status, report, updated_at) values
         ('translations', 'old.xlsx', '\\x504b0304'::bytea, 'rejected', '{"columns": [], "rows": []}', now() - interval '8 days'),
         ('translations', 'recent.xlsx', '\\x504b0304'::bytea, 'rejected', '{"columns": [], "rows": []}', now() - interval '6 days'),
         ('translations', 'stuck.xlsx', '\\x504b0304'::bytea, 'checking', null, now() - interval '8 days')`,
    );
    const purged = await purgeImportFiles({ query: (text: string, params?: unknown[]) => t.sql(text, params) } as never);
    expect(purged).toBe(1);
    expect(
      await t.sql("select file_name, octet_length(file) as bytes, report is not null as has_report from excel_imports order by file_name"),
    ).toEqual([
      { file_name: "old.xlsx", bytes: 0, has_report: false },
      { file_name: "recent.xlsx", bytes: 4, has_report: true },
      { file_name: "stuck.xlsx", bytes: 4, has_report: false },
    ]);
    const [old] = await t.sql<{ id: number }>("select id from excel_imports where file_name = 'old.xlsx'");
    const report = await t.get("/api/config/translate/import_report", { token: admin, query: { id: old.id } });
    expect(report.status).toBe(404);
  });
});
