import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/forms.server";
import { BUDGET_KEYS, BUDGET_ROUTES, DETAIL_TYPES, type DetailType } from "./budget-keys";
import { decisionSchema } from "./budget-schema";
import type { BudgetDetail, Revision } from "./budget-types";
import { budgetApi } from "./budget-api.server";

// /market-tool/budget-detail/<id>?type=common|common_examine|revision|revision_examine
// The id is a budget's for common types and a revision's for revision types. Opening the page (a
// mail link) never changes anything: it shows the record and, to examiners, the Pass and Reject
// forms — plain posts with intent=pass / intent=reject (and a reason), so they work without script.

const typeOf = (url: URL): DetailType => {
  const t = url.searchParams.get("type") as DetailType;
  return DETAIL_TYPES.includes(t) ? t : "common";
};
const isRevision = (t: DetailType) => t === "revision" || t === "revision_examine";

function recordId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw data({ message: "not-found" }, { status: 404 });
  return Number(raw);
}

async function load(ctx: RouteContext, id: number, type: DetailType) {
  const api = budgetApi(ctx.api);
  try {
    if (isRevision(type)) {
      const [record, steps] = await Promise.all([api.revision.detail(id), api.reviewSteps({ id, kind: "revision" })]);
      return { kind: "revision" as const, record, steps: steps.list, log: [] };
    }
    const [record, steps, log] = await Promise.all([api.detail(id), api.reviewSteps({ id }), api.log(id)]);
    return { kind: "budget" as const, record, steps: steps.list, log: log.list };
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 422)) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
}

export const budgetDetailLoader = orUnavailable(async ({ request, params }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, BUDGET_ROUTES.detail);
  const url = new URL(request.url);
  const type = typeOf(url);
  const loaded = await load(ctx, recordId(params.id), type);
  const already = url.searchParams.get("already");
  return {
    type,
    ...loaded,
    userId: ctx.user.id,
    can: {
      examine: ctx.can(BUDGET_KEYS.examine),
      submit: ctx.can(BUDGET_KEYS.detail),
      edit: ctx.granted.has(BUDGET_ROUTES.edit) && ctx.granted.has(BUDGET_KEYS.edit),
    },
    // a repeated decision: nothing changed; the page says who took it first and when
    already: already === "pass" || already === "reject" ? (loaded.steps.find((s) => s.transition === already) ?? null) : null,
  };
});

export async function budgetDetailAction({ request, params }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, BUDGET_ROUTES.detail, ["submit", "pass", "reject"]);
  const url = new URL(request.url);
  const type = typeOf(url);
  const id = recordId(params.id);
  const revision = isRevision(type);
  try {
    if (ctx.intent === "submit") {
      const { record } = await load(ctx, id, type);
      const figures = {
        purpose: record.purpose,
        amount: record.amount,
        period_start: record.period_start,
        period_end: record.period_end,
        lines: record.lines,
      };
      const api = budgetApi(ctx.api);
      if (revision) {
        const r = record as Revision;
        await api.revision.save({ budget_id: r.budget_id, id, version: r.version, ...figures, note: r.note, submit: true });
      } else {
        const b = record as BudgetDetail;
        await api.save({
          id,
          version: b.version,
          department_id: b.department_id,
          site: b.site,
          currency: b.currency,
          ...figures,
          submit: true,
        });
      }
      const name = revision ? `${(record as Revision).budget_code} #${id}` : (record as BudgetDetail).code;
      return redirectWithToast(request, `${url.pathname}?type=${revision ? "revision" : "common"}`, "budget.toast.submitted", "success", {
        name,
      });
    }
    const submission = parseWithZod(ctx.form, { schema: decisionSchema });
    if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 422 });
    // the version the examiner was shown: a decision on figures changed since is refused (409)
    const decision = {
      id,
      action: ctx.intent as "pass" | "reject",
      reason: submission.value.reason ?? "",
      version: Number(ctx.form.get("version")),
    };
    const res: { review: { applied: boolean }; budget?: { code: string }; revision?: { budget_code: string } } = revision
      ? await budgetApi(ctx.api).revision.decide(decision)
      : await budgetApi(ctx.api).decide(decision);
    if (!res.review.applied) return redirect(`${url.pathname}?type=${type}&already=${ctx.intent}`);
    const name = res.budget?.code ?? `${res.revision?.budget_code} #${id}`;
    return redirectWithToast(
      request,
      `${url.pathname}?type=${type}`,
      ctx.intent === "pass" ? "budget.toast.passed" : "budget.toast.rejected",
      "success",
      { name },
    );
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    // a refused step (another state now, one's own submission, figures changed since the page was
    // shown): said on the page, nothing changed; a conflict answered as 409 so the page reads the
    // record again (the figures and version now), anything else as a refused submission (422)
    return data({ result: null, error: err.message }, { status: err.code === 409 ? 409 : 422 });
  }
}

/** /market-tool/budget-detail with no id names no record: the page says where to find one. */
export const budgetDetailIndexLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  await requireRoute(request, BUDGET_ROUTES.detail);
  return { none: true };
});
