import { Form, useNavigation } from "@remix-run/react";

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
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" className="console-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`console-linkbutton${tone === "critical" ? " critical" : ""}`} aria-busy={busy} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
