import type { Importer } from "./importer";
import { labelProductsImporter } from "../modules/labels/label-importer";
import { translationImporter, translationPayoutImporter } from "../modules/content/translation-import";

// Every kind of spreadsheet import the job (job.ts) can run: one line each.
export const IMPORTERS: Importer<any>[] = [translationImporter, translationPayoutImporter, labelProductsImporter];

export function importerNamed(name: string): Importer<any> {
  const found = IMPORTERS.find((i) => i.name === name);
  if (!found) throw new Error(`no importer named ${name}`);
  return found;
}
