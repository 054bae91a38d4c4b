import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, isUnavailable, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { confirmFirst } from "~/lib/confirm.server";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { getT } from "~/lib/i18n.server";
import { withChosenImages } from "~/lib/image-fields";
import { uploadChosenImages } from "~/lib/image-fields.server";
import { idParam } from "~/lib/list-query";
import { routeByName } from "~/lib/route-tree";
import type { Confirmation } from "~/lib/transitions";
import { HELP_IMAGE_FIELDS, helpFormSchema, helpMessageKey, toInput } from "./help-form-schema";
import { placeUnder, type Placement } from "./help-rules";
import { CONTACT_SECTION, HELP_SECTION, type HelpSectionDef } from "./help-sections";
import type { HelpEntry } from "./help";
import { helpApi } from "./api.server";

async function loadEntry(ctx: RouteContext, def: HelpSectionDef, id: number | null): Promise<HelpEntry | null> {
  if (!id) return null;
  try {
    return await helpApi(ctx.api, def).detail(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
}

/** The tree screen: every entry, and the delete question (?confirm=delete&confirm_id=) with its count. */
function treeLoader(def: HelpSectionDef) {
  return orUnavailable(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, def.route);
    const url = new URL(request.url);
    const confirmId = url.searchParams.get("confirm") === "delete" && ctx.can(def.key) ? idParam(url, "confirm_id") : null;
    const [nodes, asked] = await Promise.all([helpApi(ctx.api, def).tree(), loadEntry(ctx, def, confirmId)]);
    const { t } = await getT(request);
    const confirm: Confirmation | null = asked
      ? {
          intent: "delete",
          id: asked.id,
          name: asked.texts.en?.title ?? `#${asked.id}`,
          detail: t(def.words.deleteCount, { count: asked.delete_count }),
        }
      : null;
    return { nodes, confirm, keys: ctx.keys };
  });
}

function treeAction(def: HelpSectionDef) {
  return async ({ request }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, def.route, ["delete"] as const);
    const ask = confirmFirst(request, ctx.form, ctx.intent);
    if (ask) return ask;
    const back = new URL(request.url);
    for (const k of ["confirm", "confirm_id", "index"]) back.searchParams.delete(k);
    const to = back.pathname + back.search;
    try {
      const done = await helpApi(ctx.api, def).delete({ id: Number(ctx.form.get("id")) || 0 });
      return redirectWithToast(request, to, def.words.deleted, "success", { name: done.title ?? "" });
    } catch (err) {
      if (isUnavailable(err)) return redirectWithToast(request, to, "error.unavailable.status", "error");
      if (!(err instanceof ApiError)) throw err;
      return redirectWithToast(request, to, err.code === 403 ? "error.forbidden" : err.message, "error");
    }
  };
}

/**
 * Where the form is: editing ?id=, or adding below ?parent= (none: a level-1 title). A level in the
 * path (contact-us-detail/:level) must be digits and the level of that place, else the page is not found.
 */
async function formPlace(ctx: RouteContext, def: HelpSectionDef, url: URL, level: string | undefined) {
  if (level !== undefined && !/^\d{1,2}$/.test(level)) throw data({ message: "not-found" }, { status: 404 });
  const place = await placeOf(ctx, def, url);
  if (level !== undefined && Number(level) !== place.placement.level) throw data({ message: "not-found" }, { status: 404 });
  return place;
}

async function placeOf(ctx: RouteContext, def: HelpSectionDef, url: URL) {
  const id = idParam(url, "id");
  if (id) {
    const entry = await loadEntry(ctx, def, id);
    if (!entry) throw data({ message: "not-found" }, { status: 404 });
    return { entry, parent: null, placement: { section: def.section, level: entry.level, is_article: entry.is_article } as Placement };
  }
  const parentId = idParam(url, "parent");
  const parent = parentId ? await loadEntry(ctx, def, parentId) : null;
  if (parentId && !parent) throw data({ message: "not-found" }, { status: 404 });
  const placement = placeUnder(def.section, parent);
  if (!placement) throw data({ message: "not-found" }, { status: 404 });
  return { entry: null, parent, placement };
}

function formLoader(def: HelpSectionDef) {
  return orUnavailable(async ({ request, params }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, def.detailRoute);
    return { ...(await formPlace(ctx, def, new URL(request.url), params.level)), keys: ctx.keys };
  });
}

function formAction(def: HelpSectionDef) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, def.detailRoute, ["create", "update"] as const);
    const url = new URL(request.url);
    const { entry, parent, placement } = await formPlace(ctx, def, url, params.level);
    // a chosen image stands in for its URL while the form is checked; it is uploaded once the form is valid
    const res = await submitForm(withChosenImages(ctx.form, HELP_IMAGE_FIELDS), helpFormSchema(placement), async (v, save) => {
      const body = toInput(v);
      try {
        const urls = await uploadChosenImages(request, ctx.token, ctx.form, HELP_IMAGE_FIELDS, "event");
        if (urls.icon) body.icon = urls.icon;
        body.steps = body.steps.map((s, i) => ({ ...s, image: urls[`steps[${i}].image`] ?? s.image }));
        return ctx.intent === "update" && entry
          ? await helpApi(ctx.api, def).update({ ...body, id: entry.id, version: v.version ?? entry.version }, save)
          : await helpApi(ctx.api, def).create({ ...body, parent_id: parent?.id ?? null }, save);
      } catch (err) {
        // the spec's messages come back in English: shown as the catalog's words in either language
        if (err instanceof ApiError) {
          for (const list of Object.values(err.fieldErrors)) list.forEach((m, i) => (list[i] = helpMessageKey(m)));
        }
        throw err;
      }
    });
    if (!res.ok) return res.failure;
    const saved = res.value;
    return redirectWithToast(
      request,
      routeByName(def.route)!.fullPath,
      ctx.intent === "update" ? "toast.record.saved" : "toast.record.created",
      "success",
      {
        name: saved.texts.en?.title ?? "",
      },
    );
  };
}

export const helpTreeLoader = treeLoader(HELP_SECTION);
export const helpTreeAction = treeAction(HELP_SECTION);
export const helpFormLoader = formLoader(HELP_SECTION);
export const helpFormAction = formAction(HELP_SECTION);
export const contactTreeLoader = treeLoader(CONTACT_SECTION);
export const contactTreeAction = treeAction(CONTACT_SECTION);
export const contactFormLoader = formLoader(CONTACT_SECTION);
export const contactFormAction = formAction(CONTACT_SECTION);
