import type { BadRowsReport } from "../excel/report";
import { xlsxBuffer } from "../excel/write";

// The spreadsheets of the demo seed's two finished language-library imports (the refused one's file
// and the applied one's), and the refused one's report of bad rows (data, written as a sheet when
// downloaded: server/excel/report.ts). Writing them needs exceljs, whose loading
// and first writes took about half a second of every fresh start; so they are written once, by
// `npm run seed-sheets`, into seed-sheets.data.ts, which the seed reads. tests/unit/seed-sheets.test.ts
// fails when that file no longer holds what these definitions write.

const columns = [
  { header: "Key", value: (r: string[]) => r[0] },
  { header: "Module", value: (r: string[]) => r[1] },
  { header: "fr", value: (r: string[]) => r[2] },
];
const BAD = [
  ["checkout.gift_wrap", "checkout", "Emballage cadeau"],
  ["Gift Wrap", "gifts", "Emballage"],
];
const APPLIED = [["cart.empty", "cart", "Votre panier est vide"]];
const values = { key: "Gift Wrap", module: "gifts", text_fr: "Emballage" };
/** the refused import's report, as its check writes it (the file's headings: Key, Module, fr) */
export const SEED_REPORT: BadRowsReport = {
  columns: [
    { key: "key", heading: "Key" },
    { key: "module", heading: "Module" },
    { key: "text_fr", heading: "fr" },
  ],
  rows: [
    { line: 3, column: "key", message: "must be lower-case words joined by . _ or - (checkout.pay_now)", values },
    { line: 3, column: "module", message: "must be one of common, account, cart, checkout, order, product, promotion, community", values },
  ],
};

export type SeedSheet = "rejected" | "applied";

/** The three files, written with exceljs now. */
export async function writeSeedSheets(): Promise<Record<SeedSheet, Buffer>> {
  return {
    rejected: await xlsxBuffer("Language library", columns, BAD),
    applied: await xlsxBuffer("Language library", columns, APPLIED),
  };
}
