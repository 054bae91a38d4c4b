import * as z from "zod";
import { writeAudit } from "../http/app";
import { defineJob } from "../jobs/define";
import { log } from "../log";
import { applyFile, badRowsReport, checkFile } from "./importer";
import { SheetError } from "./read";
import { importerNamed } from "./registry";

// The one job that runs every spreadsheet import (see importer.ts for the steps). The import's
// row in excel_imports carries its status and progress for the console; the apply step runs in
// `ctx.once`, so a job delivered again after a crash never applies a file twice.
export const excelImportJob = defineJob({
  name: "excel.import",
  data: z.object({ id: z.number().int().positive() }),
  retryLimit: 2,
  expireInSeconds: 3600,
  async run(ctx) {
    const { id } = ctx.data;
    const [imp] = await ctx.db.query<{
      importer: string;
      file: Buffer | Uint8Array;
      status: string;
      created_by: number | null;
      created_by_name: string;
      file_name: string;
      options: unknown;
    }>("select importer, file, status, created_by, created_by_name, file_name, options from excel_imports where id = $1", [id]);
    if (!imp || ["applied", "rejected", "failed"].includes(imp.status)) return;
    const importer = importerNamed(imp.importer);
    const file = Buffer.from(imp.file);
    const set = (fields: string, params: unknown[]) =>
      ctx.db.query(`update excel_imports set ${fields}, updated_at = now() where id = $1`, [id, ...params]);
    try {
      await set("status = 'checking', phase_done = 0", []);
      const outcome = await checkFile(
        ctx.db,
        importer,
        file,
        async (done) => {
          await set("phase_done = $2", [done]);
          await ctx.progress(done, undefined, "checking");
        },
        imp.options,
      );
      if (outcome.badCount) {
        const report = JSON.stringify(badRowsReport(importer, outcome.bad, outcome.headings));
        await set("status = 'rejected', phase_done = $2, total = $2, bad_rows = $3, report = $4, message = $5", [
          outcome.rows,
          outcome.badCount,
          report,
          `${outcome.badCount} of ${outcome.rows} rows are not valid; nothing was imported`,
        ]);
        await ctx.progress(outcome.rows, outcome.rows, "rejected");
        return;
      }
      await set("status = 'applying', phase_done = 0, total = $2", [outcome.rows]);
      await ctx.once("apply", async (q) => {
        const who = { id: imp.created_by, name: imp.created_by_name };
        const { rows: applied, changed } = await applyFile(q, importer, file, who, imp.options);
        await q.query(
          "update excel_imports set status = 'applied', phase_done = $2, total = $2, message = null, updated_at = now() where id = $1",
          [id, applied],
        );
        // a file equal to what is stored changed nothing: nothing to log (its upload is logged already)
        if (!changed) return;
        await writeAudit(
          q,
          who.id ? { id: who.id, username: "", name: who.name, role: "", permissions: new Set() } : null,
          `job:${ctx.id}`,
          {
            action: "import",
            entity: importer.entity ?? importer.name,
            entityId: id,
            after: { file: imp.file_name, rows: applied, changed },
          },
        );
      });
      await ctx.progress(outcome.rows, outcome.rows, "applied");
    } catch (err) {
      // a file that cannot be read is the importer's answer, not a crash: say so and stop
      const message = err instanceof SheetError ? err.message : "The import stopped on an unexpected error; nothing was imported";
      if (!(err instanceof SheetError)) log("error", "excel import failed", { id, err: String((err as Error)?.stack ?? err) });
      await set("status = 'failed', message = $2", [message]);
    }
  },
});
