import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { ApiError, isUnavailable, orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { confirmFirst, loadConfirmation } from "~/lib/confirm.server";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import type { UiLocale, UploadPurpose } from "~/lib/constants";
import { withChosenImages } from "~/lib/image-fields";
import { uploadChosenImages } from "~/lib/image-fields.server";
import { countryNamesIn } from "~/lib/country-names.server";
import type { T } from "~/lib/i18n";
import { getLocale, getT } from "~/lib/i18n.server";
import { stateOf } from "~/lib/lifecycle";
import { readListQuery } from "~/lib/list-query";
import { recordApi, type RecordPaths } from "~/lib/record-api.server";
import { formIntent, routeByName } from "~/lib/route-tree";
import { loadPickers } from "./pickers.server";
import { changeStatus, loadLogs, loadRecord } from "./records.server";
import { filterChecks } from "./filter-checks.server";
import { sortKeys, type ScreenDef } from "./screen";

export interface ResourceServer<S extends z.ZodType> {
  /** API paths: the list, and the record's base (`<one>/<id>`, `/create`, `/update`, `/change-status`) */
  api: RecordPaths;
  /** the list pages by keyset past its first page (`?after=<cursor>` passed to the API) */
  keyset?: boolean;
  /** the form's schema (shared with the browser), when the resource has a form */
  schema?: S;
  /** a valid form (without id and version) → the API's body, where they differ */
  toBody?: (value: Omit<z.output<S>, "id" | "version">) => Record<string, unknown>;
  /** API field → form field, for errors the API reports (by the posted values where it depends on them) */
  fieldMap?: Record<string, string> | ((posted: FormData) => Record<string, string>);
  /** the audit entity of its change log (or, for a page of several kinds, `?logs=<name>` → entity) */
  logs: string | Record<string, string>;
  /** the API's log endpoint that serves that entity (the System screens' `config/logs` by default) */
  logPath?: string;
  /** the list's URL filters → the API's query, where they differ */
  apiQuery?: (filters: Record<string, string | undefined>) => Record<string, string | number | boolean | undefined>;
  /** image fields (ui/ImageField.tsx): their chosen files are uploaded once the form is valid, their URLs sent */
  images?: { names: readonly string[]; purpose: UploadPurpose | ((name: string) => UploadPurpose) };
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
  // the forms' own route (the spec's `<list>-edit`), or the list's
  const formRoute = routeByName(def.formRoute ?? def.route);
  if (!formRoute) throw new Error(`route ${def.formRoute} is not in the route tree`);
  /** where a saved form returns: the list below which it opened, or the list route's own page */
  const byQuery = formRoute.forms[""] !== undefined;
  /** the record a form page edits: /<list>/<id>, or ?id=<id> on a form route of its own */
  const recordId = (request: Request, params: Record<string, string | undefined>) =>
    byQuery ? (new URL(request.url).searchParams.get("id") ?? undefined) : params.id;
  const backToList = (request: Request) =>
    byQuery ? route.fullPath : def.formRoute ? route.fullPath + new URL(request.url).search : listUrl(request, { fromChild: true });
  const transitions = [...(def.lifecycle ? Object.keys(def.lifecycle.transitions) : []), ...(server.api.remove ? ["delete"] : [])];
  const nameOf = (row: Row, t: T, locale: UiLocale) =>
    def.name ? def.name(row, { t, locale, countries: countriesIn(row, locale) }) : `#${row.id}`;
  const namesIn = async (request: Request) => {
    const { t, locale } = await getT(request);
    return (row: Row) => nameOf(row, t, locale);
  };
  /** the names of the countries in what a page is sent, for a screen whose rows hold country codes */
  const countriesIn = (value: unknown, locale: UiLocale) => (def.countries ? countryNamesIn(value, locale) : undefined);
  const sort = sortKeys(def);
  const extra = (ctx: RouteContext, page: "list" | "form", request: Request) => server.extra?.(ctx, page, request) ?? Promise.resolve({});
  const intentOf = (request: Request) => {
    const url = new URL(request.url);
    const intent = formIntent(formRoute, url.pathname, url.search);
    if (intent !== "create" && intent !== "update") throw data({ message: "not-found" }, { status: 404 });
    return intent;
  };

  /** the transition the list asks to confirm (?confirm=<intent>&confirm_id=<id>), see lib/confirm.server.ts */
  const confirmation = async (ctx: RouteContext, request: Request, url: URL) => {
    const l = def.lifecycle!;
    const { t, locale } = await getT(request);
    return loadConfirmation<Row>(ctx, url, {
      records: recordApi<Row>(ctx.api, server.api),
      name: (row) => nameOf(row, t, locale),
      kind: (row, intent) => {
        const state = stateOf(l, row as Record<string, unknown>);
        const kind = def.lastOfKind?.(row, t);
        // only a record leaving its state can be the last one left in it
        if (!kind || !state || !l.transitions[intent]?.from.includes(state)) return undefined;
        return { filters: { ...kind.filters, [l.field]: String(l.states[state].value) }, label: kind.label };
      },
    });
  };

  /** a delete for good, once confirmed: the record's name read first, for the toast */
  const remove = async (request: Request, ctx: RouteContext, form: FormData) => {
    const id = Number(form.get("id"));
    try {
      if (!Number.isInteger(id) || id < 1) throw new ApiError(422, "error.validation", null);
      const records = recordApi<Row>(ctx.api, server.api);
      const row = await records.show(id);
      await records.remove({ id, version: (row as { version?: number }).version });
      return redirectWithToast(request, listUrl(request), "toast.record.deleted", "success", { name: (await namesIn(request))(row) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return redirectWithToast(request, listUrl(request), err.code === 403 ? "error.forbidden" : err.message, "error");
    }
  };

  return {
    listLoader: orUnavailable(async ({ request }: LoaderFunctionArgs) => {
      const ctx = await requireRoute(request, def.route);
      const url = new URL(request.url);
      const q = readListQuery(url, filterChecks(def), { sort });
      // a keyset page: the cursor as the API made it (an unreadable one is refused there, 422)
      const after = server.keyset ? url.searchParams.get("after") : null;
      const query = { ...(server.apiQuery?.(q.filters) ?? q.filters), ...q.paging };
      const records = recordApi<Row>(ctx.api, server.api);
      const [list, logs, more, confirm] = await Promise.all([
        after && /^[\w-]{1,400}$/.test(after) && !q.paging.sort
          ? records.keysetList({ ...query, page: undefined, after }).catch((err) => {
              // a cursor of another list or a stale link: the first page instead of an error page
              if (err instanceof ApiError && err.code === 422) return records.list(query);
              throw err;
            })
          : records.list(query),
        loadLogs(ctx, url, server.logs, server.logPath),
        extra(ctx, "list", request),
        def.lifecycle ? confirmation(ctx, request, url) : null,
      ]);
      const countryNames = countriesIn([list, logs], await getLocale(request));
      return { ...more, list, filters: q.filters, filtered: q.filtered, logs, confirm, keys: ctx.keys, countryNames };
    }),

    /** the transitions posted from the list's rows */
    async listAction({ request }: ActionFunctionArgs) {
      try {
        const ctx = await requireIntent(request, def.route, transitions);
        // a destructive transition posted without its answer is asked first
        const ask = confirmFirst(request, ctx.form, ctx.intent);
        if (ask) return ask;
        // a kind that deletes for good; a lifecycle may have its own "delete" (a record kept, marked removed)
        if (ctx.intent === "delete" && server.api.remove) return await remove(request, ctx, ctx.form);
        const done = def.lifecycle!.transitions[ctx.intent].done;
        const move = (id: number) => recordApi<Row>(ctx.api, server.api).transition(id, ctx.intent);
        return await changeStatus(request, ctx.form, move, done, await namesIn(request));
      } catch (err) {
        // nothing typed to keep: back to the list with the reason, as any refused transition
        if (isUnavailable(err)) return redirectWithToast(request, listUrl(request), "error.unavailable.status", "error");
        throw err;
      }
    },

    formLoader: orUnavailable(async ({ request, params }: LoaderFunctionArgs) => {
      // a reader without the write key sees the record read-only, where the screen has a detail view
      const reader = def.detail && intentOf(request) === "update" ? await requireRoute(request, formRoute.name) : null;
      if (reader && !reader.can(formRoute.intents.update)) {
        const record = await loadRecord(recordApi<Row>(reader.api, server.api), recordId(request, params));
        const countryNames = countriesIn(record, await getLocale(request));
        return { ...(await extra(reader, "form", request)), record, readOnly: true, countryNames };
      }
      const ctx = await requireForm(request, formRoute.name);
      const editing = intentOf(request) === "update";
      const [record, more] = await Promise.all([
        editing ? loadRecord(recordApi<Row>(ctx.api, server.api), recordId(request, params)) : null,
        extra(ctx, "form", request),
      ]);
      return {
        ...more,
        record,
        countryNames: countriesIn(record, await getLocale(request)),
        ...(await loadPickers(ctx, def, new URL(request.url), record)),
      };
    }),

    formAction: keepTypedThroughOutage(server.schema!, async ({ request, params }: ActionFunctionArgs) => {
      const intent = intentOf(request);
      const ctx = await requireIntent(request, formRoute.name, [intent]);
      const images = server.images;
      const res = await submitForm(
        images ? withChosenImages(ctx.form, images.names) : ctx.form,
        server.schema!,
        async (v, save) => {
          const { id: _id, version, ...rest } = v as { id?: number; version?: number } & Record<string, unknown>;
          const urls = images ? await uploadChosenImages(request, ctx.token, ctx.form, images.names, images.purpose) : {};
          const body = { ...(server.toBody ? server.toBody(rest as never) : rest), ...urls };
          const records = recordApi<Row>(ctx.api, server.api);
          return intent === "update"
            ? records.update({ ...body, id: Number(recordId(request, params)), version }, save)
            : records.create(body, save);
        },
        { fieldMap: typeof server.fieldMap === "function" ? server.fieldMap(ctx.form) : server.fieldMap },
      );
      if (!res.ok) return res.failure;
      const saved = res.value as Row;
      // a created record the list's filters hide is linked from the toast
      return redirectWithToast(
        request,
        backToList(request),
        intent === "update" ? "toast.record.saved" : "toast.record.created",
        "success",
        {
          name: (await namesIn(request))(saved),
          record:
            intent === "update"
              ? undefined
              : { id: saved.id, url: byQuery ? `${formRoute.fullPath}?id=${saved.id}` : `${formRoute.fullPath}/${saved.id}` },
        },
      );
    }),
  };
}
