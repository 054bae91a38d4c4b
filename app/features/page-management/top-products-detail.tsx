import { Link, useActionData, useFormAction, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { ProductStatus } from "~/features/goods/ProductTable";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { confirmUrl, type Confirmation } from "~/lib/transitions";
import { useKeys } from "~/ui/Can";
import { ConfirmTransition } from "~/ui/ConfirmTransition";
import { ENHANCE } from "~/ui/enhance";
import { TextInput } from "~/ui/fields";
import type { PageData } from "~/ui/ListTable";
import { LogTable, type LogRow } from "~/ui/LogTable";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { withParams } from "~/lib/url";
import { usePinLogView } from "./top-products-log";
import { TOP_DETAIL_ROUTE, TOP_GOODS_KEY } from "./top-products-rules";
import type { Pin, TopDetail } from "./top-products.server";
import { ActionText } from "~/ui/action-text";

const LIST = "/page-management/category-management-top-products";
const CONF = "/page-management/category-management-top-products-conf";

type Loaded = { detail: TopDetail | null; logs: PageData<LogRow> | null; confirm: Confirmation | null };

/** One category's pinned products, in the order the storefront shows them: add by SPU code, move, remove. */
export function TopProductsDetail() {
  const loaded = useLoaderData() as Loaded | { unavailable: true };
  const { t, locale } = useT();
  const may = useKeys().includes(TOP_GOODS_KEY);
  const view = usePinLogView();
  const { search, pathname } = useLocation();
  const sent = useActionData<{ result?: unknown }>();
  const title = routeByName(TOP_DETAIL_ROUTE)!.title[locale];
  if ("unavailable" in loaded) {
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const d = loaded.detail;
  if (!d || !loaded.logs) {
    return (
      <PageShell title={title}>
        <Card>
          <BlockStack gap="200">
            <Text as="p">{t("topprod.none")}</Text>
            <Link to={LIST}>{t("topprod.toList")}</Link>
          </BlockStack>
        </Card>
      </PageShell>
    );
  }
  const { category: c, pins, setting } = d;
  const full = pins.length >= setting.max_pins;
  // the add form opens on ?add=1 (and stays open with its errors after a refused post)
  const adding = new URLSearchParams(search).get("add") === "1" || Boolean(sent?.result);
  const here = (add: 1 | null) => withParams(search, { add, confirm: null, confirm_id: null }, pathname);
  return (
    <PageShell
      title={title}
      subtitle={`${c.name} · ` + t("topprod.detailSubtitle", { site: siteName(t, c.site), count: pins.length, max: setting.max_pins })}
      primaryAction={may && !full && !adding ? { content: t("topprod.addTitle"), url: here(1) } : undefined}
      secondaryAction={{ content: t("topprod.backToList"), url: `${LIST}?site=${c.site}` }}
    >
      {loaded.confirm ? <ConfirmTransition confirm={loaded.confirm} /> : null}
      <Card>
        <BlockStack gap="100">
          <Text as="p">
            {t("topprod.rule", { max: setting.max_pins, fill: t(`topprod.fill.${setting.fill_rule}`) })}{" "}
            <Link to={`${CONF}?site=${c.site}`}>{t("topprod.settingsOf", { site: siteName(t, c.site) })}</Link>
          </Text>
          {!c.is_show ? (
            <Text as="p" tone="caution">
              {t("topprod.categoryHidden")}
            </Text>
          ) : null}
        </BlockStack>
      </Card>
      {may ? (
        full ? (
          <Card>
            <Text as="p" tone="subdued">
              <span data-testid="top-full">{t("topprod.full", { max: setting.max_pins })}</span>
            </Text>
          </Card>
        ) : adding ? (
          <RecordForm
            id={`top-add-${c.id}-${pins.length}`}
            title={t("topprod.addTitle")}
            intent="add"
            validator={() => import("./top-products-validator").then((m) => m.validateAddPin)}
            defaultValue={{ spu: "" }}
            hidden={{ category_id: c.id }}
            closeTo={here(null)}
            render={(f) => (
              <TextInput
                field={f.spu}
                label={t("topprod.field.spu")}
                helpText={t("topprod.field.spuHelp", { site: siteName(t, c.site) })}
              />
            )}
          />
        ) : null
      ) : (
        <Text as="p" tone="subdued">
          {t("topprod.readOnly")}
        </Text>
      )}
      {pins.length === 0 ? (
        <Card>
          <Text as="p">
            <span data-testid="empty-state">{t("topprod.emptyPins", { name: c.name })}</span>
          </Text>
        </Card>
      ) : (
        <PinTable pins={pins} site={c.site} may={may} />
      )}
      <LogTable data={loaded.logs} view={view} title={t("topprod.logTitle", { name: c.name })} />
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

function PinTable({ pins, site, may }: { pins: Pin[]; site: string; may: boolean }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  const move = (p: Pin, to: "up" | "down") => (
    <form method="post" action={action} {...ENHANCE} className="console-inline-form">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={p.id} />
      <input type="hidden" name="move" value={to} />
      <input type="hidden" name="name" value={p.spu} />
      <button type="submit" className="console-linkbutton">
        <ActionText text={t(to === "up" ? "category.action.up" : "category.action.down")} row={p.spu} />
      </button>
    </form>
  );
  return (
    <Card padding="0">
      <div className="console-table-wrap">
        <table className="console-table" aria-label={t("topprod.pinTable")}>
          <thead>
            <tr>
              <th scope="col" className="end">
                {t("topprod.col.position")}
              </th>
              <th scope="col">{t("topprod.col.spu")}</th>
              <th scope="col">{t("topprod.col.product")}</th>
              <th scope="col">{t("common.status")}</th>
              <th scope="col">{t("topprod.col.added")}</th>
              {may ? <th scope="col">{t("common.actions")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {pins.map((p, i) => (
              <tr key={p.id} data-testid={`pin-${p.spu}`}>
                <td data-label={t("topprod.col.position")} className="end">
                  {i + 1}
                </td>
                <td data-label={t("topprod.col.spu")}>{p.spu}</td>
                <td data-label={t("topprod.col.product")}>
                  {p.name}
                  {!p.on_site ? (
                    <Text as="p" tone="caution">
                      {t("topprod.notOnSite", { site: siteName(t, site) })}
                    </Text>
                  ) : null}
                </td>
                <td data-label={t("common.status")}>
                  <ProductStatus status={p.status} />
                </td>
                <td data-label={t("topprod.col.added")}>
                  {formatUsWest(p.created_at)}
                  <Text as="p" tone="subdued">
                    {p.created_by}
                  </Text>
                </td>
                {may ? (
                  <td data-label={t("common.actions")}>
                    <InlineStack gap="300">
                      {i > 0 ? move(p, "up") : null}
                      {i < pins.length - 1 ? move(p, "down") : null}
                      <a href={confirmUrl(search, pathname, "delete", p.id)} className="console-critical-link" {...ENHANCE}>
                        <ActionText text={t("topprod.remove")} row={p.spu} />
                      </a>
                    </InlineStack>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
