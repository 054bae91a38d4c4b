import { Select, TextField } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { useFieldState } from "./field-state";
import { DAY_INPUT } from "./fields";

/** Uncontrolled-looking filter inputs for GET forms: named, pre-filled from the URL. */
export function FilterText({ name, label, defaultValue, type = "text" }: { name: string; label: string; defaultValue?: string | null; type?: "text" | "date" }) {
  const [value, setValue] = useFieldState(defaultValue ?? "", `filter-${name}`);
  return <TextField id={`filter-${name}`} name={name} label={label} value={value} onChange={setValue} {...(type === "date" ? DAY_INPUT : { type })} autoComplete="off" />;
}

export function FilterSelect({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  options: { label: string; value: string }[];
}) {
  const { t } = useT();
  const [value, setValue] = useFieldState(defaultValue ?? "", `filter-${name}`);
  return <Select id={`filter-${name}`} name={name} label={label} options={[{ label: t("common.all"), value: "" }, ...options]} value={value} onChange={setValue} />;
}
