import { Form, useNavigation } from "@remix-run/react";
import { Button } from "@shopify/polaris";

/** A state transition as a one-button form: intent + record id, posted to the page's action. */
export function TransitionButton({
  intent,
  id,
  label,
  tone,
}: {
  intent: string;
  id: number;
  label: string;
  tone?: "critical" | "success";
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" style={{ display: "inline" }}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button submit size="slim" tone={tone} loading={busy} variant="plain">
        {label}
      </Button>
    </Form>
  );
}
