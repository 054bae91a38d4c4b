import { TRANSLATION_LANGUAGES } from "../../../app/features/system/content/constants";
import { defineImporter } from "../../excel/importer";
import { payoutImportRow, translationImportRow, type PayoutImportRow, type TranslationImportRow } from "./translation-schema";

// The language library's and the payouts' spreadsheet imports (server/excel runs them).

const LANG_HEADINGS: Record<string, { names: string[]; optional: true }> = Object.fromEntries(
  TRANSLATION_LANGUAGES.map((l) => [`text_${l}`, { names: [l], optional: true as const }]),
);

/** The columns of an export, which is also the import's template: Key, Module, en, es, … */
export const TRANSLATION_COLUMNS = { key: { names: ["Key", "键"] }, module: { names: ["Module", "模块"] }, ...LANG_HEADINGS };

export const translationImporter = defineImporter<TranslationImportRow>({
  name: "translations",
  entity: "translation",
  columns: TRANSLATION_COLUMNS,
  row: translationImportRow,
  uniqueKey: (r) => r.key,
  async apply(q, rows, who) {
    // one statement per batch: new keys are inserted, known ones get the non-empty texts (left by hand:
    // the import's own runner logs the batch; updateRows would be a query per row)
    const cols = TRANSLATION_LANGUAGES.map((l) => `text_${l}`);
    const data = rows.map((r) => ({
      key: r.key,
      module: r.module,
      ...Object.fromEntries(cols.map((c) => [c, r[c as keyof TranslationImportRow] || null])),
    }));
    const changed = await q.query(
      `insert into translations as t (key, module, ${cols.join(", ")}, updated_by)
       select r.key, r.module, ${cols.map((c) => `coalesce(r.${c}, '')`).join(", ")}, $2
         from jsonb_to_recordset($1::jsonb) as r(key text, module text, ${cols.map((c) => `${c} text`).join(", ")})
       on conflict (key) do update set module = excluded.module,
         ${cols.map((c) => `${c} = case when excluded.${c} = '' then t.${c} else excluded.${c} end`).join(",\n         ")},
         version = t.version + 1, updated_by = excluded.updated_by, updated_at = now()
       where t.module is distinct from excluded.module
         ${cols.map((c) => `or (excluded.${c} <> '' and excluded.${c} is distinct from t.${c})`).join("\n         ")}
       returning 1`,
      [JSON.stringify(data), who.name],
    );
    return changed.length;
  },
});

export const PAYOUT_COLUMNS = {
  translator: { names: ["Translator", "译者"] },
  language: { names: ["Language", "语言"] },
  period: { names: ["Month", "月份"] },
  words: { names: ["Words", "字数"] },
  amount: { names: ["Amount", "金额"] },
  currency: { names: ["Currency", "币种"] },
};

export const translationPayoutImporter = defineImporter<PayoutImportRow>({
  name: "translation-payouts",
  entity: "translation_payout",
  columns: PAYOUT_COLUMNS,
  row: payoutImportRow,
  uniqueKey: (r) => `${r.translator.toLowerCase()}|${r.language}|${r.period}`,
  async apply(q, rows, who) {
    const changed = await q.query(
      `insert into translation_payouts as p (translator, language, period, words, amount_minor, currency, updated_by)
       select r.translator, r.language, r.period, r.words, r.amount, r.currency, $2
         from jsonb_to_recordset($1::jsonb) as r(translator text, language text, period text, words int, amount bigint, currency text)
       on conflict (translator, language, period) do update set words = excluded.words, amount_minor = excluded.amount_minor,
         currency = excluded.currency, updated_by = excluded.updated_by, updated_at = now()
       where (p.words, p.amount_minor, p.currency) is distinct from (excluded.words, excluded.amount_minor, excluded.currency)
       returning 1`,
      [JSON.stringify(rows), who.name],
    );
    return changed.length;
  },
});
