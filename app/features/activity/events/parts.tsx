import { Form, Link, useLocation } from "@remix-run/react";
import { BlockStack, Box, Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import type { ReactNode } from "react";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { periodShown } from "~/lib/lifecycle";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { EVENT_STATUS, REVISION_STATUS, type EventKind } from "./kinds";
import { PlainBadge } from "~/ui/StatusBadge";

// Small pieces the events screens share.

export function EventStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  const s = EVENT_STATUS.states[status as keyof typeof EVENT_STATUS.states];
  return <PlainBadge tone={s?.tone}>{s ? t(s.label) : status}</PlainBadge>;
}

export function RevisionBadge({ status }: { status: string }) {
  const { t } = useT();
  const s = REVISION_STATUS.states[status as keyof typeof REVISION_STATUS.states];
  return <PlainBadge tone={s?.tone}>{s ? t(s.label) : status}</PlainBadge>;
}

/** An event's period in US West, with whether it is scheduled, running or over while it is published (a draft or offline event takes no effect). */
export function EventTimes({ start, end, status }: { start: string; end: string; status: string }) {
  const { t } = useT();
  const state = periodShown(EVENT_STATUS, { status }, start, end);
  return (
    <span className="console-two">
      <span>{formatUsWest(start)}</span>
      <span>{formatUsWest(end)}</span>
      {state ? <span className="console-sub">{t(`period.${state}`)}</span> : null}
    </span>
  );
}

/** "No records yet" apart from "no match — clear filters". */
/** `hint` only where it points at something the page shows this person (its create button). */
export function Empty({ filtered, empty, hint }: { filtered: boolean; empty: string; hint?: string }) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <Card>
      <Box padding="800">
        <BlockStack gap="200" inlineAlign="center">
          <Text as="p" variant="headingMd">
            <span data-testid="empty-state">{filtered ? t("common.emptyFiltered") : t(empty)}</span>
          </Text>
          {filtered ? (
            <Link to={pathname}>{t("common.clearFilters")}</Link>
          ) : hint ? (
            <Text as="p" tone="subdued">
              {t(hint)}
            </Text>
          ) : null}
        </BlockStack>
      </Box>
    </Card>
  );
}

/** Previous / next page links that keep the filters in the URL. */
export function Pager({ page, pageSize, total, label }: { page: number; pageSize: number; total: number; label: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box padding="300">
      <nav className="console-actions" aria-label={label}>
        <InlineStack gap="400" blockAlign="center">
          <Text as="span" tone="subdued">
            {t("common.pageOf", { page, pages, total })}
          </Text>
          {page > 1 ? (
            <Link to={withParams(search, { page: page - 1 }, pathname)} rel="prev">
              ‹ {t("common.previous")}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={withParams(search, { page: page + 1 }, pathname)} rel="next">
              {t("common.next")} ›
            </Link>
          ) : null}
        </InlineStack>
      </nav>
    </Box>
  );
}

/**
 * The question before taking an event offline or rejecting a revision, naming it: a plain form
 * at the top of the page, so it works without JavaScript; Cancel drops the question from the URL.
 */
export function ConfirmPanel({
  intent,
  id,
  question,
  action,
  children,
}: {
  intent: string;
  id: number;
  question: string;
  action: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const cancel = withParams(search, { confirm: null, confirm_id: null }, pathname);
  return (
    <Card>
      <section aria-labelledby="confirm-heading" data-testid="confirm">
        <Form method="post" action={action}>
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd" id="confirm-heading">
              {question}
            </Text>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="confirmed" value="yes" />
            {children}
            <InlineStack gap="300" blockAlign="center">
              <Button submit variant="primary" tone="critical">
                {t(`common.${intent}`)}
              </Button>
              <Link to={cancel}>{t("common.cancel")}</Link>
            </InlineStack>
          </BlockStack>
        </Form>
      </section>
    </Card>
  );
}

/** A one-button form posting an intent for a record (publish, copy, pass…). */
export function IntentButton({
  intent,
  id,
  label,
  action,
  primary,
  extra,
}: {
  intent: string;
  id: number;
  label: string;
  action: string;
  primary?: boolean;
  extra?: Record<string, string | number>;
}) {
  return (
    <Form method="post" action={action} className="console-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
      {primary ? (
        <Button submit variant="primary">
          {label}
        </Button>
      ) : (
        <button type="submit" className="console-linkbutton">
          {label}
        </button>
      )}
    </Form>
  );
}

/** Under the offline question: going offline is final, and copying is how to sell again (docs/areas/activity.md). */
export function OfflineFinal({ kind }: { kind: EventKind }) {
  const { t } = useT();
  return (
    <Text as="p" tone="critical">
      <span data-testid="offline-final">
        {kind === "flash_sale" ? t("event.offlineFinal.flash_sale") : t("event.offlineFinal.daily_special")}
      </span>
    </Text>
  );
}

/** What the event's transition question says: publishing names the site and the product count it puts on sale. */
export function useEventQuestion() {
  const { t } = useT();
  return (c: { intent: string; name: string; site?: string; products?: number }) =>
    c.intent === "publish"
      ? t("event.confirmPublish", { name: c.name, site: siteName(t, c.site ?? ""), products: c.products ?? 0 })
      : t("event.confirmOffline", { name: c.name });
}
