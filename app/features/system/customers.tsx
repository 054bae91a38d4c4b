import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Box, InlineStack, Select, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useEffect, useState } from "react";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { twoLinesHtml } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { ENHANCE_ATTRS, html } from "~/ui/html";
import { MarkupRows } from "~/ui/Markup";
import { FilterBar } from "~/ui/FilterBar";
import { FilterDateRange, FilterSelect, FilterText } from "~/ui/filters";
import { PageShell } from "~/ui/PageShell";
import { UnavailableListPage } from "~/ui/ListPage";
import { SITES } from "./choices";
import { actionTextHtml } from "~/ui/action-text";

export interface Customer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  site: string;
  language: string;
  phone: string;
  orders_count: number;
  registered_at: string;
  last_login_at: string | null;
}
export interface Address {
  id: number;
  is_default: boolean;
  full_name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country_code: string;
  phone: string;
}
export type CustomerDetail = Customer & { addresses: Address[] };
export interface CustomerPage<Row> {
  list: Row[];
  page_size: number;
  next: number | null;
  prev: number | null;
}

const ROUTE = "customer-list";
type ListData = {
  page: CustomerPage<Customer>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  atStart: boolean;
  customer: CustomerDetail | null;
};

/** The customers list: filters, the open customer (child route), and keyset pages — no total, no page numbers. */
export function CustomerList() {
  const loaded = useLoaderData() as ListData | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { page, filters } = loaded;
  const route = routeByName(ROUTE)!;
  const label = t("cust.table");
  const open = (id: number) => withParams(search, { customer: id }, pathname);
  return (
    <PageShell title={route.title[locale]}>
      {loaded.customer ? <CustomerView customer={loaded.customer} /> : null}
      <FilterBar>
        <FilterText name="email" label={t("cust.email.filter")} defaultValue={filters.email} />
        <FilterText name="id" label={t("cust.id")} defaultValue={filters.id} />
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={filters.site}
          options={SITES.values.map((v) => ({ value: v, label: SITES.option(v, t) }))}
        />
        <FilterDateRange
          from={{ name: "registered_from", label: t("cust.registeredFrom"), value: filters.registered_from }}
          to={{ name: "registered_to", label: t("cust.registeredTo"), value: filters.registered_to }}
          label={t("cust.registeredAt")}
        />
        <PageSize defaultValue={filters.page_size ?? "20"} />
      </FilterBar>
      {page.list.length === 0 ? (
        <Card>
          <Box padding="800">
            <BlockStack gap="200" inlineAlign="center">
              <Text as="p" variant="headingMd">
                <span data-testid="empty-state">{loaded.filtered ? t("common.emptyFiltered") : t("cust.empty")}</span>
              </Text>
              {loaded.filtered ? (
                <Link to={pathname}>{t("cust.clearFilters")}</Link>
              ) : (
                <Text as="p" tone="subdued">
                  {t("cust.emptyHint")}
                </Text>
              )}
            </BlockStack>
          </Box>
        </Card>
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={label}>
              <thead>
                <tr>
                  <th scope="col">{t("cust.id")}</th>
                  <th scope="col">{t("cust.customer")}</th>
                  <th scope="col">{t("common.site")}</th>
                  <th scope="col" className="end">
                    {t("cust.orders")}
                  </th>
                  <th scope="col">{t("cust.registeredAt")}</th>
                  <th scope="col">{t("common.actions")}</th>
                </tr>
              </thead>
              {/* a page holds up to a hundred rows: one string of markup (ui/html.ts), links taken over by the document handler */}
              <MarkupRows
                html={html`${page.list.map(
                  (c) =>
                    html`<tr data-testid="customer-${c.id}"><td>${c.id}</td><td>${twoLinesHtml(`${c.first_name} ${c.last_name}`, c.email, true)}</td><td>${siteName(t, c.site)}</td><td class="end">${c.orders_count}</td><td>${formatUsWest(c.registered_at)}</td><td><a href="${open(c.id)}" ${ENHANCE_ATTRS}>${actionTextHtml(t("cust.view"), c.email)}</a></td></tr>`,
                )}`}
              />
            </table>
          </div>
          <Box padding="300">
            <nav className="console-actions" aria-label={t("cust.pages")}>
              <InlineStack gap="400">
                {!loaded.atStart ? (
                  <a href={withParams(search, { after: null, before: null }, pathname)} {...ENHANCE}>
                    « {t("cust.firstPage")}
                  </a>
                ) : null}
                {page.prev ? (
                  <a href={withParams(search, { after: null, before: page.prev }, pathname)} rel="prev" {...ENHANCE}>
                    ‹ {t("common.previous")}
                  </a>
                ) : null}
                {page.next ? (
                  <a href={withParams(search, { before: null, after: page.next }, pathname)} rel="next" {...ENHANCE}>
                    {t("common.next")} ›
                  </a>
                ) : null}
              </InlineStack>
            </nav>
          </Box>
        </Card>
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

/** Rows per page: 20, 50 or 100, never "all" (the filters' empty choice). */
function PageSize({ defaultValue }: { defaultValue: string }) {
  const { t } = useT();
  const [value, setValue] = useState(defaultValue);
  useEffect(() => setValue(defaultValue), [defaultValue]);
  return <Select name="page_size" label={t("cust.pageSize")} options={["20", "50", "100"]} value={value} onChange={setValue} />;
}

/** One customer, opened over the list with ?customer=<id> (a link can be shared). */
function CustomerView({ customer: c }: { customer: CustomerDetail }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const name = `${c.first_name} ${c.last_name}`;
  const fact = (label: string, value: string | number) => (
    // a <div> may group one <dt> and its <dd> inside a <dl>; a layout component between them may not
    <div className="console-fact">
      <Text as="dt" tone="subdued">
        {label}
      </Text>
      <Text as="dd">{value === "" ? "—" : value}</Text>
    </div>
  );
  return (
    <Card>
      <section aria-labelledby="customer-heading" data-testid="customer-detail">
        <BlockStack gap="400">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h2" variant="headingMd" id="customer-heading">
              {t("cust.detailTitle", { name, email: c.email })}
            </Text>
            <Link to={withParams(search, { customer: null }, pathname)}>{t("common.close")}</Link>
          </InlineStack>
          <dl className="console-facts">
            {fact(t("cust.id"), c.id)}
            {fact(t("common.site"), siteName(t, c.site))}
            {fact(t("cust.language"), c.language)}
            {fact(t("cust.phone"), c.phone)}
            {fact(t("cust.orders"), c.orders_count)}
            {fact(t("cust.registeredAt"), formatUsWest(c.registered_at))}
            {fact(t("cust.lastLogin"), c.last_login_at ? formatUsWest(c.last_login_at) : t("cust.never"))}
          </dl>
          <Text as="h3" variant="headingSm">
            {t("cust.addresses", { count: c.addresses.length })}
          </Text>
          {c.addresses.length === 0 ? (
            <Text as="p" tone="subdued">
              {t("cust.noAddress")}
            </Text>
          ) : (
            <BlockStack as="ul" gap="300">
              {c.addresses.map((a) => (
                <li key={a.id} data-testid={`address-${a.id}`}>
                  <Text as="p" fontWeight={a.is_default ? "semibold" : "regular"}>
                    {a.full_name}
                    {a.is_default ? ` · ${t("cust.defaultAddress")}` : ""}
                  </Text>
                  <Text as="p">{[a.line1, a.line2].filter(Boolean).join(", ")}</Text>
                  <Text as="p">{[a.city, a.region, a.postal_code, a.country_code].filter(Boolean).join(", ")}</Text>
                  <Text as="p" tone="subdued">
                    {a.phone}
                  </Text>
                </li>
              ))}
            </BlockStack>
          )}
        </BlockStack>
      </section>
    </Card>
  );
}
