import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { PERIOD_STATES } from "~/lib/lifecycle";
import { siteName, siteRecordName } from "~/lib/sites";
import { formatUsWest, formatUsWestDate } from "~/lib/time";
import { Period, TwoLines } from "~/ui/cells";
import type { LogView } from "~/ui/LogTable";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { TASK_AUDIENCES, TASK_LIFECYCLE, TASK_REWARDS, TASK_TRIGGERS } from "./market-task-rules";
import {} from "~/ui/action-text";

export const TASK_LIST = "task-list";
export const TASK_DETAIL = "task-detail";
export const TASK_RECORDS = "task-record-list";

export interface MarketTask {
  id: number;
  name: string;
  site: string;
  trigger: string;
  delay_hours: number;
  send_at: string | null;
  audience: string;
  reward_kind: string;
  reward_value: string;
  /** the voucher's or coupon's name, for those kinds */
  reward_name?: string | null;
  start_at: string;
  end_at: string;
  remark: string;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const choices = (values: readonly string[], prefix: string) => ({ values, option: (v: string, t: T) => t(`${prefix}${v}`) });
const TRIGGERS = choices(TASK_TRIGGERS, "task.trigger.");
const AUDIENCES = choices(TASK_AUDIENCES, "task.audience.");
const REWARDS = choices(TASK_REWARDS, "task.reward.");

/** "Welcome voucher (United States)": the task as headings, toasts and confirmations name it. */
export const taskName = siteRecordName;

/** "On sign-up, after 2 h" / "Once: 2031-03-10 09:00:00" */
export const whenText = (r: Pick<MarketTask, "trigger" | "delay_hours" | "send_at">, t: T) =>
  r.trigger === "scheduled" && r.send_at
    ? t("task.onceAt", { at: formatUsWest(r.send_at) })
    : r.delay_hours
      ? t("task.afterHours", { trigger: t(`task.trigger.${r.trigger}`), hours: r.delay_hours })
      : t(`task.trigger.${r.trigger}`);

const picked = (kind: unknown) => kind === "voucher" || kind === "coupon";
const rewardText = (r: Pick<MarketTask, "reward_kind" | "reward_value" | "reward_name">, t: T) =>
  `${t(`task.reward.${r.reward_kind}`)}: ${picked(r.reward_kind) ? `${r.reward_name ?? ""} #${r.reward_value}` : r.reward_value}`;
const str = (v: unknown) => String(v ?? "");

export function taskLogView(t: T): LogView {
  const label = (prefix: string) => (v: unknown) => t(`${prefix}${str(v)}`);
  return {
    kind: t("task.list"),
    name: (r) => taskName(r, { t }),
    fields: {
      name: { label: t("task.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      trigger: { label: t("task.triggerLabel"), format: label("task.trigger.") },
      delay_hours: { label: t("task.delayHours") },
      send_at: { label: t("task.sendAt"), format: (v) => (v ? formatUsWest(str(v)) : "—") },
      audience: { label: t("task.audienceLabel"), format: label("task.audience.") },
      reward_kind: { label: t("task.rewardKind"), format: label("task.reward.") },
      reward_value: { label: t("task.rewardValue"), format: (v, r) => (picked(r.reward_kind) ? `#${str(v)}` : str(v)) },
      start_at: { label: t("task.startDay"), format: (v) => formatUsWest(str(v)) },
      end_at: { label: t("task.endDay"), format: (v) => formatUsWest(str(v)) },
      remark: { label: t("task.remark") },
      enabled: { label: t("common.status"), format: (v) => t(v ? "common.enabled" : "common.disabled") },
    },
  };
}

/** /market-tool/task-list: the market tasks; the form is task-detail (/new, /<id>). */
export const taskScreen = defineScreen<MarketTask>({
  route: TASK_LIST,
  formRoute: TASK_DETAIL,
  lifecycle: TASK_LIFECYCLE,
  name: taskName,
  logView: taskLogView,
  list: {
    create: "task.create",
    label: "task.list",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "task.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "trigger", label: "task.triggerLabel", kind: "select", ...TRIGGERS },
      { name: "reward_kind", label: "task.rewardKind", kind: "select", ...REWARDS },
      { name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      {
        title: "task.name",
        sort: "name",
        cell: (r, { t }) => (
          <a href={`/market-tool/${TASK_RECORDS}?task_id=${r.id}`} data-testid={`sends-${r.id}`}>
            <TwoLines strong first={r.name} second={siteName(t, r.site)} />
            <span className="console-visually-hidden"> {t("task.sendRecords")}</span>
          </a>
        ),
      },
      { title: "task.when", cell: (r, { t }) => whenText(r, t) },
      { title: "task.audienceLabel", cell: (r, { t }) => t(`task.audience.${r.audience}`) },
      { title: "task.rewardKind", cell: (r, { t }) => rewardText(r, t) },
      { title: "task.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<MarketTask>(TASK_LIFECYCLE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "task",
    title: { create: "task.createTitle", update: "task.editTitle" },
    validator: () => import("./market-task-validator").then((m) => m.validateTask),
    defaults: { site: "us", trigger: "signup", delay_hours: 0, audience: "all", reward_kind: "voucher" },
    fromRecord: (r) => ({
      ...r,
      start_day: formatUsWestDate(r.start_at),
      end_day: formatUsWestDate(r.end_at),
      send_day: r.send_at ? formatUsWestDate(r.send_at) : "",
      send_hour: r.send_at ? Number(formatUsWest(r.send_at).slice(11, 13)) : "",
      reward_value: picked(r.reward_kind) ? "" : r.reward_value,
      reward_pick: picked(r.reward_kind) ? r.reward_value : "",
    }),
    conflictLabels: {
      name: "task.name",
      trigger: "task.triggerLabel",
      delay_hours: "task.delayHours",
      audience: "task.audienceLabel",
      reward_kind: "task.rewardKind",
      reward_value: "task.rewardValue",
      reward_pick: "task.rewardPick",
      start_day: "task.startDay",
      end_day: "task.endDay",
      remark: "task.remark",
    },
    sections: [
      [
        { name: "name", label: "task.name" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
      ],
      [
        { name: "trigger", label: "task.triggerLabel", kind: "select", ...TRIGGERS },
        { name: "delay_hours", label: "task.delayHours", kind: "integer", help: "task.delayHours.help" },
      ],
      [
        { name: "send_day", label: "task.sendDay", kind: "date", help: "task.sendDay.help" },
        { name: "send_hour", label: "task.sendHour", kind: "integer", help: "task.sendHour.help" },
      ],
      [
        { name: "audience", label: "task.audienceLabel", kind: "select", ...AUDIENCES },
        { name: "reward_kind", label: "task.rewardKind", kind: "select", ...REWARDS },
      ],
      { name: "reward_value", label: "task.rewardValue", help: "task.rewardValue.help" },
      {
        name: "reward_pick",
        label: "task.rewardPick",
        kind: "picker",
        // what the task sends decides what is listed: vouchers, or coupons (discounts)
        source: (v) => (v.reward_kind === "coupon" ? "discount" : "voucher"),
        site: "site",
        help: "task.rewardPick.help",
      },
      [
        { name: "start_day", label: "task.startDay", kind: "date" },
        { name: "end_day", label: "task.endDay", kind: "date" },
      ],
      { name: "remark", label: "task.remark", kind: "multiline" },
    ],
  },
});

export const TaskList = () => <ResourceList def={taskScreen} />;
export const TaskForm = () => <ResourceForm def={taskScreen} />;
