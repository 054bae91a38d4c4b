import { useLocation } from "@remix-run/react";
import { Card } from "~/ui/Card";
import type { ReactNode } from "react";

import { useT, type T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { ENHANCE } from "~/ui/enhance";
import { html, safeUrl, type Html } from "~/ui/html";
import { MarkupRows } from "~/ui/Markup";
import { badgeHtml, PlainBadge } from "~/ui/StatusBadge";
import { usePackedRows } from "~/lib/packed";
import type { ProductPage, ProductRow } from "./types";

const TONE: Record<string, "success" | "attention" | "critical" | undefined> = {
  on_sale: "success",
  off_sale: "attention",
  sold_out: "critical",
};

export function ProductStatus({ status }: { status: string }) {
  const { t } = useT();
  return <PlainBadge tone={TONE[status]}>{t(`goods.status.${status}`)}</PlainBadge>;
}

/**
 * Products as a table with keyset pages (no total, no page numbers): the list, a pool's members and
 * the picker. `select` names a form whose checkboxes tick rows; `actions` writes a row's actions.
 * A page holds up to a hundred rows: they are written as one string of markup (ui/html.ts), their
 * links and forms taken over by the document handler; while a form of the page is being sent the
 * table is marked busy, which dims and locks the row buttons (the rows themselves are not redrawn).
 * After a page's first load the browser keeps the rows its document was served with (their data is
 * not sent twice, lib/packed.ts packRows); a navigation's data draws them anew.
 */
export function ProductTable({
  page,
  label,
  empty,
  atStart,
  select,
  actions,
  busy = false,
}: {
  page: ProductPage;
  label: string;
  empty: ReactNode;
  atStart: boolean;
  select?: { form: string; name: string; disabled?: (p: ProductRow) => boolean };
  actions?: (p: ProductRow) => Html;
  busy?: boolean;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const list = usePackedRows(page.list);
  if (!page.rowCount) {
    return (
      <Card>
        <div className="console-empty">{empty}</div>
      </Card>
    );
  }
  return (
    <Card padding="0">
      <div className="console-table-wrap">
        <table className="console-table" aria-label={label} aria-busy={busy || undefined}>
          <thead>
            <tr>
              {select ? <th scope="col">{t("goods.pick")}</th> : null}
              <th scope="col">{t("goods.product")}</th>
              <th scope="col">{t("common.status")}</th>
              <th scope="col">{t("goods.prices")}</th>
              <th scope="col" className="end">
                {t("goods.stock")}
              </th>
              <th scope="col">{t("goods.designer")}</th>
              <th scope="col">{t("common.updatedAt")}</th>
              {actions ? <th scope="col">{t("common.actions")}</th> : null}
            </tr>
          </thead>
          <MarkupRows html={list && productRowsHtml(list, t, select, actions)} served={page.list} />
        </table>
      </div>
      <nav className="console-actions console-pager" aria-label={t("goods.pages")}>
        {!atStart ? (
          <a href={withParams(search, { after: null, before: null }, pathname)} {...ENHANCE}>
            « {t("goods.firstPage")}
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
      </nav>
    </Card>
  );
}

function productRowsHtml(
  list: ProductRow[],
  t: T,
  select: { form: string; name: string; disabled?: (p: ProductRow) => boolean } | undefined,
  actions: ((p: ProductRow) => Html) | undefined,
): Html {
  const recommended = t("goods.recommendedBadge");
  const inPool = t("goods.inPool");
  return html`${list.map((p) => {
    const image = safeUrl(p.image_url);
    return html`<tr data-testid="product-${p.spu}">${
      select
        ? html`<td><input type="checkbox" form="${select.form}" name="${select.name}" value="${p.id}"${select.disabled?.(p) ? html` disabled=""` : null} aria-label="${t("goods.pickNamed", { spu: p.spu })}"/></td>`
        : null
    }<td><span class="console-product">${image ? html`<img src="${image}" alt="" width="40" height="40" loading="lazy"/>` : null}<span class="console-two"><span class="console-strong">${p.spu}</span><span>${p.name}</span>${
      p.recommended ? html`<span class="console-sub">${recommended}</span>` : null
    }${p.in_pool ? html`<span class="console-success">${inPool}</span>` : null}</span></span></td><td>${badgeHtml(t, TONE[p.status], t(`goods.status.${p.status}`))}</td><td>${p.prices.map(
      (r) => html`<div>${`${siteName(t, r.site)}: ${r.min === r.max ? r.min : `${r.min}–${r.max}`} ${r.currency}`}</div>`,
    )}</td><td class="end">${p.stock}</td><td>${p.designer}</td><td>${formatUsWest(p.updated_at)}</td>${actions ? html`<td>${actions(p)}</td>` : null}</tr>`;
  })}`;
}

/** The empty state: "no match — clear filters" apart from "none yet". */
export function ProductsEmpty({ filtered, none }: { filtered: boolean; none: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const keepId = new URLSearchParams(search).get("id");
  return (
    <>
      <p className="console-heading">
        <span data-testid="empty-state">{filtered ? t("common.emptyFiltered") : none}</span>
      </p>
      {filtered ? (
        <a href={keepId ? `${pathname}?id=${keepId}` : pathname} {...ENHANCE}>
          {t("common.clearFilters")}
        </a>
      ) : null}
    </>
  );
}
