// The mail outbox and its delivery (server/mail): a mail written in a committed transaction is
// delivered once over real SMTP by the queue's job; delivering it again sends nothing; a refused
// mail is retried and, after the last attempt, stays `failed` with its error for ops; without
// SMTP_URL it stays pending; `npm run cli -- mail` lists the outbox newest first with its links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverMail, MAX_ATTEMPTS } from "../../server/mail/deliver";
import { queueMail, type Recipient } from "../../server/mail/outbox";
import { runCliCommand } from "../../server/ops/commands";
import { headerOf, startSmtpSink, textOf, type SmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let smtp: SmtpSink;
let avery: Recipient;

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApi({
    env: { SMTP_URL: smtp.url, CONSOLE_URL: "https://console.example", MAIL_FROM: "Console <console@example.com>" },
  });
  avery = { id: await t.userId("approver"), name: "Avery Approver", email: "approver@staff.example", language: "zh" };
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mail = (subject: string) => ({
  to: avery,
  subject,
  body: `预算 B-1 待审核\n\n打开记录：\nhttps://console.example/market-tool/budget-detail/1?type=common_examine`,
  links: ["https://console.example/market-tool/budget-detail/1?type=common_examine"],
  entity: "budget",
  entityId: 1,
});

describe("mail outbox", () => {
  it("a committed mail is delivered once over SMTP by the job, with its subject, text and link", async () => {
    const id = await t.api.db.tx((q) => queueMail(q, t.api.jobs, mail("待审核：预算 B-1")));
    const row = await until("the mail to be sent", async () => {
      const [r] = await t.sql<{ state: string; attempts: number; sent_at: string | null }>(
        "select state, attempts, sent_at from mail_outbox where id = $1",
        [id],
      );
      return r.state === "sent" && r;
    });
    expect(row.attempts).toBe(1);
    const got = smtp.messages.filter((m) => headerOf(m.raw, "Message-ID").includes(`outbox-${id}@`));
    expect(got).toHaveLength(1);
    expect(got[0].to).toEqual(["approver@staff.example"]);
    expect(headerOf(got[0].raw, "Subject")).toBe("待审核：预算 B-1");
    expect(headerOf(got[0].raw, "From")).toContain("console@example.com");
    expect(textOf(got[0].raw)).toContain("https://console.example/market-tool/budget-detail/1?type=common_examine");
    // the job delivered again (a retry, a second worker) sends nothing more
    expect(await deliverMail(t.api.db, t.config, id)).toBe("done-before");
    expect(smtp.messages.filter((m) => headerOf(m.raw, "Message-ID").includes(`outbox-${id}@`))).toHaveLength(1);
  });

  it("a mail in a transaction that rolls back is never written nor sent", async () => {
    const before = smtp.messages.length;
    await expect(
      t.api.db.tx(async (q) => {
        await queueMail(q, t.api.jobs, mail("rolled back"));
        throw new Error("the transition failed");
      }),
    ).rejects.toThrow("the transition failed");
    await new Promise((r) => setTimeout(r, 2500));
    expect(await t.sql("select id from mail_outbox where subject = 'rolled back'")).toEqual([]);
    expect(smtp.messages.length).toBe(before);
  });

  it("a refused mail is retried; after the last attempt it is failed with the server's answer, and the CLI shows it", async () => {
    // written without a job, delivered by hand, so the test drives each attempt
    const id = await t.api.db.tx((q) => queueMail(q, undefined, mail("refused mail")));
    smtp.refuse = true;
    try {
      for (let i = 1; i < MAX_ATTEMPTS; i++) {
        await expect(deliverMail(t.api.db, t.config, id)).rejects.toThrow(/550/);
        expect((await t.sql("select state, attempts from mail_outbox where id = $1", [id]))[0]).toEqual({ state: "pending", attempts: i });
      }
      expect(await deliverMail(t.api.db, t.config, id)).toBe("done-before");
    } finally {
      smtp.refuse = false;
    }
    const [row] = await t.sql<{ state: string; attempts: number; last_error: string }>(
      "select state, attempts, last_error from mail_outbox where id = $1",
      [id],
    );
    expect(row).toMatchObject({ state: "failed", attempts: 5 });
    expect(row.last_error).toMatch(/550/);
    // a failed mail is not tried again
    expect(await deliverMail(t.api.db, t.config, id)).toBe("done-before");
    const out = await runCliCommand(t.api.db, t.config, "mail");
    expect(out.code).toBe(0);
    const lines = out.stdout.split("\n");
    const at = lines.findIndex((l) => l.startsWith(`#${id}  failed `));
    expect(lines[at]).toContain("approver@staff.example  refused mail");
    expect(lines[at + 1]).toBe("    https://console.example/market-tool/budget-detail/1?type=common_examine");
    expect(lines[at + 2]).toMatch(/^ {4}last error \(attempt 5\): .*550/);
  });

  it("the CLI lists the outbox newest first", async () => {
    const a = await t.api.db.tx((q) => queueMail(q, undefined, mail("older")));
    const b = await t.api.db.tx((q) => queueMail(q, undefined, mail("newer")));
    const out = (await runCliCommand(t.api.db, t.config, "mail")).stdout;
    expect(out.indexOf(`#${b}  pending  `)).toBeGreaterThanOrEqual(0);
    expect(out.indexOf(`#${b}  `)).toBeLessThan(out.indexOf(`#${a}  `));
  });
});

describe("without SMTP_URL", () => {
  it("mail stays pending in the outbox", async () => {
    const noSmtp = { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined } };
    const id = await t.api.db.tx((q) => queueMail(q, undefined, mail("kept")));
    expect(await deliverMail(t.api.db, noSmtp, id)).toBe("no-smtp");
    expect((await t.sql("select state, attempts from mail_outbox where id = $1", [id]))[0]).toEqual({ state: "pending", attempts: 0 });
  });
});
