import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { SelectInput, TextInput } from "~/ui/fields";
import type { PageData } from "~/ui/ListTable";
import { LogTable, type LogRow } from "~/ui/LogTable";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { useSettingLogView } from "./top-products-log";
import { FILL_RULES, TOP_CONF_ROUTE, TOP_KEY, TOP_PINS_MAX, TOP_PINS_MIN } from "./top-products-rules";
import type { TopSetting } from "./top-products.server";
import { ActionText } from "~/ui/action-text";

const LIST = "/page-management/category-management-top-products";

/** Each site's top-product settings: everyone reads them, the manager's key edits one site at a time (?site=). */
export function TopProductsConf() {
  const loaded = useLoaderData() as { settings: TopSetting[]; editing: TopSetting | null; logs: PageData<LogRow> } | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const may = useKeys().includes(TOP_KEY);
  const view = useSettingLogView();
  const title = routeByName(TOP_CONF_ROUTE)!.title[locale];
  if ("unavailable" in loaded) {
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const e = loaded.editing;
  return (
    <PageShell title={title} subtitle={t("topprod.confSubtitle", { min: TOP_PINS_MIN, max: TOP_PINS_MAX })}>
      {e ? (
        <RecordForm
          id={`top-setting-${e.site}-${e.version}`}
          title={t("topprod.settingsOf", { site: siteName(t, e.site) })}
          intent="save"
          validator={() => import("./top-products-validator").then((m) => m.validateSetting)}
          defaultValue={{ max_pins: String(e.max_pins), fill_rule: e.fill_rule }}
          hidden={{ site: e.site, version: e.version }}
          closeTo={withParams(search, { site: null }, pathname)}
          conflictLabels={{ max_pins: t("topprod.field.maxPins"), fill_rule: t("topprod.field.fillRule") }}
          render={(f) => (
            <>
              <TextInput
                field={f.max_pins}
                label={t("topprod.field.maxPins")}
                inputMode="numeric"
                helpText={t("topprod.field.maxPinsHelp", { min: TOP_PINS_MIN, max: TOP_PINS_MAX })}
              />
              <SelectInput
                field={f.fill_rule}
                label={t("topprod.field.fillRule")}
                options={FILL_RULES.map((r) => ({ value: r, label: t(`topprod.fill.${r}`) }))}
              />
            </>
          )}
        />
      ) : null}
      {!may ? (
        <Text as="p" tone="subdued">
          {t("topprod.confReadOnly")}
        </Text>
      ) : null}
      <Card padding="0">
        <div className="console-table-wrap">
          <table className="console-table" aria-label={t("topprod.confTable")}>
            <thead>
              <tr>
                <th scope="col">{t("common.site")}</th>
                <th scope="col" className="end">
                  {t("topprod.field.maxPins")}
                </th>
                <th scope="col">{t("topprod.field.fillRule")}</th>
                <th scope="col">{t("category.col.updated")}</th>
                <th scope="col">{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.settings.map((s) => (
                <tr key={s.site} data-testid={`setting-${s.site}`}>
                  <td data-label={t("common.site")}>{siteName(t, s.site)}</td>
                  <td data-label={t("topprod.field.maxPins")} className="end">
                    {s.max_pins}
                  </td>
                  <td data-label={t("topprod.field.fillRule")}>{t(`topprod.fill.${s.fill_rule}`)}</td>
                  <td data-label={t("category.col.updated")}>
                    {s.updated_at ? (
                      <>
                        {formatUsWest(s.updated_at)}
                        <Text as="p" tone="subdued">
                          {s.updated_by}
                        </Text>
                      </>
                    ) : (
                      t("topprod.defaults")
                    )}
                  </td>
                  <td data-label={t("common.actions")}>
                    {may ? (
                      <div className="console-actions">
                        <Link to={withParams(search, { site: s.site }, pathname)}>
                          <ActionText text={t("topprod.edit")} row={siteName(t, s.site)} />
                        </Link>
                        <Link to={`${LIST}?site=${s.site}`}>
                          <ActionText text={t("topprod.categories")} row={siteName(t, s.site)} />
                        </Link>
                      </div>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <LogTable data={loaded.logs} view={view} title={t("topprod.confLogTitle")} />
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
