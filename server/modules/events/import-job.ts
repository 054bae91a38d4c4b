import * as z from "zod";
import { writeAudit } from "../../http/app";
import { ApiError } from "../../http/errors";
import type { Ctx } from "../../http/router";
import { handOverHeavy, jobHolder, requestHolder } from "../../jobs/claims";
import { defineJob } from "../../jobs/define";
import { log } from "../../log";
import type { EventKind } from "../../../app/features/activity/events/kinds";
import { noSuchImport, type ImportScope } from "../../excel/endpoints";
import type { BadRowsReport } from "../../excel/report";
import { expandGrants } from "../auth/grants";
// eslint-disable-next-line import-x/no-cycle -- the known cycle with spreadsheet.ts (see there)
import { applySheet, assertImportable, checkSheet, readLines, refusal, type ImportResult, type RowProblem } from "./spreadsheet";
import { importScopeQuery } from "./schemas";
import { loadEvent, needKind } from "./store";
import { writeBatch } from "../../resources/write";

// A long price sheet (more than BACKGROUND_ROWS rows) imported in the background: the upload is kept
// in excel_imports (the shared spreadsheet-import table, status and progress the console polls
// through event/import_status), and this job reads it with progress, checks every row, and — no
// problem found — writes all of them in one transaction exactly as the direct import does
// (applySheet: live prices on a draft, the revision on a published event). A sheet with problems
// writes nothing and keeps a report of them (event/import_report). The event's version is checked
// when the job queues and again when it writes: a change made in between refuses the whole sheet.

export const PRICE_IMPORTER = "event.prices";

/**
 * Who sees a price import's status and report, by the rule of every event endpoint: the import's
 * event must exist (404) and the caller must hold the write key of its kind (403); a page that
 * names its kind or event and asks for an import of another answers 404, as an event of another
 * kind is not found on the other kind's pages.
 */
export const priceImportScope: ImportScope<typeof importScopeQuery> = {
  query: importScopeQuery,
  async check({ db, user, query }, options) {
    const eventId = (options as Partial<Options> | null)?.event_id;
    const [ev] = eventId ? await db.query<{ id: number; kind: EventKind }>("select id, kind from events where id = $1", [eventId]) : [];
    if (!ev || (query.kind && query.kind !== ev.kind) || (query.event_id && query.event_id !== ev.id)) throw noSuchImport();
    needKind(user, ev.kind, "write");
  },
};

interface Options {
  event_id: number;
  version: number;
  /** when done: the import's result, or the refusal in both languages */
  result?: (ImportResult & { kind: "done" }) | { kind: "refused" | "failed"; message: string; message_zh: string };
}

/** Queued after the same checks the direct import makes first (the event, its state, the version). */
export async function queuePriceImport(ctx: Ctx<unknown, unknown>, eventId: number, version: number, fileName: string, file: Buffer) {
  const importId = await writeBatch(ctx.db, ctx, async (q) => {
    const ev = await loadEvent(q, ctx.user, eventId, "write", true);
    assertImportable(ev, version);
    if (!ctx.jobs) throw new Error("imports need the job queue");
    const [{ id }] = await q.query<{ id: number }>(
      "insert into excel_imports (importer, file_name, file, options, created_by, created_by_name) values ($1, $2, $3, $4, $5, $6) returning id",
      [PRICE_IMPORTER, fileName, file, JSON.stringify({ event_id: ev.id, version } satisfies Options), ctx.user.id, ctx.user.name],
    );
    const jobId = await ctx.jobs.enqueue(q, eventPriceImportJob, { id });
    await handOverHeavy(q, ctx.user.id, "import", requestHolder(ctx.requestId), jobHolder(jobId));
    return { result: id, log: { action: "import_prices_queued", entity: "event", entityId: ev.id, after: { file: fileName, import: id } } };
  });
  return { event_id: eventId, import_id: importId, status: "queued" as const, file: fileName };
}

/** The bad rows as data (server/excel/report.ts): row, column and the problem in both languages. */
const problemReport = (problems: RowProblem[]): BadRowsReport => ({
  columns: [],
  rows: problems.map((p) => ({ line: p.row, column: p.column, message: p.message, message_zh: p.message_zh })),
});

