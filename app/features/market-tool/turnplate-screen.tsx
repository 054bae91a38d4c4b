import { Banner } from "@shopify/polaris";
import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { PERIOD_STATES } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import { Period, TwoLines } from "~/ui/cells";
import { TextInput } from "~/ui/fields";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { EDIT_ROUTE, LIST_ROUTE, REWARDS_ROUTE, prizeText, turnplateLogView, turnplateName, type Turnplate } from "./turnplate";
import { prizeLines, TURNPLATE_LIFECYCLE } from "./turnplate-rules";
import {} from "~/ui/action-text";

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };

/** /market-tool/turnplate-list: the wheel lotteries; the form is turnplate-edit (/new, /<id>). */
export const turnplateScreen = defineScreen<Turnplate>({
  route: LIST_ROUTE,
  formRoute: EDIT_ROUTE,
  lifecycle: TURNPLATE_LIFECYCLE,
  name: turnplateName,
  logView: turnplateLogView,
  list: {
    create: "turnplate.create",
    label: "turnplate.list",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "turnplate.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      {
        title: "turnplate.name",
        sort: "name",
        cell: (r, { t }) => (
          <a href={`/market-tool/${REWARDS_ROUTE}?turnplate_id=${r.id}`} data-testid={`rewards-${r.id}`}>
            <TwoLines strong first={r.name} second={siteName(t, r.site)} />
            <span className="console-visually-hidden"> {t("turnplate.rewardRecords")}</span>
          </a>
        ),
      },
      {
        title: "turnplate.prizes",
        cell: (r, { t }) => (
          <ul>
            {r.prizes.map((p, i) => (
              <li key={i}>{prizeText(p, t)}</li>
            ))}
          </ul>
        ),
      },
      { title: "turnplate.limits", cell: (r, { t }) => t("turnplate.limitsText", { daily: r.daily_limit, total: r.total_limit }) },
      { title: "turnplate.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<Turnplate>(TURNPLATE_LIFECYCLE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "turnplate",
    title: { create: "turnplate.createTitle", update: "turnplate.editTitle" },
    validator: () => import("./turnplate-validator").then((m) => m.validateTurnplate),
    defaults: { site: "us", daily_limit: 1, total_limit: 10 },
    fromRecord: (r) => ({
      ...r,
      start_day: formatUsWestDate(r.start_at),
      end_day: formatUsWestDate(r.end_at),
      prizes: prizeLines(r.prizes),
    }),
    conflictLabels: {
      name: "turnplate.name",
      start_day: "turnplate.startDay",
      end_day: "turnplate.endDay",
      daily_limit: "turnplate.dailyLimit",
      total_limit: "turnplate.totalLimit",
      remark: "turnplate.remark",
      prizes: "turnplate.prizes",
    },
    sections: [
      // an online wheel takes only stock changes (the API refuses the rest): said before anything is typed
      (_f, { t, data }) =>
        (data as { record?: Turnplate | null } | null)?.record?.status === "online" ? (
          <Banner tone="info">
            <span data-testid="turnplate-online-note">{t("turnplate.onlineStockOnly")}</span>
          </Banner>
        ) : null,
      [
        { name: "name", label: "turnplate.name" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
      ],
      [
        { name: "start_day", label: "turnplate.startDay", kind: "date" },
        { name: "end_day", label: "turnplate.endDay", kind: "date" },
      ],
      [
        { name: "daily_limit", label: "turnplate.dailyLimit", kind: "integer", help: "turnplate.limit.help" },
        { name: "total_limit", label: "turnplate.totalLimit", kind: "integer" },
      ],
      // 2–12 slots, one a line: a taller box than the generic multiline field
      (f, { t }) => <TextInput field={f.prizes} label={t("turnplate.prizes")} multiline={8} helpText={t("turnplate.prizes.help")} />,
      { name: "remark", label: "turnplate.remark", kind: "multiline" },
    ],
  },
});

export const TurnplateList = () => <ResourceList def={turnplateScreen} />;
export const TurnplateForm = () => <ResourceForm def={turnplateScreen} />;
