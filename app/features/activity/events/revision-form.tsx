import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Text, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";
import { tMessage, tMessages, useT } from "~/lib/i18n";
import { withParams } from "~/lib/url";
import { KINDS } from "./kinds";
import type { EventDetail, EventFull, RevisionRow } from "./types";
import { CellInput } from "~/ui/CellInput";

interface Reply {
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
}

const trimmed = (price: string) => price.replace(/\.?0+$/, "");

/**
 * Proposes new price, stock and discount for the products of one page of a published event. Rows
 * left as they are stay out of the revision; a pending revision's values are shown to edit.
 */
export function RevisionForm({
  event,
  products,
  pending,
}: {
  event: EventFull;
  products: EventDetail["products"];
  pending: RevisionRow | null;
}) {
  const { t } = useT();
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const { search, pathname } = useLocation();
  const k = KINDS[event.kind];
  const errors = reply?.result?.error ?? {};
  const sent = (reply?.result?.initialValue ?? {}) as { rows?: { price?: string; stock?: string; discount?: string }[]; note?: string };
  const proposed = new Map((pending?.changes ?? []).map((c) => [c.product_id, c.new]));
  const formErrors = (errors[""] ?? []).filter(Boolean);
  const fieldError = (i: number, f: string) => tMessages(t, errors[`rows[${i}].${f}`]);
  return (
    <Card>
      <Form method="post" aria-labelledby="revision-heading" noValidate>
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd" id="revision-heading">
            {event.name}
          </Text>
          <Text as="p" tone="subdued">
            {t("event.rev.formHelp")}
          </Text>
          {pending ? (
            <Banner tone="info">
              <p>{t("event.pendingRevision", { id: pending.id })}</p>
            </Banner>
          ) : null}
          {formErrors.length ? (
            <Banner tone="critical">
              {formErrors.map((e) => (
                <p key={e} role="alert">
                  {tMessage(t, e)}
                </p>
              ))}
            </Banner>
          ) : null}
          <input type="hidden" name="intent" value="revise" />
          <input type="hidden" name="event_id" value={event.id} />
          {pending ? <input type="hidden" name="id" value={pending.id} /> : null}
          {pending?.version ? <input type="hidden" name="version" value={pending.version} /> : null}
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("event.products")}>
              <thead>
                <tr>
                  <th scope="col">{t("event.sku")}</th>
                  <th scope="col">{t("event.product")}</th>
                  <th scope="col">{`${t("event.price")} (${event.currency})`}</th>
                  <th scope="col">{t("event.stock")}</th>
                  <th scope="col">{t("event.discount")}</th>
                </tr>
              </thead>
              <tbody>
                {products.list.map((p, i) => {
                  const n = proposed.get(p.id);
                  const row = sent.rows?.[i];
                  return (
                    <tr key={p.id}>
                      <td data-label={t("event.sku")}>
                        {p.sku_code}
                        <input type="hidden" name={`rows[${i}].product_id`} value={p.id} />
                      </td>
                      <td data-label={t("event.product")}>{p.product_name}</td>
                      <td data-label={t("event.price")}>
                        <Cell
                          name={`rows[${i}].price`}
                          label={`${t("event.price")} ${p.sku_code}`}
                          value={String(row?.price ?? n?.price ?? trimmed(p.price))}
                          error={fieldError(i, "price")}
                        />
                      </td>
                      <td data-label={t("event.stock")}>
                        <Cell
                          name={`rows[${i}].stock`}
                          label={`${t("event.stock")} ${p.sku_code}`}
                          value={String(row?.stock ?? n?.stock ?? p.stock)}
                          error={fieldError(i, "stock")}
                        />
                      </td>
                      <td data-label={t("event.discount")}>
                        <Cell
                          name={`rows[${i}].discount`}
                          label={`${t("event.discount")} ${p.sku_code}`}
                          value={String(row?.discount ?? n?.discount ?? p.discount)}
                          error={fieldError(i, "discount")}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {products.next ? <Link to={withParams(search, { after: products.next }, pathname)}>{t("event.moreProducts")} ›</Link> : null}
          <Note name="note" label={t("event.rev.note")} initial={sent.note ?? pending?.note ?? ""} />
          <InlineStack gap="300" align="end">
            <Link to={`/activity/${k.detail}?id=${event.id}`}>{t("common.cancel")}</Link>
            <Button submit variant="primary" loading={navigation.state === "submitting"}>
              {t("event.rev.submit")}
            </Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}

/**
 * One figure of a row: a plain uncontrolled input (many per page: one with its own state cost the
 * server more than the rest of its row), labelled for screen readers, its error beside it.
 */
function Cell({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  return (
    <CellInput
      id={name.replace(/[^\w]/g, "_")}
      name={name}
      aria-label={label}
      defaultValue={value}
      inputMode="decimal"
      size={8}
      error={error}
    />
  );
}

/** A multi-line note that posts as a plain field. */
export function Note({ name, label, initial }: { name: string; label: string; initial: string }) {
  const [v, setV] = useState(initial);
  return <TextField name={name} label={label} multiline={2} autoComplete="off" value={v} onChange={setV} maxLength={500} />;
}
