import { Link } from "@remix-run/react";
import type { CalendarGroup, CalendarRow } from "./calendar.server";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { usWestDate } from "~/lib/time";
import { Card } from "~/ui/Card";
import { PlainBadge } from "~/ui/StatusBadge";

export interface CalendarWindowShape {
  period: "month" | "2w";
  from: string;
  to: string;
  days: string[];
  prev: string;
  next: string;
}

// Sunday first, as the US West storefront's week
const WEEKDAYS = ["calendar.wd.0", "calendar.wd.1", "calendar.wd.2", "calendar.wd.3", "calendar.wd.4", "calendar.wd.5", "calendar.wd.6"];
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** An item's first and last US West days. */
const daysOf = (r: CalendarRow) => ({ first: usWestDate(r.start_at), last: usWestDate(r.end_at) });

/** The kind's heading in the page's language (its list's title). */
function useKindName() {
  const { locale } = useT();
  return (g: CalendarGroup) => g.title[locale];
}

/**
 * The pairs that claim one slot (the one slot rule, app/domain/resource/slots.ts): named, linked,
 * with the days they share. A live pair is shown to shoppers by chance; a waiting one would be
 * refused when made live.
 */
export function ClashList({ groups, clashes }: { groups: CalendarGroup[]; clashes: { kind: string; ids: [number, number] }[] }) {
  const { t } = useT();
  const kindName = useKindName();
  if (!clashes.length) return null;
  return (
    <Card>
      <section aria-labelledby="calendar-clashes" className="calendar-clashes">
        <h2 id="calendar-clashes" className="console-heading">
          {t("calendar.clashes", { count: clashes.length })}
        </h2>
        <ul>
          {clashes.map(({ kind, ids: [a, b] }) => {
            const g = groups.find((x) => x.kind === kind);
            const ra = g?.rows.find((r) => r.id === a);
            const rb = g?.rows.find((r) => r.id === b);
            if (!g || !ra || !rb) return null;
            const [da, db] = [daysOf(ra), daysOf(rb)];
            const from = da.first > db.first ? da.first : db.first;
            const to = da.last < db.last ? da.last : db.last;
            return (
              <li key={`${kind}-${a}-${b}`}>
                <Link to={ra.href}>“{ra.title}”</Link> ({t(ra.stateKey)}) {t("calendar.and")} <Link to={rb.href}>“{rb.title}”</Link> (
                {t(rb.stateKey)}) {t("calendar.clashDetail", { kind: kindName(g), from, to })}
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

/** The item's row header: its name linking to it, where it shows, its state. */
function RowHead({ r }: { r: CalendarRow }) {
  const { t } = useT();
  const where = [
    r.language,
    r.audience ? t(`rc.audience.${r.audience}`, { defaultValue: r.audience }) : null,
    r.priority !== null ? t("calendar.priority", { n: r.priority }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <th scope="row" className="calendar-item">
      <Link to={r.href}>{r.title}</Link>
      <span className="calendar-meta">
        <PlainBadge tone={r.live ? "success" : "attention"}>{t(r.stateKey)}</PlainBadge>
        {where ? ` ${where}` : null}
      </span>
    </th>
  );
}

/**
 * One timeline as a table (readable without JavaScript, by screen readers row by row): a column per
 * US West day, a row per item whose bar spans its days in the window, grouped by kind. On a narrow
 * screen the table scrolls sideways inside its region while the items' names stay put.
 */
export function CalendarGrid({ groups, window: w, site }: { groups: CalendarGroup[]; window: CalendarWindowShape; site: string }) {
  const { t } = useT();
  const kindName = useKindName();
  const n = w.days.length;
  const index = (day: string) => (day < w.from ? 0 : day > w.to ? n - 1 : w.days.indexOf(day));
  return (
    // a region that scrolls sideways takes focus so the keyboard can scroll it too (axe: scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="calendar-scroll" role="region" aria-labelledby="calendar-caption" tabIndex={0}>
      <table className="console-table calendar-grid">
        <caption id="calendar-caption">{t("calendar.caption", { site: siteName(t, site), from: w.from, to: w.to })}</caption>
        <thead>
          <tr>
            <th scope="col" className="calendar-item">
              {t("calendar.item")}
            </th>
            {w.days.map((d) => (
              <th scope="col" key={d} className={weekday(d) % 6 === 0 ? "calendar-day calendar-weekend" : "calendar-day"}>
                <abbr title={d}>{Number(d.slice(8))}</abbr>
                <span className="calendar-wd">{t(WEEKDAYS[weekday(d)])}</span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.kind}>
            <tr>
              <th scope="colgroup" colSpan={n + 1} className="calendar-group">
                {kindName(g)} ({g.rows.length}){g.truncated ? ` — ${t("calendar.truncated")}` : null}
              </th>
            </tr>
            {g.rows.map((r) => {
              const { first, last } = daysOf(r);
              const a = index(first);
              const b = index(last);
              const clash = r.clash_with.length > 0;
              const others = g.rows.filter((o) => r.clash_with.includes(o.id)).map((o) => `“${o.title}”`);
              return (
                <tr key={`${r.kind}-${r.id}`}>
                  <RowHead r={r} />
                  {a > 0 ? <td colSpan={a} className="calendar-pad" /> : null}
                  <td
                    colSpan={b - a + 1}
                    data-label={t("calendar.days")}
                    className={`calendar-bar ${r.live ? "is-live" : "is-waiting"}${clash ? " is-clash" : ""}`}
                  >
                    <span className="calendar-bar-text">
                      {first} – {last}
                      {clash ? <strong className="calendar-clash">{t("calendar.clashWith", { names: others.join(", ") })}</strong> : null}
                    </span>
                  </td>
                  {b < n - 1 ? <td colSpan={n - 1 - b} className="calendar-pad" /> : null}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
