import crypto from "node:crypto";
import type { Db } from "../../db/client";
import { writeAudit } from "../../http/app";
import { log } from "../../log";
import type { ObjectStore } from "../../storage/store";

const DAY_MS = 24 * 3600_000;
const FOREIGN_KEY_VIOLATION = "23503";

export interface OrphanCleanup {
  /** uploads removed (row, object and an audit row each) */
  removed: number;
  /** uploads whose object could not be removed: kept, and tried again next time */
  failed: number;
}

/**
 * Removes uploads that no record references (upload_refs) and that are older than `olderThanMs`
 * (default a day: time enough to finish the form the file was uploaded for). Each one in its own
 * transaction: the row goes with an audit row, and the object is removed before COMMIT — if the
 * store refuses, the row stays and the next run tries again; a record that saves a reference
 * meanwhile either waits for this and is told the file is gone, or wins and keeps it (the
 * foreign key refuses the delete). Safe to run on several instances at once. Scheduled daily on
 * the job queue.
 */
export async function removeOrphanUploads(
  deps: { db: Db; store: ObjectStore },
  { olderThanMs = DAY_MS, batchSize = 200 }: { olderThanMs?: number; batchSize?: number } = {},
): Promise<OrphanCleanup> {
  const { db, store } = deps;
  const runId = `orphan-uploads-${crypto.randomUUID()}`;
  const result: OrphanCleanup = { removed: 0, failed: 0 };
  let after = "0";
  for (;;) {
    const batch = await db.query<{ id: string }>(
      `select u.id from uploads u
       where u.id > $1 and u.created_at < now() - $2 * interval '1 millisecond'
         and not exists (select 1 from upload_refs r where r.upload_id = u.id)
       order by u.id limit $3`,
      [after, olderThanMs, batchSize],
    );
    for (const { id } of batch) {
      after = id;
      try {
        const gone = await db.tx(async (q) => {
          const [row] = await q.query<{ id: string; key: string }>(
            `delete from uploads u
             where u.id = $1 and u.created_at < now() - $2 * interval '1 millisecond'
               and not exists (select 1 from upload_refs r where r.upload_id = u.id)
             returning id, key, purpose, content_type, size, sha256, uploaded_by`,
            [id, olderThanMs],
          );
          if (!row) return false;
          await writeAudit(q, null, runId, { action: "remove-orphan", entity: "upload", entityId: row.id, before: row });
          await store.remove(row.key);
          return true;
        });
        if (gone) result.removed++;
      } catch (err) {
        if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) continue; // referenced meanwhile
        result.failed++;
        log("error", "orphan upload not removed", { upload_id: id, run: runId, err: String((err as Error)?.message ?? err) });
      }
    }
    if (batch.length < batchSize) break;
  }
  if (result.removed || result.failed) log("info", "orphan uploads removed", { run: runId, ...result });
  return result;
}
