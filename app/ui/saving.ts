import { useNavigation } from "@remix-run/react";

// conform's reserved field: a form's check of one field on the server before its schema has loaded
const CONFORM_INTENT = "__intent__";

/**
 * Whether a save is on its way: a submission that is not conform's field check. That check posts
 * the same form (with its `intent`) while the browser has no schema yet; counting it as a save
 * put the Save button into its loading state — disabled — and a click landing then was lost.
 * `intent` narrows it to one form's submissions; `field`/`value` to another marker field.
 */
export function useSaving(intent?: string, field = "intent"): boolean {
  const navigation = useNavigation();
  const data = navigation.state === "submitting" ? navigation.formData : undefined;
  if (!data || data.has(CONFORM_INTENT)) return false;
  return intent === undefined || data.get(field) === intent;
}
