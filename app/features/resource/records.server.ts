import { data } from "@remix-run/node";
import type { RouteContext } from "~/lib/auth.server";
import { ApiError } from "~/lib/api.server";
import { logApi, type RecordReader } from "~/lib/record-api.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam, readLogQuery } from "~/lib/list-query";
import { isPositiveInteger, queryNumber } from "~/lib/query";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";

/**
 * The change log opened by ?logs=<id> (one record) or ?logs=all (every record of the kind). A page
 * showing several kinds names them instead: ?logs=<name> opens the whole log of that kind.
 */
export async function loadLogs(
  ctx: RouteContext,
  url: URL,
  entity: string | Record<string, string>,
  /** the API's log endpoint of the area */
  path = "config/logs",
): Promise<PageData<LogRow> | null> {
  const which = url.searchParams.get("logs");
  if (!which) return null;
  const page = queryNumber(url.searchParams.get("logs_page"), 1);
  const filters = readLogQuery(url);
  if (typeof entity !== "string") {
    return entity[which] ? logApi(ctx.api, path).page({ entity: entity[which], page, ...filters }) : null;
  }
  const entityId = which === "all" ? undefined : idParam(url, "logs");
  if (which !== "all" && !entityId) return null;
  return logApi(ctx.api, path).page({ entity, entity_id: entityId, page, ...filters });
}

/**
 * A transition (enable, disable, …) as a form post; the result comes back as a toast: the
 * transition's `done` message naming the record ({{name}}), or the refusal.
 */
export async function changeStatus(
  request: Request,
  form: FormData,
  /** the transition sent for the posted id (the record client's `transition`) */
  move: (id: number) => Promise<unknown>,
  done: string,
  name: (record: never) => string,
) {
  const id = queryNumber(String(form.get("id") ?? ""), 0);
  let after: unknown;
  try {
    if (!id) throw new ApiError(422, "error.validation", null);
    after = await move(id);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return redirectWithToast(request, listUrl(request), err.code === 403 ? "error.forbidden" : err.message, "error");
  }
  return redirectWithToast(request, listUrl(request), done, "success", { name: name(after as never) });
}

/** The record a form child route edits (/list/<id>), read by its kind's client, or 404 when it is not there. */
export async function loadRecord<T>(records: RecordReader<T>, rawId: string | undefined): Promise<T> {
  const id = Number(rawId);
  if (!isPositiveInteger(rawId) || id > 2147483647) throw data({ message: "not-found" }, { status: 404 });
  try {
    return await records.show(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
}
