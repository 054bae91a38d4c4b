import { useLoaderData } from "@remix-run/react";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { FilterDateRange, FilterSelect, FilterText } from "~/ui/filters";
import { KeysetRecords, type KeysetPageData } from "~/ui/KeysetRecords";
import { UnavailableListPage } from "~/ui/ListPage";
import { SEND_RESULTS } from "./market-task-rules";
import { TASK_RECORDS } from "./market-task-screen";

export interface SendRow {
  id: number;
  task_id: number;
  task_name: string;
  site: string;
  customer_id: number;
  customer_email: string;
  reward_kind: string;
  reward_value: string;
  result: string;
  reason: string;
  sent_at: string;
}
type Data = {
  page: KeysetPageData<SendRow>;
  tasks: { id: number; name: string; site: string }[];
  filters: Record<string, string | undefined>;
  filtered: boolean;
};

/** /market-tool/task-record-list: what each market task sent to whom, newest first, by keyset pages. */
export function TaskRecords() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t, locale } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={TASK_RECORDS} />;
  const { page, tasks, filters, filtered } = loaded;
  return (
    <KeysetRecords<SendRow>
      title={routeByName(TASK_RECORDS)!.title[locale]}
      label={t("send.table")}
      pageSize={filters.page_size}
      filtered={filtered}
      empty={t("send.empty")}
      page={page}
      columns={[
        [t("send.sentAt"), (r) => formatUsWest(r.sent_at)],
        [t("send.task"), (r) => `${r.task_name} (#${r.task_id})`],
        [t("common.site"), (r) => siteName(t, r.site)],
        [t("send.customer"), (r) => `${r.customer_email} (#${r.customer_id})`],
        [t("task.rewardKind"), (r) => `${t(`task.reward.${r.reward_kind}`)}: ${r.reward_value}`],
        [t("send.result"), (r) => (r.reason ? `${t(`send.result.${r.result}`)} · ${r.reason}` : t(`send.result.${r.result}`))],
      ]}
      filters={
        <>
          <FilterSelect
            name="task_id"
            label={t("send.task")}
            defaultValue={filters.task_id}
            options={tasks.map((w) => ({ value: String(w.id), label: `${w.name} (${siteName(t, w.site)})` }))}
          />
          <FilterSelect
            name="site"
            label={t("common.site")}
            defaultValue={filters.site}
            options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
          />
          <FilterText name="customer" label={t("send.customerFilter")} defaultValue={filters.customer} />
          <FilterSelect
            name="result"
            label={t("send.result")}
            defaultValue={filters.result}
            options={SEND_RESULTS.map((k) => ({ value: k, label: t(`send.result.${k}`) }))}
          />
          <FilterDateRange
            from={{ name: "date_from", label: t("send.dateFrom"), value: filters.date_from }}
            to={{ name: "date_to", label: t("send.dateTo"), value: filters.date_to }}
          />
        </>
      }
    />
  );
}
