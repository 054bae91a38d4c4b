import { useActionData, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { tMessage, tMessages, type T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { pickDetail, PICKERS, type PickRow } from "./pickers";
import type { PickerData } from "./picker-values";

/** the button that searches a picker: names the picker, so the page knows which list to fill */
export const PICK_PARAM = "pick";
/** the button that adds the ticked records' products to the form's list (picker-add.server.ts) */
export const ADD_PARAM = "pick_add";
export const searchParam = (name: string) => `${name}_q`;

/**
 * A record of another kind chosen from a list (issue 41 §6): what is chosen (ticked; untick to drop),
 * a search box, and the search's results to tick — checkboxes for several, radios for one. Without
 * JavaScript the search button submits the whole form by GET, so every typed value comes back in the
 * page's address and is shown again with the results; with it, the same address is opened in place.
 */
/** what the picker needs of its field: a conform field, or a plain one in a GET form (no errors, no value) */
export interface PickerFieldRef {
  name: string;
  id: string;
  errors?: string[];
  initialValue?: unknown;
}

export function PickerField({
  field,
  label,
  help,
  multiple,
  adds,
  picker,
  t,
}: {
  field: PickerFieldRef;
  label: string;
  help?: string;
  multiple?: boolean;
  /** a button adds the ticked records' products to the form's product list */
  adds?: boolean;
  picker: PickerData | undefined;
  t: T;
}) {
  const posted = Boolean(useActionData<{ result?: unknown }>()?.result);
  const navigate = useNavigate();
  const error = tMessages(t, field.errors);
  const errorId = `${field.id}Error`;
  const initial = field.initialValue;
  // after a refused save the posted choice; otherwise what the page was opened (or searched) with
  const ids = (
    posted || !picker ? (Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []) : picker.chosen.map(String)
  ).filter(Boolean);
  const rows = new Map([...(picker?.rows ?? []), ...(picker?.results ?? [])].map((r) => [String(r.id), r]));
  const results = (picker?.results ?? []).filter((r) => !ids.includes(String(r.id)));
  const source = PICKERS[picker?.source ?? "voucher"];
  const noun = t(source.noun);
  const words = source.words;
  const type = multiple ? "checkbox" : "radio";
  const option = (id: string, row: PickRow | undefined, checked: boolean) => (
    <li key={id}>
      <label className="console-check">
        <input
          type={type}
          name={field.name}
          value={id}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />{" "}
        {row?.image_url ? <img src={row.image_url} alt="" width={40} height={40} loading="lazy" className="console-picker-image" /> : null}
        <span>
          <strong>{row?.name ?? `#${id}`}</strong> <span className="console-subdued">{row ? pickDetail(row, t) : t("picker.unknown")}</span>
        </span>
      </label>
    </li>
  );
  // with JavaScript: the same address the plain form would open, opened in place (the guard lets it pass)
  const search = (e: MouseEvent<HTMLButtonElement>) => {
    const form = e.currentTarget.form;
    if (!form) return;
    e.preventDefault();
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (typeof v === "string" && k !== "intent" && k !== "save_key") params.append(k, v);
    params.set(PICK_PARAM, field.name);
    if (e.currentTarget.name === ADD_PARAM) params.set(ADD_PARAM, field.name);
    navigate(`?${params}`, { replace: true, preventScrollReset: true, state: { keepForm: true } });
  };
  return (
    <fieldset
      className="console-fieldset console-picker"
      aria-describedby={error ? errorId : undefined}
      data-testid={`picker-${field.name}`}
    >
      <legend>{label}</legend>
      {help ? <p className="console-subdued">{help}</p> : null}
      <p className="console-picker-heading">{t("picker.chosen")}</p>
      {ids.length ? (
        <ul className="console-picker-list">{ids.map((id) => option(id, rows.get(id), true))}</ul>
      ) : (
        <p>{t("picker.noneChosen")}</p>
      )}
      <div className="console-picker-search">
        <label htmlFor={`${field.id}-q`}>{t(words.searchLabel, { noun })}</label>
        <input id={`${field.id}-q`} type="search" name={searchParam(field.name)} defaultValue={picker?.q ?? ""} />
        {/* Enter in any field still saves: the form's first submit button is its default, and this one saves */}
        <button type="submit" hidden tabIndex={-1} />
        <button type="submit" formMethod="get" formNoValidate name={PICK_PARAM} value={field.name} onClick={search}>
          {t("picker.search")}
        </button>
      </div>
      {picker?.searched === false ? (
        <p>{t("picker.searchFirst", { noun })}</p>
      ) : (
        <>
          <p className="console-picker-heading">
            {t(picker?.q ? words.resultsFor : words.results, { noun, site: siteName(t, picker?.site ?? ""), q: picker?.q ?? "" })}
          </p>
          {results.length ? (
            <ul className="console-picker-list" data-testid={`picker-${field.name}-results`}>
              {results.map((r) => option(String(r.id), r, false))}
            </ul>
          ) : (
            <p>{t(words.noMatch, { noun, site: siteName(t, picker?.site ?? "") })}</p>
          )}
        </>
      )}
      {adds ? (
        <p>
          <button type="submit" formMethod="get" formNoValidate name={ADD_PARAM} value={field.name} onClick={search}>
            {t(`picker.add.${picker?.source ?? "product"}`)}
          </button>
        </p>
      ) : null}
      {picker?.notice ? (
        <p className="console-inline-error" role="status">
          {tMessage(t, picker.notice)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="console-inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
