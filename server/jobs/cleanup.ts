import * as z from "zod";
import type { Queryable } from "../db/client";
import { log } from "../log";
import { STALE_SECONDS } from "./claims";
import { removeOrphanUploads } from "../modules/uploads/orphans";
import { pruneAbandonedUploads } from "../modules/uploads/staging";
import { defineJob } from "./define";

// The first jobs on the queue: house-keeping that used to happen only when the API started.

/** API tokens past their expiry are refused already; this removes their rows. Once an hour. */
export const expiredTokensCleanup = defineJob({
  name: "tokens.expired-cleanup",
  data: z.object({}),
  schedule: "17 * * * *",
  async run(ctx) {
    let removed = 0;
    await ctx.once("delete", async (q) => {
      const rows = await q.query("delete from api_tokens where expires_at < now() returning 1");
      removed = rows.length;
    });
    await ctx.progress(1, 1, `${removed} expired tokens removed`);
    log("info", "job done", { kind: "tokens.expired-cleanup", id: ctx.id, removed, pid: process.pid });
  },
});

/**
 * Staging files an upload left when its process died mid-upload. They are on this machine's disk,
 * so each host works this job in a queue of its own; enqueued when the API starts and once an hour.
 */
export const uploadStagingCleanup = defineJob({
  name: "uploads.staging-cleanup",
  data: z.object({}),
  perHost: true,
  schedule: "47 * * * *",
  async run(ctx) {
    const removed = await pruneAbandonedUploads(ctx.config.uploadStagingDir);
    await ctx.progress(1, 1, `${removed} abandoned staging files removed`);
  },
});

/**
 * Uploads no record references, older than UPLOAD_ORPHAN_HOURS (issue 14.8): removed with their
 * objects once a day, at 03:30 US West. The shared queue runs it on one instance per tick.
 */
export const orphanUploadsCleanup = defineJob({
  name: "uploads.orphan-cleanup",
  data: z.object({}),
  schedule: "30 3 * * *",
  async run(ctx) {
    const { removed, failed } = await removeOrphanUploads(
      { db: ctx.db, store: ctx.store },
      { olderThanMs: ctx.config.uploadLimits.orphanAfterMs },
    );
    await ctx.progress(1, 1, `${removed} unused uploads removed, ${failed} kept for the next run`);
  },
});

/** uploaded import files and their reports of bad rows are kept this long after the import ends: 7 days */
export const IMPORT_FILES_KEEP_DAYS = 7;

/**
 * Removes what imports stored (issue 39.5): the uploaded file and the report of bad rows of every
 * import that ended more than IMPORT_FILES_KEEP_DAYS ago; the import's row (who, when, outcome)
 * stays for its history. Also drops claims on heavy work left stale by a process that died. Once a
 * day, at 03:40 US West.
 */
export async function purgeImportFiles(q: Queryable, keepDays = IMPORT_FILES_KEEP_DAYS): Promise<number> {
  const purged = await q.query(
    `update excel_imports set file = ''::bytea, report = null
      where status in ('applied', 'rejected', 'failed') and updated_at < now() - make_interval(days => $1)
        and (octet_length(file) > 0 or report is not null)
      returning 1`,
    [keepDays],
  );
  await q.query("delete from heavy_claims where heartbeat_at < now() - make_interval(secs => $1)", [STALE_SECONDS]);
  return purged.length;
}

export const importFilesCleanup = defineJob({
  name: "imports.files-cleanup",
  data: z.object({}),
  schedule: "40 3 * * *",
  async run(ctx) {
    let purged = 0;
    await ctx.once("purge", async (q) => void (purged = await purgeImportFiles(q)));
    await ctx.progress(1, 1, `${purged} import files and reports removed`);
  },
});
