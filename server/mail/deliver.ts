import nodemailer from "nodemailer";
import * as z from "zod";
import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import { defineJob } from "../jobs/define";
import { log } from "../log";
import { mailHtml } from "./quote";

// Delivery of one outbox row over SMTP (SMTP_URL). Without SMTP_URL the job leaves the row pending:
// the mail is read with `npm run cli -- mail`, and the sweep below delivers it once SMTP is set.
//
// Never twice: a row is claimed (pending → sending) in its own committed transaction before the
// SMTP exchange and marked sent right after it; a second delivery of the job, a retry, or the sweep
// finds it sending or sent and does not send. Only a process that dies inside the SMTP exchange
// itself leaves the row "sending": it is taken again after CLAIM_STALE_SECONDS (the message keeps
// its Message-ID, so a receiving server or client that saw the first copy can drop the second).
// A failure is retried with backoff by the queue; after MAX_ATTEMPTS the row is `failed` with its
// last error, which the CLI shows.

export const MAX_ATTEMPTS = 5;
const CLAIM_STALE_SECONDS = 300;

export type DeliveryOutcome = "sent" | "no-smtp" | "done-before" | "busy";

const transports = new Map<string, nodemailer.Transporter>();
function transportFor(url: string): nodemailer.Transporter {
  let t = transports.get(url);
  if (!t) {
    // a local relay without a certificate (tests, a sidecar) is still spoken to in plain SMTP
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  links: string[];
  attempts: number;
}

/** Delivers one outbox row if it is still to be sent. Throws on a failure that should be retried. */
export async function deliverMail(db: Db, config: Pick<ApiConfig, "mail" | "consoleUrl">, id: number): Promise<DeliveryOutcome> {
  if (!config.mail.smtpUrl) return "no-smtp";
  const [row] = await db.tx((q) =>
    q.query<OutboxRow>(
      `update mail_outbox set state = 'sending', attempts = attempts + 1, claimed_at = now()
        where id = $1 and (state = 'pending' or (state = 'sending' and claimed_at < now() - make_interval(secs => $2)))
        returning id, recipient, subject, body, links, attempts`,
      [id, CLAIM_STALE_SECONDS],
    ),
  );
  if (!row) {
    const [now] = await db.query<{ state: string }>("select state from mail_outbox where id = $1", [id]);
    // another worker is in the middle of it: let the queue ask again later
    if (now?.state === "sending") return "busy";
    return "done-before";
  }
  try {
    const host = new URL(config.consoleUrl).hostname || "console";
    await transportFor(config.mail.smtpUrl).sendMail({
      from: config.mail.from,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      // the same text, escaped, with the console's own links as its only anchors
      html: mailHtml(row.body, row.links ?? []),
      messageId: `<outbox-${row.id}@${host}>`,
    });
  } catch (err) {
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    const failed = row.attempts >= MAX_ATTEMPTS;
    await db.query("update mail_outbox set state = $2, last_error = $3 where id = $1", [id, failed ? "failed" : "pending", message]);
    log(failed ? "error" : "warn", failed ? "mail failed for good" : "mail delivery failed; will retry", {
      outbox_id: id,
      attempts: row.attempts,
      err: message,
    });
    if (failed) return "done-before";
    throw err;
  }
  await db.query("update mail_outbox set state = 'sent', sent_at = now(), last_error = null where id = $1", [id]);
  return "sent";
}

export const mailDeliver = defineJob({
  name: "mail.deliver",
  data: z.object({ id: z.number().int().positive() }),
  // the queue retries a thrown failure: 5 s, 10 s, 20 s, 40 s … (MAX_ATTEMPTS in all)
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  async run(ctx) {
    if (ctx.config.faultPauseBeforeMail) {
      // the fault tests kill the process here: after the transition committed, before the delivery
      log("warn", "fault point: paused before mail", { outbox_id: ctx.data.id, pid: process.pid });
      await new Promise<void>(() => {});
    }
    const outcome = await deliverMail(ctx.db, ctx.config, ctx.data.id);
    if (outcome === "busy") throw new Error(`mail ${ctx.data.id} is being sent by another worker`);
    await ctx.progress(1, 1, outcome);
  },
});

/**
 * Pending mail older than a minute — written while SMTP_URL was unset, or whose job was lost —
 * delivered every 5 minutes once SMTP_URL is set (one instance per tick).
 */
export const mailSweep = defineJob({
  name: "mail.sweep",
  data: z.object({}),
  schedule: "*/5 * * * *",
  async run(ctx) {
    if (!ctx.config.mail.smtpUrl) return;
    const rows = await ctx.db.query<{ id: string }>(
      "select id from mail_outbox where state = 'pending' and created_at < now() - interval '1 minute' order by id limit 200",
    );
    let sent = 0;
    for (const r of rows) {
      try {
        if ((await deliverMail(ctx.db, ctx.config, Number(r.id))) === "sent") sent++;
      } catch {
        // counted in the row (attempts, last_error); the next sweep tries again
      }
    }
    await ctx.progress(rows.length, rows.length, `${sent} mails sent`);
  },
});
