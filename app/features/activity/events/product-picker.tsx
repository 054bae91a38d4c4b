import { Form, useActionData } from "@remix-run/react";
import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { Card } from "~/ui/Card";
import type { PickerData } from "../../resource/picker-values";
import { PickerField } from "../../resource/PickerField";
import { PRODUCT_LIMITS } from "./kinds";
import type { PickRow } from "../../resource/pickers";

// The product picker of a draft event (issue 41 §6): search by SPU, SKU or name, tick, add at the
// site's price with one stock for each. The search is a GET of this form (the event's id rides along),
// so it works without JavaScript; adding is the page's "add-products" intent from the picker.

export const PICK_FIELD = "pick_sku";

/** what a refused add sends back: the error and the ticked SKUs with their rows, and the stock typed */
export interface PickReply {
  form: "pick";
  error: string;
  picked: number[];
  rows: PickRow[];
  stock: string;
}

export function PickProducts({ eventId, version, picker }: { eventId: number; version: number; picker: PickerData }) {
  const { t } = useT();
  const reply = useActionData<PickReply | { form?: string }>();
  const refused = reply?.form === "pick" ? (reply as PickReply) : null;
  // after a refused add: what was ticked, named, and the error beside the picker
  const shown: PickerData = refused ? { ...picker, chosen: refused.picked, rows: [...refused.rows, ...picker.rows] } : picker;
  return (
    <Card>
      <Form method="post" aria-labelledby="pick-heading" data-testid="pick-products">
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd" id="pick-heading">
            {t("event.pick.title")}
          </Text>
          <input type="hidden" name="id" value={eventId} />
          <input type="hidden" name="intent" value="add-products" />
          <input type="hidden" name="source" value="picker" />
          <input type="hidden" name="version" value={version} />
          <PickerField
            field={{ name: PICK_FIELD, id: "pick-sku", errors: refused ? [refused.error] : undefined }}
            label={t("event.pick.label")}
            help={t("event.pick.help")}
            multiple
            picker={shown}
            t={t}
          />
          <InlineStack gap="300" blockAlign="end">
            <div className="console-field">
              <label htmlFor="pick-stock">{t("event.pick.stockLabel")}</label>
              <input
                id="pick-stock"
                name="pick_stock"
                inputMode="numeric"
                defaultValue={refused?.stock ?? ""}
                aria-describedby="pick-stock-help"
                className="console-input"
              />
              <p id="pick-stock-help" className="console-subdued">
                {t("event.pick.stockHelp", { min: PRODUCT_LIMITS.stock.min, max: PRODUCT_LIMITS.stock.max })}
              </p>
            </div>
            <button type="submit" className="console-button primary">
              {t("event.pick.add")}
            </button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}
