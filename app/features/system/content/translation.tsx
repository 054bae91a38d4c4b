import { PolarisScope } from "~/ui/PolarisScope";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Box, InlineGrid, InlineStack, Select, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useEffect, useState } from "react";
import { useT, type T } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { WhenWho } from "~/ui/cells";
import { Can } from "~/ui/Can";
import { ExcelImportForm, ExcelImportStatus, type ImportStatusView } from "~/ui/ExcelImport";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { TextInput } from "~/ui/fields";
import { updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { defineScreen } from "../../resource/screen";
import { RTL_LANGUAGES, TRANSLATION_LANGUAGES, TRANSLATION_MODULES } from "./constants";
import { ActionText } from "~/ui/action-text";

export const TRANSLATION_ROUTE = "translation-manage";
export const TRANSLATION_KEY = "translation-manage-all-right-btns";

export type Translation = { id: number; key: string; module: string; version: number; updated_by: string; updated_at: string } & Record<
  `text_${string}`,
  string
>;
export interface KeysetPage<Row> {
  list: Row[];
  page_size: number;
  next: string | null;
  prev: string | null;
}
export interface Payout {
  id: number;
  translator: string;
  language: string;
  period: string;
  words: number;
  amount_minor: string;
  currency: string;
}

const MODULES = { values: TRANSLATION_MODULES, option: (v: string, t: T) => t(`tr.module.${v}`) };
const langName = (t: T, l: string) => t(`tr.lang.${l}`);

/** The edit form (new and /<id>): key, module, then one text per language; Arabic typed right to left. */
export const translationScreen = defineScreen<Translation>({
  route: TRANSLATION_ROUTE,
  name: (r) => r.key,
  list: {
    create: "tr.create",
    label: "tr.table",
    filters: [],
    columns: [{ title: "tr.key", cell: (r) => r.key }, updatedColumn],
  },
  form: {
    id: "translation",
    title: { create: "tr.createTitle", update: "tr.editTitle" },
    validator: () => import("./translation-validator").then((m) => m.validateTranslation),
    defaults: { module: "common" },
    conflictLabels: Object.fromEntries([
      ["key", "tr.key"],
      ["module", "tr.module"],
      ...TRANSLATION_LANGUAGES.map((l) => [`text_${l}`, `tr.lang.${l}`]),
    ]),
    sections: [
      [
        { name: "key", label: "tr.key", help: "tr.key.help" },
        { name: "module", label: "tr.module", kind: "select", ...MODULES },
      ],
      (f, { t }) => (
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          {TRANSLATION_LANGUAGES.map((l) => (
            <div key={l} lang={l} dir={RTL_LANGUAGES.includes(l) ? "rtl" : "ltr"}>
              <TextInput field={f[`text_${l}`]} label={langName(t, l)} multiline={2} />
            </div>
          ))}
        </InlineGrid>
      ),
    ],
  },
});
export const TranslationForm = () => <ResourceForm def={translationScreen} />;

type ListData = {
  page: KeysetPage<Translation>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  atStart: boolean;
  importStatus: ImportStatusView | null;
  importError: { intent: string; message: string } | null;
  payouts: { list: Payout[]; total: number };
  keys: string[];
};

/** The language library: filters, keyset pages of texts, export and import, translators' payouts. */
export function TranslationList() {
  const loaded = useLoaderData() as ListData | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={TRANSLATION_ROUTE} />;
  const { page, filters } = loaded;
  const route = routeByName(TRANSLATION_ROUTE)!;
  const exportUrl = withParams(search, { after: null, before: null, import: null }, `${pathname}/export`);
  const canEdit = loaded.keys.includes(TRANSLATION_KEY);
  return (
    <PageShell
      title={route.title[locale]}
      primaryAction={canEdit ? { content: t("tr.create"), url: withParams(search, {}, `${pathname}/new`) } : undefined}
    >
      {loaded.importStatus ? (
        <ExcelImportStatus
          status={loaded.importStatus}
          reportUrl={`${pathname}/report?id=${loaded.importStatus.id}`}
          refreshUrl={withParams(search, {}, pathname)}
        />
      ) : null}
      {/* the form opened over the list gets Polaris' provider here, if it needs it: the list itself is not wrapped */}
      <PolarisScope>
        <Outlet />
      </PolarisScope>
      <FilterBar>
        <FilterText name="search" label={t("tr.search")} defaultValue={filters.search} />
        <FilterSelect
          name="module"
          label={t("tr.module")}
          defaultValue={filters.module}
          options={MODULES.values.map((v) => ({ value: v, label: MODULES.option(v, t) }))}
        />
        <FilterSelect
          name="missing"
          label={t("tr.missing")}
          defaultValue={filters.missing}
          options={TRANSLATION_LANGUAGES.map((l) => ({ value: l, label: langName(t, l) }))}
        />
        <PageSize defaultValue={filters.page_size ?? "20"} />
      </FilterBar>
      <Can need={TRANSLATION_KEY}>
        <Card>
          <BlockStack gap="400">
            <InlineStack align="space-between" blockAlign="center">
              <Text as="h2" variant="headingMd">
                {t("tr.excelHeading")}
              </Text>
              <a href={exportUrl} data-testid="translation-export">
                {t("tr.export")}
              </a>
            </InlineStack>
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
              <ExcelImportForm
                intent="import"
                label={t("tr.import")}
                testId="translation-import"
                error={loaded.importError?.intent === "import" ? loaded.importError.message : undefined}
              />
              <ExcelImportForm
                intent="payout-import"
                label={t("tr.payoutImport")}
                testId="payout-import"
                error={loaded.importError?.intent === "payout-import" ? loaded.importError.message : undefined}
              />
            </InlineGrid>
          </BlockStack>
        </Card>
      </Can>
      {page.list.length === 0 ? (
        <Card>
          <Box padding="800">
            <BlockStack gap="200" inlineAlign="center">
              <Text as="p" variant="headingMd">
                <span data-testid="empty-state">{loaded.filtered ? t("common.emptyFiltered") : t("tr.empty")}</span>
              </Text>
              {loaded.filtered ? (
                <Link to={pathname}>{t("tr.clearFilters")}</Link>
              ) : canEdit ? (
                <Text as="p" tone="subdued">
                  {t("tr.emptyHint")}
                </Text>
              ) : null}
            </BlockStack>
          </Box>
        </Card>
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("tr.table")}>
              <thead>
                <tr>
                  <th scope="col">{t("tr.key")}</th>
                  <th scope="col">{t("tr.module")}</th>
                  <th scope="col">{langName(t, "en")}</th>
                  <th scope="col">{t("tr.missingIn")}</th>
                  <th scope="col">{t("tr.updated")}</th>
                  <th scope="col">{t("common.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((r) => {
                  const missing = TRANSLATION_LANGUAGES.filter((l) => !r[`text_${l}`]);
                  return (
                    <tr key={r.id} data-row-id={r.id} data-testid={`translation-${r.key}`}>
                      <td>
                        <code>{r.key}</code>
                      </td>
                      <td>{MODULES.option(r.module, t)}</td>
                      <td lang="en">{r.text_en || "—"}</td>
                      <td>{missing.length ? missing.map((l) => langName(t, l)).join(", ") : t("tr.complete")}</td>
                      <td>
                        <WhenWho at={r.updated_at} by={r.updated_by} />
                      </td>
                      <td>
                        {canEdit ? (
                          <Link to={withParams(search, {}, `${pathname}/${r.id}`)}>
                            <ActionText text={t("common.edit")} row={r.key} />
                          </Link>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Box padding="300">
            <nav className="console-actions" aria-label={t("tr.pages")}>
              <InlineStack gap="400">
                {!loaded.atStart ? (
                  <Link to={withParams(search, { after: null, before: null }, pathname)}>« {t("tr.firstPage")}</Link>
                ) : null}
                {page.prev ? (
                  <Link to={withParams(search, { after: null, before: page.prev }, pathname)} rel="prev">
                    ‹ {t("common.previous")}
                  </Link>
                ) : null}
                {page.next ? (
                  <Link to={withParams(search, { before: null, after: page.next }, pathname)} rel="next">
                    {t("common.next")} ›
                  </Link>
                ) : null}
              </InlineStack>
            </nav>
          </Box>
        </Card>
      )}
      <Payouts payouts={loaded.payouts} />
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

function Payouts({ payouts }: { payouts: { list: Payout[]; total: number } }) {
  const { t } = useT();
  return (
    <Card padding="0">
      <Box padding="400">
        <Text as="h2" variant="headingMd">
          {t("tr.payouts")}
        </Text>
      </Box>
      {payouts.list.length === 0 ? (
        <Box padding="400">
          <Text as="p" tone="subdued">
            {t("tr.payoutsEmpty")}
          </Text>
        </Box>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" aria-label={t("tr.payouts")}>
            <thead>
              <tr>
                <th scope="col">{t("tr.payout.period")}</th>
                <th scope="col">{t("tr.payout.translator")}</th>
                <th scope="col">{t("tr.payout.language")}</th>
                <th scope="col" className="end">
                  {t("tr.payout.words")}
                </th>
                <th scope="col" className="end">
                  {t("tr.payout.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.list.map((p) => (
                <tr key={p.id}>
                  <td>{p.period}</td>
                  <td>{p.translator}</td>
                  <td>{langName(t, p.language)}</td>
                  <td className="end">{p.words.toLocaleString("en-US")}</td>
                  <td className="end">
                    {formatMinor(p.amount_minor)} {p.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** "48050" → "480.50": minor units shown with two decimals, exactly (no float on the way) */
export function formatMinor(minor: string): string {
  const digits = minor.replace(/^-/, "").padStart(3, "0");
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${minor.startsWith("-") ? "-" : ""}${whole}.${digits.slice(-2)}`;
}

function PageSize({ defaultValue }: { defaultValue: string }) {
  const { t } = useT();
  const [value, setValue] = useState(defaultValue);
  useEffect(() => setValue(defaultValue), [defaultValue]);
  return <Select name="page_size" label={t("tr.pageSize")} options={["20", "50", "100"]} value={value} onChange={setValue} />;
}
