import { Form, Link, useLocation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useEffect, useRef } from "react";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { SiteName } from "~/ui/SiteName";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { TwoLines, WhenWho } from "~/ui/cells";
import { useKeys } from "~/ui/Can";
import { stateColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList, type ListData } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { CHECKIN_BLACK } from "./checkin-black-states";
import { SITES } from "./choices";

export interface BlackEntry {
  id: number;
  customer_id: number;
  customer_email: string;
  site: string;
  reason: string;
  active: boolean;
  version: number;
  added_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

const ROUTE = "checkin-black-list";

/** Remove (to the confirmation naming the customer) for active entries, and the entry's log. */
function RowActions({ row }: { row: BlackEntry }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const key = routeByName(ROUTE)!.intents.remove;
  const can = useKeys().includes(key);
  return (
    <span className="console-actions">
      {can && row.active ? (
        <Link to={withParams(search, { remove: row.id }, pathname)} data-testid={`remove-${row.id}`}>
          {t("black.remove")}
        </Link>
      ) : null}
      <Link to={withParams(search, { logs: row.id, logs_page: null }, pathname)} data-testid={`logs-${row.id}`}>
        {t("common.logs")}
      </Link>
    </span>
  );
}

/** ?remove=<id>: asks before removing, naming the customer; a plain form, so it works without JavaScript. */
function RemoveConfirm({ data }: { data: ListData<BlackEntry> }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const id = Number(new URLSearchParams(search).get("remove"));
  const row = data.list.list.find((r) => r.id === id && r.active);
  // the question takes the focus when it appears, so the keyboard is where the answer is (next Tab: Remove)
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), [id]);
  if (!row) return null;
  const back = withParams(search, { remove: null }, pathname);
  return (
    <Card>
      <section ref={box} tabIndex={-1} aria-labelledby="remove-heading" data-testid="remove-confirm">
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd" id="remove-heading">
            {t("black.confirm", { email: row.customer_email, id: row.customer_id, site: siteName(t, row.site) })}
          </Text>
          <Text as="p">{row.reason}</Text>
          <Form method="post" action={back}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={row.id} />
            <InlineStack gap="300" blockAlign="center">
              <Button submit variant="primary" tone="critical">
                {t("black.remove")}
              </Button>
              <Link to={back}>{t("common.cancel")}</Link>
            </InlineStack>
          </Form>
        </BlockStack>
      </section>
    </Card>
  );
}

export const checkinBlackScreen = defineScreen<BlackEntry>({
  route: ROUTE,
  lifecycle: CHECKIN_BLACK,
  list: {
    create: "black.create",
    label: "black.table",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "customer_id", label: "cust.id", kind: "text" },
      { kind: "state" },
    ],
    columns: [
      { title: "cust.customer", cell: (r) => <TwoLines first={r.customer_email} second={`ID ${r.customer_id}`} strong /> },
      { title: "common.site", cell: (r) => <SiteName site={r.site} /> },
      { title: "black.reason", cell: (r) => r.reason },
      stateColumn(CHECKIN_BLACK),
      { title: "black.added", sort: "created_at", cell: (r) => <WhenWho at={r.created_at} by={r.added_by} /> },
      { title: "common.actions", cell: (r) => <RowActions row={r} /> },
    ],
  },
  form: {
    id: "checkin-black",
    title: { create: "black.createTitle" },
    validator: () => import("./validators").then((m) => m.validators.checkinBlack),
    sections: [
      [
        { name: "customer", label: "black.customer", help: "black.customer.help" },
        { name: "site", label: "common.site", kind: "select", placeholder: true, ...SITES },
      ],
      { name: "reason", label: "black.reason", kind: "multiline", help: "black.reason.help" },
    ],
  },
});

export const CheckinBlackList = () => (
  <ResourceList def={checkinBlackScreen} above={(d) => <RemoveConfirm data={d as unknown as ListData<BlackEntry>} />} />
);
export const CheckinBlackForm = () => <ResourceForm def={checkinBlackScreen} />;
