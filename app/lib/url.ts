/** The current URL with some search params set or removed (null removes): state lives in the URL. */
export function withParams(
  search: string | URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
  pathname = "",
): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === "") params.delete(k);
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ""}`;
}
