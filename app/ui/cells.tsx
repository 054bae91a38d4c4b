import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { routeByName } from "~/lib/route-tree";
import { Can } from "./Can";
import { FilterSelect } from "./filters";
import { TransitionButton } from "./TransitionButton";

/** A time in US West with who did it underneath. */
export function WhenWho({ at, by }: { at: string; by: string }) {
  return <TwoLines first={formatUsWest(at)} second={by} />;
}

/** A cell with a main line and a quieter second line (plain markup: list rows render often). */
export function TwoLines({ first, second, strong }: { first: string; second: string; strong?: boolean }) {
  return (
    <>
      <span className={strong ? "console-strong" : undefined}>{first}</span>
      <span className="console-sub">{second}</span>
    </>
  );
}

/** The enabled / disabled status filter of a list. */
export function EnabledFilter({ defaultValue }: { defaultValue?: string | null }) {
  const { t } = useT();
  return (
    <FilterSelect
      name="enabled"
      label={t("common.status")}
      defaultValue={defaultValue}
      options={[
        { value: "true", label: t("common.enabled") },
        { value: "false", label: t("common.disabled") },
      ]}
    />
  );
}

/** Edit (/<list>/<id>), enable/disable — for holders of the write key — and the change log. */
export function RecordActions({ route, id, enabled, need }: { route: string; id: number; enabled: boolean; need: string }) {
  const { t } = useT();
  const { search } = useLocation();
  const base = routeByName(route)!.fullPath;
  return (
    <span className="console-actions">
      <Can need={need}>
        <Link to={`${base}/${id}${search}`} data-testid={`edit-${id}`}>
          {t("common.edit")}
        </Link>
        <TransitionButton
          intent={enabled ? "disable" : "enable"}
          id={id}
          label={enabled ? t("common.disable") : t("common.enable")}
          tone={enabled ? "critical" : undefined}
        />
      </Can>
      <Link to={withParams(search, { logs: id, logs_page: null }, base)} data-testid={`logs-${id}`}>
        {t("common.logs")}
      </Link>
    </span>
  );
}
