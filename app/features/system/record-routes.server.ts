import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { requireForm, requireIntent } from "~/lib/auth.server";
import { isUnavailable, orUnavailable } from "~/lib/api.server";
import { confirmFirst } from "~/lib/confirm.server";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { routeByName } from "~/lib/route-tree";
import { changeStatus, loadRecord } from "./shared.server";

/**
 * The server half of an editable record kind with enable/disable — one definition gives the
 * list's status action and the /new and /<id> form routes' loader and action. Each kind only says
 * where its API lives and how a valid form becomes a request body.
 */
export function recordRoutes<R, S extends z.ZodType>(def: {
  route: string;
  api: { one: string; create: string; update: string; status: string };
  schema: S;
  toBody: (value: z.output<S>) => Record<string, unknown>;
  /** API field name → form field name, for errors the API reports */
  fieldMap?: Record<string, string>;
  /** how staff name a record (headings, toasts) */
  name: (record: R) => string;
}) {
  const base = routeByName(def.route)!.fullPath;
  return {
    /** enable / disable posted from the list */
    async listAction({ request }: ActionFunctionArgs) {
      try {
        const ctx = await requireIntent(request, def.route, ["enable", "disable"]);
        const ask = confirmFirst(request, ctx.form, ctx.intent);
        if (ask) return ask;
        return await changeStatus(request, ctx, ctx.form, def.api.status, ctx.intent, def.name as (r: unknown) => string);
      } catch (err) {
        // nothing typed to keep: back to the list with the reason, as any refused transition
        if (isUnavailable(err)) return redirectWithToast(request, listUrl(request), "error.unavailable.status", "error");
        throw err;
      }
    },
    /** /<list>/new (no record) and /<list>/<id> */
    formLoader: orUnavailable(async ({ request, params }: LoaderFunctionArgs) => {
      const ctx = await requireForm(request, def.route);
      return { record: params.id ? await loadRecord<R>(ctx, def.api.one, params.id) : null };
    }),
    formAction: keepTypedThroughOutage(def.schema, async ({ request, params }: ActionFunctionArgs) => {
      const ctx = await requireIntent(request, def.route, [params.id ? "update" : "create"]);
      const res = await submitForm(
        ctx.form,
        def.schema,
        (v, save) => {
          const body = def.toBody(v);
          const version = (v as { version?: number }).version;
          return params.id
            ? ctx.api.post(def.api.update, { ...body, id: Number(params.id), version }, save)
            : ctx.api.post(def.api.create, body, save);
        },
        { fieldMap: def.fieldMap },
      );
      if (!res.ok) return res.failure;
      const saved = res.value as R & { id: number };
      return redirectWithToast(request, listUrl(request, { fromChild: true }), params.id ? "toast.record.saved" : "toast.record.created", "success", {
        name: def.name(saved),
        record: params.id ? undefined : { id: saved.id, url: `${base}/${saved.id}` },
      });
    }),
  };
}
