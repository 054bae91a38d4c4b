import { useLoaderData } from "@remix-run/react";
import { BlockStack, InlineGrid, Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { SelectInput, TextInput } from "~/ui/fields";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { CATEGORY_OTHER_LANGUAGES, LANGUAGE_LABEL } from "./category-states";
import type { NavEntry } from "./nav.server";

const ROUTE = "management-nav-install";
const KEY = "management-nav-install-all-right-btns";

/** Adding or editing one navigation entry: names, what it opens (a category of the site or a link), order, shown. */
export function NavInstall() {
  const loaded = useLoaderData() as
    | { site: string; entry: NavEntry | null; parent: NavEntry | null; categories: { id: number; name: string; level: number }[] }
    | { unavailable: true };
  const { t, locale } = useT();
  const pageTitle = usePageTitle("management-nav-install");
  const may = useKeys().includes(KEY);
  if ("unavailable" in loaded) {
    return (
      <PageShell title={routeByName(ROUTE)!.title[locale]}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const { entry: e, site, parent } = loaded;
  const title = e
    ? t("nav.editTitle", { name: e.name })
    : parent
      ? t("nav.addBelowTitle", { name: parent.name })
      : t("nav.addTitle", { site: siteName(t, site) });
  const back = withParams("", { site }, "/page-management/management-nav-list");
  return (
    <PageShell title={pageTitle} subtitle={title} narrow>
      {!may ? (
        <Text as="p" tone="subdued">
          {t("nav.readOnly")}
        </Text>
      ) : (
        <RecordForm
          id={`nav-${e?.id ?? "new"}-${e?.version ?? 0}`}
          title={title}
          intent={e ? "update" : "create"}
          validator={() => import("./category-validator").then((m) => m.validateNav)}
          defaultValue={{
            name: e?.name ?? "",
            ...Object.fromEntries(CATEGORY_OTHER_LANGUAGES.map((l) => [`name_${l}`, e?.names[l] ?? ""])),
            category_id: e?.category_id ? String(e.category_id) : "",
            link_url: e?.link_url ?? "",
            sort: String(e?.sort ?? 0),
            is_show: String(e?.is_show ?? true),
          }}
          hidden={{ id: e?.id, version: e?.version, site, parent_id: e ? undefined : parent?.id }}
          closeTo={back}
          conflictLabels={{ name: t("nav.col.name") }}
          render={(f) => (
            <BlockStack gap="300">
              <TextInput field={f.name} label={t("category.lang.en")} />
              <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
                {CATEGORY_OTHER_LANGUAGES.map((l) => (
                  <TextInput key={l} field={f[`name_${l}`]} label={t(LANGUAGE_LABEL[l])} />
                ))}
              </InlineGrid>
              <SelectInput
                field={f.category_id}
                label={t("nav.field.category")}
                placeholder={t("nav.field.noCategory")}
                options={loaded.categories.map((c) => ({ value: String(c.id), label: c.level === 1 ? c.name : `— ${c.name}` }))}
              />
              <TextInput field={f.link_url} label={t("nav.field.link")} helpText={t("nav.field.linkHelp")} />
              <TextInput field={f.sort} label={t("category.field.sort")} inputMode="numeric" helpText={t("category.field.sortHelp")} />
              <SelectInput
                field={f.is_show}
                label={t("category.col.state")}
                options={[
                  { value: "true", label: t("category.state.shown") },
                  { value: "false", label: t("category.state.hidden") },
                ]}
              />
            </BlockStack>
          )}
        />
      )}
    </PageShell>
  );
}
