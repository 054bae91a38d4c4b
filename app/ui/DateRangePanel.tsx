import { DatePicker } from "@shopify/polaris";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useT } from "~/lib/i18n";
import { clampEnd, formatMoment, HOURS, MINUTES, MONTHS, onDay, parseMoment, rangeReady, yearsAround, type Moment } from "./date-range";
import { keepTabInside } from "./focus-trap";
import { PolarisProvider } from "./polaris-provider";

/** Sets a field's value as typing would, so the page's own state (React's, conform's) follows. */
function writeField(id: string, value: string) {
  const el = document.getElementById(id) as HTMLInputElement | null;
  if (!el) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

const readField = (id: string) => parseMoment((document.getElementById(id) as HTMLInputElement | null)?.value);
const dayOf = (d: Date) => ({ y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() });
const dateOf = (v: Moment) => new Date(v.y, v.m - 1, v.d);
const two = (n: number) => String(n).padStart(2, "0");

/**
 * The date-range picker's dialog, over the two plain fields it fills (ids `startId`, `endId`): a
 * calendar with month and year (this year ± 100) to jump to, hours and minutes (step 1) when the
 * fields hold times. An end before the start is clamped to the start as soon as it is chosen;
 * Apply stays disabled until both ends are chosen. Loaded on the first open (DateRangeButton).
 */
export function DateRangePanel({
  startId,
  endId,
  withTime,
  title,
  onClose,
}: {
  startId: string;
  endId: string;
  withTime: boolean;
  title: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLSelectElement>(null);
  const thisYear = new Date().getFullYear();
  const [start, setStart] = useState<Moment | null>(() => readField(startId));
  const [end, setEnd] = useState<Moment | null>(() => clampEnd(readField(startId), readField(endId)));
  const shown = start ?? end;
  const [view, setView] = useState(() => ({ month: shown ? shown.m - 1 : new Date().getMonth(), year: shown?.y ?? thisYear }));
  const ready = rangeReady(start, end, thisYear);

  useEffect(() => first.current?.focus(), []);

  function pick(range: { start: Date; end?: Date }) {
    const s = onDay(start, dayOf(range.start), { h: 0, mi: 0, s: 0 });
    const e = onDay(end, dayOf(range.end ?? range.start), { h: 23, mi: 59, s: 59 });
    setStart(s);
    setEnd(clampEnd(s, e));
  }
  function setTime(which: "start" | "end", part: "h" | "mi", value: number) {
    if (which === "start" && start) {
      const s = { ...start, [part]: value };
      setStart(s);
      setEnd(clampEnd(s, end));
    } else if (which === "end" && end) setEnd(clampEnd(start, { ...end, [part]: value }));
  }
  function apply() {
    if (!start || !end || !ready) return;
    writeField(startId, formatMoment(start, withTime));
    writeField(endId, formatMoment(end, withTime));
    onClose();
  }
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else keepTabInside(e, dialog.current);
  }

  const select = (
    name: string,
    label: string,
    value: number,
    values: number[],
    text: (n: number) => string,
    change: (n: number) => void,
    disabled = false,
    ref?: typeof first,
  ) => (
    <div className="console-range-select">
      <label htmlFor={`${titleId}-${name}`}>{label}</label>
      <select id={`${titleId}-${name}`} ref={ref} value={value} disabled={disabled} onChange={(e) => change(Number(e.currentTarget.value))}>
        {values.map((n) => (
          <option key={n} value={n}>
            {text(n)}
          </option>
        ))}
      </select>
    </div>
  );
  const time = (which: "start" | "end", v: Moment | null) => (
    <fieldset className="console-range-time">
      <legend>{t(which === "start" ? "dateRange.startTime" : "dateRange.endTime")}</legend>
      {select(`${which}-h`, t("dateRange.hour"), v?.h ?? 0, HOURS, two, (n) => setTime(which, "h", n), !v)}
      {select(`${which}-mi`, t("dateRange.minute"), v?.mi ?? 0, MINUTES, two, (n) => setTime(which, "mi", n), !v)}
    </fieldset>
  );

  // its own Polaris provider: it also opens over pages drawn without Polaris (ui/PolarisScope.tsx)
  return createPortal(
    <PolarisProvider>
      <div className="console-dialog-backdrop">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's keys: Escape closes, Tab stays inside */}
        <div ref={dialog} className="console-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <h2 id={titleId} className="console-dialog-title">
            {title}
          </h2>
          <div className="console-range-jump">
            {select(
              "year",
              t("dateRange.year"),
              view.year,
              yearsAround(thisYear),
              String,
              (year) => setView((v) => ({ ...v, year })),
              false,
              first,
            )}
            {select("month", t("dateRange.month"), view.month + 1, MONTHS, two, (m) => setView((v) => ({ ...v, month: m - 1 })))}
          </div>
          <DatePicker
            month={view.month}
            year={view.year}
            allowRange
            selected={start ? { start: dateOf(start), end: dateOf(end ?? start) } : undefined}
            onChange={pick}
            onMonthChange={(month, year) => setView({ month, year })}
          />
          <p className="console-range-chosen" aria-live="polite">
            {t("dateRange.chosen", { start: start ? formatMoment(start, withTime) : "—", end: end ? formatMoment(end, withTime) : "—" })}
          </p>
          {withTime ? (
            <div className="console-range-times">
              {time("start", start)}
              {time("end", end)}
            </div>
          ) : null}
          <div className="console-dialog-actions">
            <button type="button" className="console-button console-dialog-button" onClick={onClose}>
              {t("common.cancel")}
            </button>
            <button type="button" className="console-button primary console-dialog-button" onClick={apply} disabled={!ready}>
              {t("dateRange.apply")}
            </button>
          </div>
        </div>
      </div>
    </PolarisProvider>,
    document.body,
  );
}
