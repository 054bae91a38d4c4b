import * as z from "zod";
import { importEndpoint, importStatusEndpoints, noSuchImport } from "../../excel/endpoints";
import { HEADS } from "../../excel/columns";
import { xlsxBuffer, XLSX_TYPE } from "../../excel/write";
import { Download } from "../../http/download";
import { validationError } from "../../http/errors";
import { positiveId } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { labelOf, labelProductsImporter, type LabelImportOptions } from "./label-importer";
import { LABEL_DETAIL_KEY, LABEL_READ, mustLabel } from "./labels";

// A label's products by spreadsheet (spec: GET event/downloadLabelTpl, POST event/ExportLabelProduct,
// multipart, no time-out): the template is one column of SPU codes; a filled sheet is checked and
// applied by the shared import job (server/excel) — every SPU must name a product, or nothing is
// added and the bad rows come back as a report. SPUs the label already holds are left as they are.

const labelField = z.strictObject({ label_id: positiveId });

export const labelImportEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/event/downloadLabelTpl",
    access: LABEL_READ,
    async handler() {
      // "SPU" in both languages; the import also reads the older "spu_code"
      const file = await xlsxBuffer<never>("spu_code", [{ header: HEADS.spu.en, value: () => "", width: 24 }], []);
      return new Download("label-products-template.xlsx", XLSX_TYPE, async (out) => {
        out.write(file);
      });
    },
  }),
  importEndpoint("/api/event/ExportLabelProduct", { any: [LABEL_DETAIL_KEY] }, labelProductsImporter, async (_ctx, q, fields) => {
    const parsed = labelField.safeParse({ label_id: fields.label_id ?? "" });
    if (!parsed.success) throw validationError(parsed.error);
    // the label is there now; the job checks again when it applies
    await mustLabel(q, parsed.data.label_id);
    return { label_id: parsed.data.label_id } satisfies LabelImportOptions;
  }),
  ...importStatusEndpoints("/api/label", LABEL_READ, [labelProductsImporter], {
    query: { label_id: positiveId },
    async check(ctx, options) {
      // an import is seen through the label it was made for only
      if (labelOf(options) !== ctx.query.label_id) throw noSuchImport();
    },
  }),
];
