import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { isUnavailable, orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { readListQuery } from "~/lib/list-query";
import { formIntent, routeByName } from "~/lib/route-tree";
import type { PageData } from "~/ui/ListTable";
import { changeStatus, loadLogs, loadRecord } from "./records.server";
import { filterChecks, type ScreenDef } from "./screen";

export interface ResourceServer<S extends z.ZodType> {
  /** API paths: the list, and the record's base (`<one>/<id>`, `/create`, `/update`, `/change-status`) */
  api: { list: string; one: string };
  /** the form's schema (shared with the browser), when the resource has a form */
  schema?: S;
  /** a valid form (without id and version) → the API's body, where they differ */
  toBody?: (value: Omit<z.output<S>, "id" | "version">) => Record<string, unknown>;
  /** API field → form field, for errors the API reports */
  fieldMap?: Record<string, string>;
  /** the audit entity of its change log (or, for a page of several kinds, `?logs=<name>` → entity) */
  logs: string | Record<string, string>;
  /** the list's URL filters → the API's query, where they differ */
  apiQuery?: (filters: Record<string, string | undefined>) => Record<string, string | number | boolean | undefined>;
  /** more data the list or the form page shows (loaded beside the list or the record) */
  extra?: (ctx: RouteContext, page: "list" | "form", request: Request) => Promise<Record<string, unknown>>;
}

/**
 * The loaders and actions of a resource's list (/<list>) and form (/<list>/new, /<list>/<id>)
 * route modules: guards from the route tree, then one API call each.
 */
export function resourceRoutes<Row extends { id: number }, S extends z.ZodType>(def: ScreenDef<Row>, server: ResourceServer<S>) {
  const route = routeByName(def.route);
  if (!route) throw new Error(`route ${def.route} is not in the route tree`);
  const transitions = def.lifecycle ? Object.keys(def.lifecycle.transitions) : [];
  const extra = (ctx: RouteContext, page: "list" | "form", request: Request) => server.extra?.(ctx, page, request) ?? Promise.resolve({});
  const intentOf = (request: Request) => {
    const intent = formIntent(route, new URL(request.url).pathname);
    if (intent !== "create" && intent !== "update") throw data({ message: "not-found" }, { status: 404 });
    return intent;
  };

  return {
    listLoader: orUnavailable(async ({ request }: LoaderFunctionArgs) => {
      const ctx = await requireRoute(request, def.route);
      const url = new URL(request.url);
      const q = readListQuery(url, filterChecks(def));
      const [list, logs, more] = await Promise.all([
        ctx.api.get<PageData<Row>>(server.api.list, { ...(server.apiQuery?.(q.filters) ?? q.filters), page: q.page }),
        loadLogs(ctx, url, server.logs),
        extra(ctx, "list", request),
      ]);
      // the order is not a filter: a sorted list with no rows has none yet, not none that match
      const filtered = Object.keys(q.filters).some((k) => k !== "sort" && k !== "order");
      return { ...more, list, filters: q.filters, filtered, logs, keys: ctx.keys };
    }),

    /** the transitions posted from the list's rows */
    async listAction({ request }: ActionFunctionArgs) {
      try {
        const ctx = await requireIntent(request, def.route, transitions);
        const done = def.lifecycle!.transitions[ctx.intent].done;
        return await changeStatus(request, ctx, ctx.form, `${server.api.one}/change-status`, ctx.intent, done);
      } catch (err) {
        // nothing typed to keep: back to the list with the reason, as any refused transition
        if (isUnavailable(err)) return redirectWithToast(request, listUrl(request), "error.unavailable.status", "error");
        throw err;
      }
    },

    formLoader: orUnavailable(async ({ request, params }: LoaderFunctionArgs) => {
      const ctx = await requireForm(request, def.route);
      const editing = intentOf(request) === "update";
      const [record, more] = await Promise.all([editing ? loadRecord<Row>(ctx, server.api.one, params.id) : null, extra(ctx, "form", request)]);
      return { ...more, record };
    }),

    formAction: keepTypedThroughOutage(server.schema!, async ({ request, params }: ActionFunctionArgs) => {
      const intent = intentOf(request);
      const ctx = await requireIntent(request, def.route, [intent]);
      const res = await submitForm(
        ctx.form,
        server.schema!,
        (v, save) => {
          const { id: _id, version, ...rest } = v as { id?: number; version?: number } & Record<string, unknown>;
          const body = server.toBody ? server.toBody(rest as never) : rest;
          return intent === "update"
            ? ctx.api.post(`${server.api.one}/update`, { ...body, id: Number(params.id), version }, save)
            : ctx.api.post(`${server.api.one}/create`, body, save);
        },
        { fieldMap: server.fieldMap },
      );
      if (!res.ok) return res.failure;
      return redirectWithToast(request, listUrl(request, { fromChild: true }), intent === "update" ? "toast.saved" : "toast.created");
    }),
  };
}
