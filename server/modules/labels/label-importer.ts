import * as z from "zod";
import { defineImporter } from "../../excel/importer";
import { addToLabel } from "./label-products";
import { mustLabel } from "./labels";

// The label sheet's rows (label-import.ts takes the sheet in): SPU codes, each of a product; what
// the label already holds stays as it is. Apart from the endpoints, for the import registry
// (server/excel/registry.ts), which the shared job imports.

export const LABEL_SHEET_COLUMNS = { spu: { names: ["spu_code", "SPU"] } };
export type LabelImportOptions = { label_id: number };
export const labelOf = (options: unknown) => (options as LabelImportOptions).label_id;

export const labelProductsImporter = defineImporter<{ spu: string }>({
  name: "label-products",
  entity: "label_import",
  columns: LABEL_SHEET_COLUMNS,
  row: z.object({
    spu: z
      .string()
      .trim()
      .min(1, "is required")
      .max(40, "at most 40 characters")
      .transform((v) => v.toUpperCase()),
  }),
  uniqueKey: (r) => r.spu,
  async check(q, rows) {
    const spus = rows.map((r) => r.row.spu);
    const found = new Set(
      (await q.query<{ spu: string }>("select spu from products where spu = any($1::text[])", [spus])).map((r) => r.spu),
    );
    return new Map(rows.filter((r) => !found.has(r.row.spu)).map((r) => [r.line, `No product has the SPU ${r.row.spu}`]));
  },
  async apply(q, rows, who, options) {
    const label = await mustLabel(q, labelOf(options), true);
    // the job's rows, logged as the request that queued them is not: "import" stands for it
    const added = await addToLabel(
      q,
      label.id,
      rows.map((r) => r.spu),
      { name: who.name, requestId: "import" },
    );
    return added.length;
  },
});
