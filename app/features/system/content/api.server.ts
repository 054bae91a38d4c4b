import type { Api, CallOptions } from "~/lib/api.server";
import { forwardSheet } from "~/lib/sheet-upload.server";
import type { ImportStatusView } from "~/ui/ExcelImport";
import type { HelpEntry, HelpNode } from "./help";
import type { toInput } from "./help-form-schema";
import type { HelpSectionDef } from "./help-sections";
import type { KeysetPage, Payout, Translation } from "./translation";

// The typed client of System's content screens (the help center and contact-us trees, translations):
// one function per endpoint they call, input and answer declared once, instead of path strings.

type Save = Partial<CallOptions>;
/** An entry's fields as the create and update endpoints take them. */
export type HelpInput = ReturnType<typeof toInput>;

/** One help section's endpoints (`help-center/…` or `contact-us/…`, the spec's two trees). */
export function helpApi(api: Api, def: Pick<HelpSectionDef, "api">) {
  return {
    tree: () => api.get<HelpNode[]>(`${def.api}/tree`),
    detail: (id: number) => api.get<HelpEntry>(`${def.api}/detail`, { id }),
    create: (v: HelpInput & { parent_id: number | null }, o?: Save) => api.post<HelpEntry>(`${def.api}/create`, v, o),
    update: (v: HelpInput & { id: number; version: number }, o?: Save) => api.post<HelpEntry>(`${def.api}/update`, v, o),
    /** an entry already gone answers `deleted: 0` */
    delete: (v: { id: number }) => api.post<{ deleted: number; title?: string }>(`${def.api}/delete`, v),
  };
}

export interface TranslationQuery {
  search?: string;
  module?: string;
  missing?: string;
  page_size?: string;
  after?: string;
  before?: string;
}

/** The translations screen's endpoints (one record's edit is the resource shape's). */
export function translationApi(api: Api) {
  return {
    list: (q: TranslationQuery) => api.get<KeysetPage<Translation>>("config/translate/list", { ...q }),
    payouts: (q: { page_size: number }) => api.get<{ list: Payout[]; total: number }>("config/translate/payouts", q),
    importStatus: (id: string) => api.get<ImportStatusView>("config/translate/import_status", { id }),
    /** the sheet as it came: the translations themselves, or the translators' payouts */
    importSheet: (sheet: "translations" | "payouts", form: FormData) =>
      forwardSheet(api, sheet === "translations" ? "config/translate/import" : "config/translate/payout_import", form),
  };
}
