// How each System record reads in its change log: the form's labels, values as the lists show
// them. One module per list page (rates-log.ts; the kinds' come from their definitions), so a
// page's first load carries only its own.
export type Snapshot = Record<string, unknown>;
export const str = (v: unknown) => String(v ?? "");
