import type { Queryable } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import { expandGrants } from "../modules/auth/grants";
import { mailDeliver } from "./deliver";

// The mail outbox: a mail is a row written in the transaction of the change that causes it, with
// its delivery job enqueued in that same transaction — so it exists exactly when the change
// commits, and a crash after the commit still delivers it (the job is in the queue).

export type MailLanguage = "zh" | "en";

export interface Recipient {
  id: number;
  name: string;
  email: string;
  language: MailLanguage;
}

export interface OutgoingMail {
  to: Recipient;
  subject: string;
  /** plain text; the links are in it and listed apart in `links` (absolute URLs) */
  body: string;
  links: string[];
  /** the record the mail is about (audit and review log names) */
  entity: string;
  entityId: string | number;
}

/** Writes the mail in the caller's transaction and enqueues its delivery there too. */
export async function queueMail(q: Queryable, jobs: JobQueue | undefined, mail: OutgoingMail): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `insert into mail_outbox (recipient_id, recipient, language, subject, body, links, entity, entity_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [mail.to.id, mail.to.email, mail.to.language, mail.subject, mail.body, mail.links, mail.entity, String(mail.entityId)],
  );
  const id = Number(row.id);
  // no queue only in tests that build a bare handler; the row stays pending for the sweep
  if (jobs) await jobs.enqueue(q, mailDeliver, { id });
  return id;
}

/** Active staff with an email address. */
export async function usersById(q: Queryable, ids: number[]): Promise<Recipient[]> {
  if (!ids.length) return [];
  return q.query<Recipient>(
    "select id, display_name as name, email, language from users where id = any($1::int[]) and active and email <> '' order by id",
    [ids],
  );
}

/**
 * Every active staff member holding at least one of `permissions` (through their role's grants,
 * expanded as the API expands them), except the people in `except`.
 */
export async function usersHolding(q: Queryable, permissions: readonly string[], except: number[] = []): Promise<Recipient[]> {
  const rows = await q.query<Recipient & { grants: string[] }>(
    `select u.id, u.display_name as name, u.email, u.language, r.grants
       from users u join roles r on r.id = u.role_id
      where u.active and u.email <> '' order by u.id`,
  );
  return rows
    .filter((u) => !except.includes(u.id))
    .filter((u) => {
      const held = new Set(expandGrants(u.grants));
      return permissions.some((p) => held.has(p));
    })
    .map(({ grants: _grants, ...u }) => u);
}
