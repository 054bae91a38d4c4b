/** A label as a product card shows it: its name in its colours. */
export function LabelChip({ name, text, bg }: { name: string; text: string; bg: string }) {
  return (
    <span style={{ color: text, background: bg, padding: "2px 8px", borderRadius: 4, fontWeight: 600, whiteSpace: "nowrap" }}>{name}</span>
  );
}
