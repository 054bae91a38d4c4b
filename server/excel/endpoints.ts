import * as z from "zod";
import type { Queryable } from "../db/client";
import { ApiError } from "../http/errors";
import { claimHeavy, jobHolder } from "../jobs/claims";
import { endpoint, type Access, type Ctx, type Endpoint } from "../http/router";
import { sheetLang } from "./columns";
import type { Importer } from "./importer";
import { excelImportJob } from "./job";
import { receiveSheet } from "./receive";
import { renderReport, type BadRowsReport } from "./report";
import { XLSX_TYPE } from "./write";

// Endpoint builders for an area's imports and exports, so every area answers them the same way:
//   importEndpoint(path, access, importer)   POST multipart (field `file`, .xlsx) → { id, status }
//   importStatusEndpoints(prefix, access, importers)
//     GET  `${prefix}/import_status?id=`      → the import's status and progress (poll it)
//     GET  `${prefix}/import_report?id=`      → the bad rows as an .xlsx file, in the caller's language
//     (an area whose imports belong to a record passes `scope`: more query fields, and a check of
//     the caller and the query against the import's options, which answers 404 or 403 first)
//   (an export returns a Download of writeXlsx: the app claims it for the person and streams it)

/**
 * `fields`: an import that belongs to a record reads it from the form's other fields (checking the
 * caller may change it) into the options its rows are checked and applied with.
 */
export function importEndpoint(
  path: string,
  access: Access,
  importer: Importer<any>,
  fields?: (ctx: Ctx<unknown, unknown>, q: Queryable, fields: Record<string, string>) => Promise<Record<string, unknown>>,
): Endpoint {
  return endpoint({
    method: "POST",
    path,
    access,
    stream: true,
    async handler(ctx) {
      const sheet = await receiveSheet(ctx.req);
      const id = await ctx.db.tx(async (q) => {
        const options = fields ? await fields(ctx as Ctx<unknown, unknown>, q, sheet.fields) : null;
        const [{ id }] = await q.query<{ id: number }>(
          `insert into excel_imports (importer, file_name, file, options, created_by, created_by_name) values ($1, $2, $3, $4, $5, $6) returning id`,
          [importer.name, sheet.fileName, sheet.file, JSON.stringify(options ?? {}), ctx.user.id, ctx.user.name],
        );
        if (!ctx.jobs) throw new Error("imports need the job queue");
        // the job exists only if the import's row does; one import in flight per person
        const jobId = await ctx.jobs.enqueue(q, excelImportJob, { id });
        await claimHeavy(q, ctx.user.id, "import", jobHolder(jobId));
        await ctx.audit(q, {
          action: "upload",
          entity: importer.entity ?? importer.name,
          entityId: id,
          after: { file: sheet.fileName, size: sheet.file.length },
        });
        return id;
      });
      return { id, status: "queued" };
    },
  });
}

const idQuery = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export interface ImportStatus {
  id: number;
  importer: string;
  file_name: string;
  status: "queued" | "checking" | "applying" | "applied" | "rejected" | "failed";
  done: number;
  total: number | null;
  bad_rows: number;
  has_report: boolean;
  message: string | null;
  created_by_name: string;
  created_at: string;
  /** what the importer kept of its outcome (options.result), when it keeps one */
  result: unknown;
}

/** The import named by an id that is not there, or not one the asker may see through this route. */
export const noSuchImport = () => new ApiError(404, "No such import", null, "导入记录不存在");

export interface ImportScope<X extends z.ZodRawShape> {
  /** query fields beside `id` */
  query: X;
  /** throws (404, 403) when the caller may not see this import as asked; `options` is the import's kept options */
  check(ctx: Ctx<z.infer<z.ZodObject<X & { id: typeof idQuery.shape.id }>>, unknown>, options: unknown): Promise<void>;
}

export function importStatusEndpoints<X extends z.ZodRawShape = Record<never, never>>(
  prefix: string,
  access: Access,
  importers: Pick<Importer<unknown>, "name">[],
  scope?: ImportScope<X>,
): Endpoint[] {
  const names = importers.map((i) => i.name);
  const query = scope ? idQuery.extend(scope.query) : idQuery;
  type Q = z.infer<typeof query> & { id: number };
  return [
    endpoint<Q>({
      method: "GET",
      path: `${prefix}/import_status`,
      access,
      query,
      async handler(ctx) {
        const [row] = await ctx.db.query<ImportStatus & { options: unknown }>(
          `select id, importer, file_name, status, phase_done as done, total, bad_rows, report is not null as has_report, message,
                  created_by_name, created_at, options->'result' as result, options
             from excel_imports where id = $1 and importer = any($2)`,
          [ctx.query.id, names],
        );
        if (!row) throw noSuchImport();
        await scope?.check(ctx as never, row.options);
        const { options: _kept, ...status } = row;
        return status satisfies ImportStatus;
      },
    }),
    endpoint<Q>({
      method: "GET",
      path: `${prefix}/import_report`,
      access,
      query,
      async handler(ctx) {
        const { db, query, res } = ctx;
        const [row] = await db.query<{ report: BadRowsReport | null; file_name: string; options: unknown }>(
          "select report, file_name, options from excel_imports where id = $1 and importer = any($2)",
          [query.id, names],
        );
        if (row) await scope?.check(ctx as never, row.options);
        if (!row?.report) throw new ApiError(404, "This import has no report of bad rows", null, "该导入没有错误行报告");
        const body = await renderReport(row.report, sheetLang(ctx.req));
        res.writeHead(200, {
          "content-type": XLSX_TYPE,
          "content-length": body.length,
          "content-disposition": attachment(`bad-rows-${row.file_name}`),
        });
        res.end(body);
      },
    }),
  ];
}

/** content-disposition with an ASCII fallback and the UTF-8 name (RFC 6266) */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export type { Ctx };
