import { Form, Link, useLocation } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { usePageTitle } from "~/lib/page-title";
import { decideBlockKey } from "~/lib/review-block";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { PageShell } from "~/ui/PageShell";
import type { DetailData } from "./detail";
import { KINDS, REVISED_FIELDS, REVISION_STATUS } from "./kinds";
import { ConfirmPanel, RevisionBadge } from "./parts";
import { Note } from "./revision-form";

const FIELD_TITLE = { price: "event.price", stock: "event.stock", discount: "event.discount" } as const;

/** One revision: per SKU the figure before, after and live now; pass or reject for another approver. */
export function RevisionView({ data: d }: { data: Extract<DetailData, { mode: "revision" }> }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const r = d.revision;
  const k = KINDS[d.kind];
  const pageTitle = usePageTitle(k.detail);
  const action = withParams(search, { confirm: null }, pathname);
  const rows = r.changes.flatMap((c) => REVISED_FIELDS.filter((f) => c.new[f] !== undefined).map((f) => ({ c, f })));
  const fact = (label: string, value: React.ReactNode) => (
    <div className="console-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const state = REVISION_STATUS.states[r.status];
  return (
    <PageShell
      title={pageTitle}
      subtitle={t(k.text.revisionDetail, { id: r.id, name: r.event.name })}
      secondaryAction={{ content: r.event.name, url: `/activity/${k.detail}?id=${r.event_id}` }}
    >
      {d.confirm ? (
        <ConfirmPanel intent="reject" id={r.id} action={action} question={t("event.rev.confirmReject", { id: r.id, name: r.event.name })}>
          {/* the version this page shows: a decision on figures changed since is refused */}
          <input type="hidden" name="version" value={r.version} />
          <Note name="note" label={t("event.rev.reviewNote")} initial="" />
        </ConfirmPanel>
      ) : null}
      <Card>
        <BlockStack gap="300">
          <InlineStack gap="200" blockAlign="center">
            <RevisionBadge status={r.status} />
            {r.reviewed_by ? (
              <Text as="span" tone="subdued">
                {t("event.rev.decided", { status: t(state.label), name: r.reviewed_by, at: formatUsWest(r.reviewed_at) })}
              </Text>
            ) : null}
          </InlineStack>
          <dl className="console-facts">
            {fact(t("event.rev.event"), <Link to={`/activity/${k.detail}?id=${r.event_id}`}>{r.event.name}</Link>)}
            {fact(t("common.site"), `${siteName(t, r.event.site)} · ${r.event.currency}`)}
            {fact(t("event.rev.author"), `${r.created_by} · ${formatUsWest(r.created_at)}`)}
            {fact(t("event.rev.note"), r.note || "—")}
            {r.review_note ? fact(t("event.rev.reviewNote"), r.review_note) : null}
          </dl>
        </BlockStack>
      </Card>
      <Card padding="0">
        <div className="console-table-wrap">
          <table className="console-table" aria-label={t("event.rev.id")}>
            <thead>
              <tr>
                <th scope="col">{t("event.sku")}</th>
                <th scope="col">{t("event.product")}</th>
                <th scope="col">{t("event.rev.field")}</th>
                <th scope="col">{t("event.rev.old")}</th>
                <th scope="col">{t("event.rev.new")}</th>
                <th scope="col">{t("event.rev.live")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ c, f }) => (
                <tr key={`${c.product_id}-${f}`} data-testid={`diff-${c.sku_code}-${f}`}>
                  <td data-label={t("event.sku")}>{c.sku_code}</td>
                  <td data-label={t("event.product")}>{c.product_name}</td>
                  <td data-label={t("event.rev.field")}>
                    {t(FIELD_TITLE[f])}
                    {f === "price" ? ` (${r.event.currency})` : ""}
                  </td>
                  <td data-label={t("event.rev.old")}>{String(c.old[f] ?? "—")}</td>
                  <td data-label={t("event.rev.new")}>
                    <strong>{String(c.new[f])}</strong>
                  </td>
                  <td data-label={t("event.rev.live")}>{c.live ? String(c.live[f]) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {r.status === "pending" && d.keys.includes(k.reviewKey) ? (
        r.can_review ? (
          <Card>
            <Form method="post" action={action} aria-labelledby="review-heading">
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd" id="review-heading">
                  {t("event.rev.open")}
                </Text>
                <input type="hidden" name="id" value={r.id} />
                <input type="hidden" name="intent" value="pass" />
                <input type="hidden" name="version" value={r.version} />
                <Note name="note" label={t("event.rev.reviewNote")} initial="" />
                <InlineStack gap="300" blockAlign="center">
                  <Button submit variant="primary">
                    {t("event.rev.pass")}
                  </Button>
                  <Link to={withParams(search, { confirm: "reject" }, pathname)} className="console-critical">
                    {t("event.rev.reject")}
                  </Link>
                </InlineStack>
              </BlockStack>
            </Form>
          </Card>
        ) : (
          <Banner tone="info">
            <p data-testid="decide-blocked">{t(r.decide_block ? decideBlockKey(r.decide_block) : "event.rev.ownHelp")}</p>
          </Banner>
        )
      ) : null}
    </PageShell>
  );
}
