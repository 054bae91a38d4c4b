import { useT } from "~/lib/i18n";
import { DateRangeButton } from "./DateRangeButton";
import { useFieldState } from "./field-state";
import { DAY_INPUT, SelectUnderlay } from "./fields";

// Filter inputs for GET forms: named, pre-filled from the URL. Every list page repeats them, so they
// are Polaris' text field and select drawn as plain markup with Polaris' own classes (same look,
// focus and hover): as components, four filters cost the server more than twenty table rows.

function FilterLabel({ id, label }: { id: string; label: string }) {
  return (
    <div className="Polaris-Labelled__LabelWrapper">
      <div className="Polaris-Label">
        <label id={`${id}Label`} htmlFor={id} className="Polaris-Label__Text Polaris-Text--root Polaris-Text--bodyMd">
          {label}
        </label>
      </div>
    </div>
  );
}

export function FilterText({ name, label, defaultValue, type = "text" }: { name: string; label: string; defaultValue?: string | null; type?: "text" | "date" }) {
  const id = `filter-${name}`;
  const [value, setValue] = useFieldState(defaultValue ?? "", id);
  return (
    <div>
      <FilterLabel id={id} label={label} />
      <div className="Polaris-TextField">
        <input
          id={id}
          name={name}
          className="Polaris-TextField__Input"
          {...(type === "date" ? DAY_INPUT : { type })}
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <div className="Polaris-TextField__Backdrop" />
      </div>
    </div>
  );
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
  const id = `filter-${name}`;
  const [value, setValue] = useFieldState(defaultValue ?? "", id);
  const all = [{ label: t("common.all"), value: "" }, ...options];
  return (
    <div>
      <FilterLabel id={id} label={label} />
      <div className="Polaris-Select">
        <select id={id} name={name} className="Polaris-Select__Input console-select" value={value} onChange={(e) => setValue(e.currentTarget.value)}>
          {all.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <SelectUnderlay />
      </div>
    </div>
  );
}

/** Two day filters that make a range, typed or (with JavaScript) picked together in a calendar. */
export function FilterDateRange({
  from,
  to,
  label,
}: {
  from: { name: string; label: string; value?: string | null };
  to: { name: string; label: string; value?: string | null };
  /** the range as a whole, for the picker's title (the two labels joined when absent) */
  label?: string;
}) {
  return (
    <>
      <FilterText name={from.name} type="date" label={from.label} defaultValue={from.value} />
      <FilterText name={to.name} type="date" label={to.label} defaultValue={to.value} />
      <DateRangeButton startId={`filter-${from.name}`} endId={`filter-${to.name}`} label={label ?? `${from.label} – ${to.label}`} />
    </>
  );
}
