import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/forms.server";
import { BUDGET_KEYS, BUDGET_ROUTES } from "./budget-keys";
import { parseBudgetForm } from "./budget-schema";
import { postedRows, withLineAdded, withLineRemoved } from "./budget-line-rows";
import { budgetApi } from "./budget-api.server";
import { marketApi } from "./market-api.server";

// /market-tool/budget-edit?type=create | edit&id=<budget> | revision&budget_id=<budget> | revision&id=<revision>
// One form for budgets and revisions: save keeps a draft, save_submit sends it for review.

type Mode = "create" | "edit" | "revision";
const num = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

function modeOf(url: URL): { mode: Mode; id: number | null; budgetId: number | null } {
  const type = url.searchParams.get("type");
  const mode: Mode = type === "edit" || type === "revision" ? type : "create";
  return { mode, id: num(url.searchParams.get("id")), budgetId: num(url.searchParams.get("budget_id")) };
}

const notFound = () => data({ message: "not-found" }, { status: 404 });

export const budgetEditLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, BUDGET_ROUTES.edit);
  const { mode, id, budgetId } = modeOf(new URL(request.url));
  // the page opens for all who may open the route; the form only for those who may save
  if (!ctx.can(BUDGET_KEYS.edit)) return { mode, forbidden: true as const };
  // the currency offers the chosen site's currencies only (issue 41 §2)
  const api = budgetApi(ctx.api);
  const [shown, { site_currencies }] = await Promise.all([api.createOptions(), marketApi(ctx.api).siteCurrencies()]);
  const options = { ...shown, site_currencies };
  try {
    if (mode === "edit") {
      if (!id) throw notFound();
      return { mode, options, budget: await api.detail(id), revision: null };
    }
    if (mode === "revision") {
      if (id) {
        const revision = await api.revision.detail(id);
        return { mode, options, budget: revision.budget, revision };
      }
      if (!budgetId) throw notFound();
      return { mode, options, budget: await api.detail(budgetId), revision: null };
    }
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 422)) throw notFound();
    throw err;
  }
  return { mode, options, budget: null, revision: null };
});

export async function budgetEditAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, BUDGET_ROUTES.edit, ["save", "save_submit", "add_line", "remove_line"]);
  const url = new URL(request.url);
  const { mode, id, budgetId } = modeOf(url);
  // a line added or removed without JavaScript: the form comes back with what was posted and its
  // rows changed; nothing is checked or saved (issue 41 §9)
  if (ctx.intent === "add_line" || ctx.intent === "remove_line") return data({ draft: lineDraft(ctx.intent, ctx.form, url) });
  const form = ctx.form;
  const submission = parseBudgetForm(form);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const v = submission.value;
  const submit = ctx.intent === "save_submit";
  const figures = { purpose: v.purpose, amount: v.amount, period_start: v.period_start, period_end: v.period_end, lines: v.lines };
  try {
    if (mode === "revision") {
      const res = await budgetApi(ctx.api).revision.save({
        budget_id: budgetId ?? Number(form.get("budget_id")),
        ...(id ? { id, version: v.version } : {}),
        ...figures,
        note: v.note ?? "",
        submit,
      });
      const r = res.revision;
      return redirectWithToast(
        request,
        `/market-tool/budget-detail/${r.id}?type=revision`,
        submit ? "budget.toast.submitted" : "toast.saved",
        "success",
        { name: `${r.budget_code} #${r.id}` },
      );
    }
    const res = await budgetApi(ctx.api).save({
      ...(mode === "edit" && id ? { id, version: v.version } : {}),
      department_id: v.department_id,
      site: v.site,
      currency: v.currency,
      ...figures,
      submit,
    });
    const b = res.budget;
    return redirectWithToast(
      request,
      `/market-tool/budget-detail/${b.id}?type=common`,
      submit ? "budget.toast.submitted" : "toast.saved",
      "success",
      { name: b.code },
    );
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    const fieldErrors = err.fieldErrors;
    return data(
      { result: submission.reply({ formErrors: Object.keys(fieldErrors).length ? [] : [err.message], fieldErrors }) },
      { status: err.code === 409 ? 409 : 422 },
    );
  }
}

const DRAFT_FIELDS = ["department_id", "site", "currency", "purpose", "amount", "period_start", "period_end", "note"] as const;

/** The posted form as the page shows it again: its fields as typed, its line rows with one added or removed. */
function lineDraft(intent: "add_line" | "remove_line", form: FormData, url: URL) {
  const values: Record<string, string> = {};
  for (const k of DRAFT_FIELDS) {
    const v = form.get(k);
    if (typeof v === "string") values[k] = v;
  }
  const rows = postedRows(form);
  const at = Number(url.searchParams.get("line"));
  const lines = intent === "add_line" ? withLineAdded(rows) : Number.isInteger(at) && at >= 0 ? withLineRemoved(rows, at) : rows;
  return { values, lines: lines.length ? lines : withLineAdded(lines) };
}
