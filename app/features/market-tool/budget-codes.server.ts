import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api.server";
import { requireForm, requireIntent, type RouteContext } from "~/lib/auth.server";
import { apiFile } from "~/lib/api-file.server";
import { redirectWithToast } from "~/lib/forms.server";
import { idParam, oneOf, readListQuery, shortText } from "~/lib/list-query";
import { isPositiveInteger, serializeQuery } from "~/lib/query";
import { BUDGET_KEYS, BUDGET_ROUTES } from "./budget-keys";
import { BUDGET_CODE_STATES } from "./budget-states";
import type { BatchRefused } from "./budget-code-types";
import { formatMoney } from "./budget-money";
import { budgetApi } from "./budget-api.server";
import { codeBatchDecisionSchema, codeBatchSchema, codeCreateSchema, codeDecisionSchema, codeEditSchema } from "./code-schema";

// /market-tool/budget-list?view=codes — the budget codes (their route in the console, the spec
// naming none): the list (`&keyword=&status=&budget_id=`), one code (`&code=<id>`, where mail
// links land: Pass / Reject for examiners, edit and resubmit, disable after a confirmation), the
// create forms (`&new=code|batch`) and a batch's result (`&batch_id=<id>`). Every step is a plain
// form post with an intent declared on budget-list (code_*), so it all works without script.

const CODES = "/market-tool/budget-list?view=codes";

function notFoundPage(): never {
  throw data({ message: "not-found" }, { status: 404 });
}

async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 422)) notFoundPage();
    throw err;
  }
}

/** What the codes view shows, picked by the URL. */
export async function loadCodesView(ctx: RouteContext, request: Request) {
  const url = new URL(request.url);
  const can = { work: ctx.can(BUDGET_KEYS.list), examine: ctx.can(BUDGET_KEYS.codeExamine) };
  const code = idParam(url, "code");
  const api = budgetApi(ctx.api).code;
  if (code) {
    const [record, log] = await Promise.all([orNotFound(api.detail(code)), api.log(code)]);
    const already = url.searchParams.get("already");
    return {
      view: "code" as const,
      can,
      userId: ctx.user.id,
      record,
      log: log.list,
      editing: url.searchParams.get("edit") === "1" && can.work && (record.status === "pending" || record.status === "rejected"),
      confirming: url.searchParams.get("confirm") === "disable" && can.work && record.status === "passed",
      already:
        already === "pass" || already === "reject" || already === "disable"
          ? (record.review.find((s) => s.transition === already) ?? null)
          : null,
    };
  }
  const fresh = url.searchParams.get("new");
  if ((fresh === "code" || fresh === "batch") && can.work) {
    const [options, batches] = await Promise.all([api.createOptions(), fresh === "batch" ? api.batches({ page: 1, page_size: 20 }) : null]);
    return {
      view: "new" as const,
      mode: fresh as "code" | "batch",
      can,
      budgets: options.budgets,
      batches: batches?.list ?? [],
      budgetId: idParam(url, "budget_id"),
    };
  }
  const batchId = idParam(url, "batch_id");
  if (batchId) {
    const result = await orNotFound(api.batchResult(batchId));
    return { view: "batch" as const, can, ...result };
  }
  const { filters, paging, filtered } = readCodeFilters(url);
  const [page, options] = await Promise.all([api.list({ ...filters, page: paging.page, page_size: paging.page_size }), api.filters()]);
  return { view: "list" as const, can, page, filters, filtered, budgets: options.budgets };
}

const readCodeFilters = (url: URL) =>
  readListQuery(url, { keyword: shortText, status: oneOf(BUDGET_CODE_STATES), budget_id: isPositiveInteger });

/** /market-tool/budget-list/export?<the list's filters>: the filtered codes as a spreadsheet. */
export async function budgetCodesExportLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, BUDGET_ROUTES.list);
  const { filters } = readCodeFilters(new URL(request.url));
  return apiFile(request, ctx.token, {
    method: "GET",
    path: `budget/code/export?${serializeQuery({ ...filters, format: "xlsx" })}`,
    back: [CODES, serializeQuery(filters)].filter(Boolean).join("&"),
  });
}

const codeUrl = (id: number, extra = "") => `${CODES}&code=${id}${extra}`;

