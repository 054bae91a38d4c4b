import { useT } from "~/lib/i18n";
import { ENHANCE } from "~/ui/enhance";

export interface Crumb {
  label: string;
  /** absent for the page itself (the last crumb) */
  href?: string;
}

/** Where a drill-down page sits: Countries › United States › California › Los Angeles. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("geo.breadcrumbs")} data-testid="breadcrumbs">
      <ol style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem", listStyle: "none", margin: 0, padding: 0 }}>
        {crumbs.map((c, i) => (
          <li key={i}>
            {i > 0 ? <span aria-hidden="true">› </span> : null}
            {c.href ? (
              <a href={c.href} {...ENHANCE}>
                {c.label}
              </a>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
