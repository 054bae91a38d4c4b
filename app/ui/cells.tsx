import { useFormAction, useLocation } from "@remix-run/react";
import { useT, type T } from "~/lib/i18n";
import { formatUsWest, formatUsWestDate } from "~/lib/time";
import { confirmUrl, needsConfirmation } from "~/lib/transitions";
import { withParams } from "~/lib/url";
import { ENABLE_DISABLE, allowedTransitions, type Lifecycle } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { useKeys } from "./Can";
import { FilterSelect } from "./filters";
import { ENHANCE_ATTRS, html, type Html } from "./html";
import { Markup } from "./Markup";
import { transitionButtonHtml } from "./TransitionButton";

/** Who did something, as staff read it: the demo seed's records were made by the system, not a person. */
export const who = (t: T, name: string) => (name === "seed" ? t("common.seedUser") : name);

/** TwoLines' markup as a string (ui/html.ts), for list cells. */
export const twoLinesHtml = (first: string, second: string, strong = false): Html =>
  html`<span class="console-two"><span${strong ? html` class="console-strong"` : null}>${first}</span><span class="console-sub">${second}</span></span>`;

/** WhenWho as a string, for list cells. */
export const whenWhoHtml = (t: T, at: string, by: string): Html => twoLinesHtml(formatUsWest(at), who(t, by));

/** A time in US West with who did it underneath. */
export function WhenWho({ at, by }: { at: string; by: string }) {
  const { t } = useT();
  return <Markup html={whenWhoHtml(t, at, by)} />;
}

/** A cell with a main line and a quieter second line (plain markup: list rows render often). */
export function TwoLines({ first, second, strong }: { first: string; second: string; strong?: boolean }) {
  return <Markup html={twoLinesHtml(first, second, strong)} />;
}

/** Period as a string, for list cells. */
export const periodHtml = (t: T, start: string, end: string): Html =>
  html`<span class="console-period" data-testid="period">${t("common.dayRange", { start: formatUsWestDate(start), end: formatUsWestDate(end) })}</span>`;

/** A validity period as US West days, each kept on one line. */
export function Period({ start, end }: { start: string; end: string }) {
  const { t } = useT();
  return <Markup html={periodHtml(t, start, end)} />;
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

/**
 * The row actions of one list: edit (/<list>/<id>) and the transitions the row's state allows
 * (enable/disable unless another lifecycle is given) for holders of the write key, and the change
 * log. Everything that needs a hook is read once per table here; each row is plain markup (see
 * ./enhance.ts).
 */
export function useRecordActions(
  route: string,
  need: string,
  lifecycle: Lifecycle = ENABLE_DISABLE,
  formRoute = route,
  /** `view`: a reader without the write key opens the record's read-only detail; `remove`: a delete for good, asked first */
  more: { view?: boolean; remove?: boolean } = {},
) {
  const { t } = useT();
  const { search } = useLocation();
  const keys = useKeys();
  const canWrite = !!need && keys.includes(need);
  const action = useFormAction();
  const node = routeByName(route)!;
  const base = node.fullPath;
  // a transition needs the key its intent names (the write key where the route names none): a
  // record kind without edits (no update intent) still offers its transitions
  const canDo = (intent: string) => {
    const key = node.intents[intent] ?? need;
    return !!key && keys.includes(key);
  };
  const edit = t("common.edit");
  const logs = t("common.logs");
  const formNode = routeByName(formRoute)!;
  // a form route of its own names the record by ?id= (the spec's `…-detail`); a form below the list by its path
  const editHref = (id: number) => (formNode.forms[""] ? `${formNode.fullPath}?id=${id}` : `${formNode.fullPath}/${id}${search}`);
  return (row: { id: number }): Html =>
    html`<span class="console-actions">${
      canWrite
        ? html`<a href="${editHref(row.id)}" class="console-linkbutton" data-testid="edit-${row.id}" ${ENHANCE_ATTRS}>${edit}</a>`
        : more.view
          ? html`<a href="${editHref(row.id)}" class="console-linkbutton" data-testid="view-${row.id}" ${ENHANCE_ATTRS}>${t("common.view")}</a>`
          : null
    }${allowedTransitions(lifecycle, row)
      .filter(canDo)
      .map((intent) =>
        transitionButtonHtml({
          action,
          intent,
          id: row.id,
          confirmHref: needsConfirmation(intent) ? confirmUrl(search, base, intent, row.id) : undefined,
          label: t(lifecycle.transitions[intent].label),
          tone: lifecycle.transitions[intent].tone,
        }),
      )}${
      more.remove && canDo("delete")
        ? transitionButtonHtml({
            action,
            intent: "delete",
            id: row.id,
            confirmHref: confirmUrl(search, base, "delete", row.id),
            label: t("common.delete"),
            tone: "critical",
          })
        : null
    }<a href="${withParams(search, { logs: row.id, logs_page: null }, base)}" class="console-linkbutton" data-testid="logs-${row.id}" ${ENHANCE_ATTRS}>${logs}</a></span>`;
}
