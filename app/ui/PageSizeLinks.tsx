import { useLocation } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { PAGE_SIZES } from "~/lib/list-query";
import { withParams } from "~/lib/url";
import { ENHANCE } from "./enhance";

/**
 * Page sizes 20/50/100 as links that keep the rest of the URL (20, the default, leaves the
 * parameter out); `reset` names the paging parameters a new size starts over from.
 */
export function PageSizeLinks({ current, label, reset }: { current: number; label?: string; reset: string[] }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  return (
    <nav
      className="console-actions"
      aria-label={label ? `${label}: ${t("common.pageSize")}` : t("common.pageSize")}
      data-testid="page-sizes"
    >
      <span className="console-muted">{t("common.pageSize")}</span>
      {PAGE_SIZES.map((n) =>
        n === current ? (
          <span key={n} aria-current="true" className="console-strong">
            {n}
          </span>
        ) : (
          <a
            key={n}
            href={withParams(
              search,
              { page_size: n === PAGE_SIZES[0] ? null : n, ...Object.fromEntries(reset.map((p) => [p, null])) },
              pathname,
            )}
            {...ENHANCE}
          >
            {n}
          </a>
        ),
      )}
    </nav>
  );
}
