import { Select, TextField } from "@shopify/polaris";
import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n";
import { DAY_INPUT } from "./fields";

/** Uncontrolled-looking filter inputs for GET forms: named, pre-filled from the URL. */
export function FilterText({ name, label, defaultValue, type = "text" }: { name: string; label: string; defaultValue?: string | null; type?: "text" | "date" }) {
  const [value, setValue] = useState(defaultValue ?? "");
  useEffect(() => setValue(defaultValue ?? ""), [defaultValue]);
  return <TextField name={name} label={label} value={value} onChange={setValue} {...(type === "date" ? DAY_INPUT : { type })} autoComplete="off" />;
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
  const [value, setValue] = useState(defaultValue ?? "");
  useEffect(() => setValue(defaultValue ?? ""), [defaultValue]);
  return <Select name={name} label={label} options={[{ label: t("common.all"), value: "" }, ...options]} value={value} onChange={setValue} />;
}
