import { useLoaderData } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { titleFor } from "~/lib/route-titles";
import { Card } from "~/ui/Card";
import { Html } from "~/ui/html";
import { Markup } from "~/ui/Markup";
import { PageShell } from "~/ui/PageShell";
import { actionsColumn } from "../resource/columns";
import { labelOf } from "../resource/screen";
import { DiscountForm, discountScreen, type Discount } from "./discount";

interface ViewData {
  view: "detail" | "checked";
  record: Discount;
  canEdit: boolean;
  canOpenCodes: boolean;
}

/** discountList-edit/<id>: the form, or with `?type=detail|checked` the discount read-only. */
export function DiscountPage() {
  const loaded = useLoaderData() as Partial<ViewData> | null;
  return loaded?.view && loaded.record ? <DiscountView {...(loaded as ViewData)} /> : <DiscountForm />;
}

// the list's columns, the row actions left out: the discount reads as its row does
const ROWS = discountScreen.list.columns.filter((col) => col !== actionsColumn);

function DiscountView({ view, record, canEdit, canOpenCodes }: ViewData) {
  const { t, locale } = useT();
  const route = routeByName(discountScreen.formRoute!)!;
  const list = routeByName(discountScreen.route)!;
  const c = { t, locale, data: { keys: [] }, actions: () => new Html("") };
  return (
    <PageShell
      title={titleFor(route, `${route.fullPath}/${record.id}?type=${view}`)[locale]}
      subtitle={record.name}
      primaryAction={canEdit ? { content: t("promo.discount.edit"), url: `${route.fullPath}/${record.id}` } : undefined}
      secondaryAction={{ content: t("common.close"), url: list.fullPath }}
    >
      <Card>
        <dl className="console-detail" data-testid="discount-view">
          {ROWS.map((row, i) => {
            const value = row.cell(record, c);
            return (
              <div key={i}>
                <dt>{labelOf(row.title, t, null)}</dt>
                <dd>{value instanceof Html ? <Markup html={value} /> : (value ?? "—")}</dd>
              </div>
            );
          })}
        </dl>
        {canOpenCodes ? (
          <p>
            <a href={`${routeByName("bath-code-create")!.fullPath}?discount_id=${record.id}`} data-testid="discount-codes">
              {t("promo.discount.codesLink")}
            </a>
          </p>
        ) : null}
      </Card>
    </PageShell>
  );
}
