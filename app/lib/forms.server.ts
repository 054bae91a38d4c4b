import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type * as z from "zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiError, isUnavailable } from "./api.server";
import { IDEMPOTENCY_KEY } from "./constants";
import { toastHeaders, type Toast } from "./session.server";

import type { SubmissionResult } from "@conform-to/react";

type Reply = SubmissionResult<string[]>;

export interface FormFailure {
  result: Reply;
  /** the key of a save whose answer never came: the form posts it again, so a retry cannot apply twice */
  saveKey?: string;
  /** the record as it is now, when the save lost to someone else's (409 with data.current) */
  conflict?: Record<string, unknown>;
}

/**
 * Parses a form with its shared schema, sends it, and turns API refusals into messages next to
 * the fields (422/409 field errors) or above the form. Returns the API's result, or a failure to
 * return from the action as it is.
 */
export async function submitForm<S extends z.ZodType, R>(
  formData: FormData,
  schema: S,
  send: (value: z.output<S>, save: { idempotencyKey: string }) => Promise<R>,
  { fieldMap = {} }: { fieldMap?: Record<string, string> } = {},
): Promise<{ ok: true; value: R } | { ok: false; failure: ReturnType<typeof data<FormFailure>> }> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return { ok: false, failure: data({ result: submission.reply() }, { status: 422 }) };
  }
  // a retry after an outage carries the first attempt's key; a first attempt gets a new one
  const posted = formData.get("save_key");
  const saveKey = typeof posted === "string" && IDEMPOTENCY_KEY.test(posted) ? posted : crypto.randomUUID();
  try {
    return { ok: true, value: await send(submission.value as z.output<S>, { idempotencyKey: saveKey }) };
  } catch (err) {
    if (isUnavailable(err)) return { ok: false, failure: outageReply(submission, saveKey) };
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    const fieldErrors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(err.fieldErrors)) fieldErrors[fieldMap[k] ?? k] = v;
    const current = (err.data as { current?: Record<string, unknown> } | null)?.current;
    const formError = err.code === 409 && current ? "error.conflict" : err.code === 403 ? "error.forbidden" : err.message;
    return {
      ok: false,
      failure: data(
        { result: submission.reply({ formErrors: [formError], fieldErrors }), conflict: current },
        { status: err.code === 403 || err.code === 404 || err.code === 409 ? err.code : 422 },
      ),
    };
  }
}

/** The form error of a save the API could not take: the message RecordForm shows above the kept values. */
export const OUTAGE_MESSAGE = "error.unavailable.save";

function outageReply(submission: { reply(options: { formErrors: string[] }): Reply }, saveKey?: string) {
  // 503, not 422: the values are fine, the service is not — and the routes skip revalidating on it
  return data<FormFailure>({ result: submission.reply({ formErrors: [OUTAGE_MESSAGE] }), saveKey }, { status: 503 });
}

/**
 * A form action whose save must survive an outage met anywhere in it, including the permission
 * check before the body is read: the person gets their form back with what they typed (and any
 * field errors) instead of the service-unavailable page, which would drop it.
 */
export function keepTypedThroughOutage<S extends z.ZodType, T>(schema: S, action: (args: ActionFunctionArgs) => Promise<T>) {
  return async (args: ActionFunctionArgs) => {
    // the body may already be consumed when the outage hits, so a copy is kept to answer from
    const copy = args.request.clone();
    try {
      return await action(args);
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      return outageReply(parseWithZod(await copy.formData(), { schema }));
    }
  };
}

/** After a successful mutation: back to the list (dialog closed) with a toast, naming the record when given. */
export async function redirectWithToast(
  request: Request,
  to: string,
  message: string,
  kind: "success" | "error" = "success",
  about: Pick<Toast, "name" | "values" | "record"> = {},
) {
  return redirect(to, { headers: await toastHeaders(request, { kind, message, ...about }) });
}

/**
 * The list URL an action returns to, filters kept: the list itself, or for a form child route
 * (/list/new, /list/<id>) the list it opened over.
 */
export function listUrl(request: Request, { fromChild = false } = {}) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  // an answered question is not asked again on the way back
  url.searchParams.delete("confirm");
  url.searchParams.delete("confirm_id");
  const path = fromChild ? url.pathname.slice(0, url.pathname.lastIndexOf("/")) : url.pathname;
  return path + url.search;
}
