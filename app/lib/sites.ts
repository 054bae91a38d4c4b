import type { T } from "./i18n";

/** A site as staff name it, in the interface language: "Global", "brand us" (zh "全球", "品牌站 us"). */
export function siteName(t: T, abbr: string): string {
  const brand = /^(.+)_v1$/.exec(abbr);
  if (brand) return t("site.brand", { site: brand[1] });
  const key = `site.${abbr}`;
  const name = t(key);
  return name === key ? abbr : name;
}
