import { Form, useLocation, useNavigation } from "@remix-run/react";
import { ButtonLink, SubmitButton } from "./basic";
import { Card } from "./Card";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";

/** Filters as a GET form: the URL holds them, so a filtered list can be shared and reloaded. */
export function FilterBar({ children, keep = [], resetTo }: { children: ReactNode; keep?: [string, string][]; resetTo?: string }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === pathname;
  return (
    <Card>
      {/* on narrow screens the filters fold behind this toggle: a checkbox, so it works without JavaScript */}
      <input type="checkbox" id="console-filters-toggle" className="console-filters-toggle" aria-label={t("common.showFilters")} />
      <label htmlFor="console-filters-toggle" className="console-filters-label" aria-hidden="true">
        {t("common.filters")}
      </label>
      <Form method="get" role="search" aria-label={t("common.filters")} className="console-filters-form">
        {keep.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className="console-filters">
          {children}
          <div className="console-filter-actions">
            <SubmitButton primary busy={searching}>
              {t("common.search")}
            </SubmitButton>
            <ButtonLink url={resetTo ?? pathname}>{t("common.reset")}</ButtonLink>
          </div>
        </div>
      </Form>
    </Card>
  );
}
