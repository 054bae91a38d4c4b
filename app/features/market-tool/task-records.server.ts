import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, isDate, oneOf, PAGE_SIZES, readListQuery } from "~/lib/list-query";
import { SEND_RESULTS } from "./market-task-rules";
import { TASK_RECORDS } from "./market-task-screen";
import { marketApi } from "./market-api.server";

/** Send records: filters in the URL, keyset pages (`after` / `before`), the tasks to filter by. */
export const taskRecordsLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, TASK_RECORDS);
  const url = new URL(request.url);
  const { filters } = readListQuery(url, {
    task_id: (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0,
    site: oneOf(ALL_SITES),
    customer: (v: string) => v.length <= 254,
    result: oneOf(SEND_RESULTS),
    date_from: isDate,
    date_to: isDate,
    page_size: oneOf(PAGE_SIZES.map(String)),
  });
  if (filters.date_from && filters.date_to && filters.date_to < filters.date_from) filters.date_to = filters.date_from;
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const [page, tasks] = await Promise.all([
    marketApi(ctx.api).task.sendRecords({
      ...filters,
      after: after ?? undefined,
      before: before ?? undefined,
    }),
    marketApi(ctx.api).task.list({ page_size: 100 }),
  ]);
  return {
    page,
    tasks: tasks.list.map((w) => ({ id: w.id, name: w.name, site: w.site })),
    filters,
    filtered: Object.keys(filters).some((k) => k !== "page_size"),
  };
});
