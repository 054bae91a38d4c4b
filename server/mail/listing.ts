import { formatUsWest } from "../../app/lib/time";
import type { Queryable } from "../db/client";

// What `npm run cli -- mail` prints: the outbox newest first — state, recipient, subject, and the
// absolute links each mail carries; a failed mail with its last error, so ops see it.
export async function mailListing(q: Queryable, limit = 50): Promise<string> {
  const rows = await q.query<{
    id: string;
    state: string;
    recipient: string;
    subject: string;
    links: string[];
    attempts: number;
    last_error: string | null;
    created_at: string;
  }>(`select id, state, recipient, subject, links, attempts, last_error, created_at from mail_outbox order by id desc limit $1`, [limit]);
  if (!rows.length) return "the mail outbox is empty\n";
  const out: string[] = [];
  for (const r of rows) {
    out.push(`#${r.id}  ${r.state.padEnd(7)}  ${formatUsWest(r.created_at)}  ${r.recipient}  ${r.subject}`);
    for (const link of r.links) out.push(`    ${link}`);
    if (r.last_error) out.push(`    last error (attempt ${r.attempts}): ${r.last_error}`);
  }
  return out.join("\n") + "\n";
}