/** The budget-list action: the code_* intents. */
export async function budgetCodesAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, BUDGET_ROUTES.list, [
    "code_batch_pass",
    "code_batch_reject",
    "code_create",
    "code_batch",
    "code_update",
    "code_pass",
    "code_reject",
    "code_disable",
  ]);
  const form = ctx.form;
  if (ctx.intent === "code_batch_pass" || ctx.intent === "code_batch_reject") return batchDecision(request, ctx.api, form);
  const schema = {
    code_create: codeCreateSchema,
    code_batch: codeBatchSchema,
    code_update: codeEditSchema,
    code_pass: codeDecisionSchema,
    code_reject: codeDecisionSchema,
    code_disable: null,
  }[ctx.intent as "code_create" | "code_batch" | "code_update" | "code_pass" | "code_reject" | "code_disable"];
  const submission = schema ? parseWithZod(form, { schema: schema as typeof codeCreateSchema }) : null;
  if (submission && submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 422 });
  const id = Number(form.get("id"));
  const api = budgetApi(ctx.api).code;
  try {
    switch (ctx.intent) {
      case "code_create": {
        const c = await api.create(submission!.value);
        return redirectWithToast(request, codeUrl(c.id), "budgetcode.toast.created", "success", { name: c.code });
      }
      case "code_batch": {
        const v = submission!.value as unknown as { prefix: string };
        const res = await api.batchCreate(submission!.value as unknown as z.output<typeof codeBatchSchema>);
        return redirectWithToast(request, `${CODES}&batch_id=${res.batch_id}`, "budgetcode.toast.batch", "success", {
          name: `${v.prefix} ×${res.count}`,
        });
      }
      case "code_update": {
        // an edit of a pending or rejected code is a new submission: its examiners are mailed again
        const res = await api.update(submission!.value as unknown as z.output<typeof codeEditSchema>);
        return redirectWithToast(request, codeUrl(res.code.id), "budgetcode.toast.resubmitted", "success", { name: res.code.code });
      }
      case "code_disable":
        // a business-critical step is confirmed first, the page naming the code
        if (form.get("confirmed") !== "yes") return redirect(codeUrl(id, "&confirm=disable"));
      // falls through
      case "code_pass":
      case "code_reject": {
        const action = ctx.intent.slice(5) as "pass" | "reject" | "disable";
        // a decision carries the version the examiner was shown: on figures changed since it is refused (409)
        const version = Number(form.get("version"));
        const body =
          action === "reject"
            ? { id, version, reason: (submission!.value as { reason?: string }).reason ?? "" }
            : action === "pass"
              ? { id, version }
              : { id };
        const res = await api.step(action, body);
        if (!res.review.applied) return redirect(codeUrl(id, `&already=${action}`));
        const done = { pass: "budget.toast.passed", reject: "budget.toast.rejected", disable: "budget.toast.disabled" }[action];
        return redirectWithToast(request, codeUrl(id), done, "success", { name: res.code.code });
      }
    }
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    if (err.code === 404) notFoundPage();
    // refused: field errors next to their fields, anything else (another state now, one's own
    // submission, a stale version) said above the form; what was typed stays
    const fieldErrors = err.fieldErrors;
    const hasFields = Object.keys(fieldErrors).length > 0;
    return data(
      {
        result: submission ? submission.reply({ formErrors: hasFields ? [] : [err.message], fieldErrors }) : null,
        error: hasFields ? null : err.message,
      },
      { status: err.code === 409 ? 409 : 422 },
    );
  }
}

/**
 * Pass or reject the ticked codes of a batch in one decision. All or nothing: a code changed or
 * decided since the page was opened refuses the whole decision (the page names each one), as
 * does a code whose figures the examiner made.
 */
async function batchDecision(request: Request, api: RouteContext["api"], form: FormData) {
  const parsed = codeBatchDecisionSchema.safeParse({
    intent: form.get("intent"),
    batch_id: form.get("batch_id"),
    pick: form.getAll("pick"),
    reason: form.get("reason") ?? undefined,
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "pick")] ??= issue.message;
    return data({ batchErrors: errors, error: null, refused: [] as BatchRefused[] }, { status: 422 });
  }
  const v = parsed.data;
  const action = v.intent === "code_batch_pass" ? "pass" : "reject";
  const back = `${CODES}&batch_id=${v.batch_id}`;
  try {
    const res = await budgetApi(api).code.batchDecide({
      action,
      batch_id: v.batch_id,
      codes: v.pick.map((p) => ({ id: Number(p.split(":")[0]), version: Number(p.split(":")[1]) })),
      ...(action === "reject" ? { reason: v.reason } : {}),
    });
    // a repeat (reloaded form, second tab): nothing changed, and the toast says who decided and when
    if (!res.applied)
      return redirectWithToast(request, back, "budgetcode.toast.batchAlready", "success", { values: { by: res.by, at: res.at } });
    return redirectWithToast(
      request,
      back,
      action === "pass" ? "budgetcode.toast.batchPassed" : "budgetcode.toast.batchRejected",
      "success",
      {
        values: { n: String(res.count), total: formatMoney(res.currency, res.total_cap) },
      },
    );
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    if (err.code === 404) notFoundPage();
    const refused = ((err.data as { changed?: BatchRefused[] } | null)?.changed ?? []) as BatchRefused[];
    const fields = err.fieldErrors;
    const batchErrors = Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, m[0]]));
    return data(
      { batchErrors, error: Object.keys(batchErrors).length ? null : err.message, refused },
      { status: err.code === 409 ? 409 : 422 },
    );
  }
}
