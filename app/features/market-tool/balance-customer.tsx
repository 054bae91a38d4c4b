import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { Card } from "~/ui/Card";
import { ENHANCE } from "~/ui/enhance";
import type { PickerData } from "../resource/picker-values";
import type { PickRow } from "../resource/pickers";
import { PICK_PARAM, PickerField, searchParam } from "../resource/PickerField";
import { STEP_PARAM, type BalanceKind } from "./balance";

// A new adjustment's first step (issue 41 §6): the customer is picked from a search by id, e-mail or
// name — never typed blind — and the next step names them and their site before any money moves.
// A GET form: without JavaScript the search and "Continue" are plain page loads; the list's own
// filters ride along so closing the form returns to the same list.

const STEP_PARAMS = ["customer_id", searchParam("customer_id"), PICK_PARAM, "adjust", "account", "step"];

export function CustomerStep({ k, picker, missing }: { k: BalanceKind; picker: PickerData; missing?: boolean }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => !STEP_PARAMS.includes(name));
  const formRef = useRef<HTMLFormElement>(null);
  // keyboard: the step opens with its search box focused, as the adjustment form opens with its first field
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  }, []);
  return (
    <Card>
      <Form method="get" action={pathname} data-testid="customer-step" ref={formRef}>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {t(`balance.${k.kind}.adjustNew`)}
          </Text>
          <Text as="p">{t("balance.pickCustomer.help")}</Text>
          {kept.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="adjust" value="new" />
          <PickerField
            field={{ name: "customer_id", id: "adjust-customer", errors: missing ? ["balance.pickCustomer.none"] : undefined }}
            label={t("balance.customer")}
            picker={picker}
            t={t}
          />
          <InlineStack gap="300" blockAlign="center">
            <button type="submit" name={STEP_PARAM} value="form" className="console-button primary">
              {t("balance.pickCustomer.continue")}
            </button>
            <a
              href={withParams(search, { adjust: null, customer_id: null, customer_id_q: null, pick: null, step: null }, pathname)}
              {...ENHANCE}
            >
              {t("common.cancel")}
            </a>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}

/** The picked customer, fixed on the form: what the money moves to, with a way back to the picker. */
export function PickedCustomer({ customer }: { customer: PickRow }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  return (
    <InlineStack gap="300" blockAlign="center">
      <p data-testid="picked-customer">
        {t("balance.customer")}: <strong>{customer.name}</strong> · {customer.email} · #{customer.id} · {siteName(t, customer.site)}
      </p>
      <a href={withParams(search, { customer_id: null, step: null }, pathname)} {...ENHANCE}>
        {t("balance.pickCustomer.change")}
      </a>
    </InlineStack>
  );
}