export const eventPriceImportJob = defineJob({
  name: "event.import-prices",
  data: z.object({ id: z.number().int().positive() }),
  retryLimit: 2,
  expireInSeconds: 3600,
  async run(ctx) {
    const { id } = ctx.data;
    const [imp] = await ctx.db.query<{
      file: Buffer | Uint8Array;
      file_name: string;
      status: string;
      options: Options;
      created_by: number | null;
    }>("select file, file_name, status, options, created_by from excel_imports where id = $1 and importer = $2", [id, PRICE_IMPORTER]);
    if (!imp || ["applied", "rejected", "failed"].includes(imp.status)) return;
    const set = (fields: string, params: unknown[]) =>
      ctx.db.query(`update excel_imports set ${fields}, updated_at = now() where id = $1`, [id, ...params]);
    const finish = (status: string, result: Options["result"], extra = "", params: unknown[] = []) =>
      set(`status = '${status}', options = options || $2::jsonb, message = $3${extra}`, [
        JSON.stringify({ result }),
        result && "message" in result ? result.message : null,
        ...params,
      ]);
    try {
      // who queued it, with the permissions they hold now
      const [who] = await ctx.db.query<{ id: number; username: string; display_name: string; role: string; grants: string[] }>(
        "select u.id, u.username, u.display_name, r.name as role, r.grants from users u join roles r on r.id = u.role_id where u.id = $1 and u.active",
        [imp.created_by],
      );
      if (!who)
        throw new ApiError(403, "The person who started this import can no longer change events", null, "发起导入的用户已无权修改活动");
      const user = {
        id: who.id,
        username: who.username,
        name: who.display_name,
        role: who.role,
        permissions: new Set(expandGrants(who.grants)),
      };
      const requestId = `job:${ctx.id}`;
      const acting = {
        user,
        config: { consoleUrl: ctx.config.consoleUrl },
        audit: (q: Parameters<typeof writeAudit>[0], row: Parameters<typeof writeAudit>[3]) => writeAudit(q, user, requestId, row),
      };
      const { event_id: eventId, version } = imp.options;
      await set("status = 'checking', phase_done = 0", []);
      const lines = await readLines(Buffer.from(imp.file), async (read) => {
        await set("phase_done = $2", [read]);
        await ctx.progress(read, undefined, "checking");
      });
      await set("phase_done = $2, total = $2", [lines.length]);
      const ev = await loadEvent(ctx.db, user, eventId, "write");
      assertImportable(ev, version);
      const checked = await checkSheet(ctx.db, ev, lines);
      if (checked.problems.length) {
        const err = refusal(checked.problems);
        await finish(
          "rejected",
          { kind: "refused", message: err.message, message_zh: err.zh ?? err.message },
          ", bad_rows = $4, report = $5",
          [checked.problems.length, JSON.stringify(problemReport(checked.problems))],
        );
        return;
      }
      await set("status = 'applying', phase_done = 0", []);
      await ctx.once("apply", async (q) => {
        const locked = await loadEvent(q, user, eventId, "write", true);
        assertImportable(locked, version);
        const result = await applySheet(acting, q, locked, checked, imp.file_name);
        await q.query(
          "update excel_imports set status = 'applied', phase_done = total, options = options || $2::jsonb, message = null, updated_at = now() where id = $1",
          [id, JSON.stringify({ result: { kind: "done", ...result } })],
        );
      });
      await ctx.progress(lines.length, lines.length, "applied");
    } catch (err) {
      // a refusal (the sheet unreadable, the event changed or published meanwhile) is the import's answer, not a crash
      if (err instanceof ApiError) {
        await finish("failed", { kind: "failed", message: err.message, message_zh: err.zh ?? err.message });
        return;
      }
      log("error", "event price import failed", { id, err: String((err as Error)?.stack ?? err) });
      await finish("failed", {
        kind: "failed",
        message: "The import stopped on an unexpected error; nothing was imported",
        message_zh: "导入因意外错误中止，未导入任何数据",
      });
    }
  },
});
