import type * as z from "zod";
import { zhIssue } from "./zh-issues";
import { zhMessage, zhSummary } from "./zh-messages";

// Error codes follow the envelope contract: 401 not signed in, 403 not permitted, 404, 409
// conflict or invalid transition, 422 validation (field errors in data.errors), 500.
export class ApiError extends Error {
  /** field errors in Chinese where the code that refused knew them (zod's issues, a FieldError) */
  zhErrors?: Record<string, string[]>;

  constructor(
    public code: number,
    message: string,
    public data: unknown = null,
    /** the message in Chinese, for callers that ask for zh (Accept-Language); field errors equal to the message follow it */
    public zh?: string,
  ) {
    super(message);
  }

  /**
   * The message and field errors in the caller's language. In Chinese, a field error is its own
   * Chinese (zhErrors), the message's Chinese when it is the message, else the shared wording of
   * zh-messages.ts; English only for one no translation knows (issue 41 §12).
   */
  localized(lang: "zh" | "en"): { message: string; data: unknown } {
    if (lang !== "zh") return { message: this.message, data: this.data };
    const message = this.zh ?? zhSummary(this.message) ?? this.message;
    const d = this.data as { errors?: Record<string, string[]> } | null;
    if (!d?.errors) return { message, data: this.data };
    const zhOf = (field: string, m: string, i: number) =>
      this.zhErrors?.[field]?.[i] ?? (m === this.message && this.zh ? this.zh : (zhMessage(m) ?? m));
    const errors = Object.fromEntries(Object.entries(d.errors).map(([k, v]) => [k, v.map((m, i) => zhOf(k, m, i))]));
    return { message, data: { ...d, errors } };
  }
}

/** A 422 on one field whose message is in both languages: a Chinese form shows the Chinese words next to the field (issue 41 §12). */
export class FieldError extends ApiError {
  constructor(field: string, en: string, zhField: string) {
    super(422, `Please check the input (${field}: ${en})`, { errors: { [field]: [en] } }, zhField);
    this.zhErrors = { [field]: [zhField] };
  }
}

export const notFound = (what = "Record", zhWhat = "记录") => new ApiError(404, `${what} not found`, null, `${zhWhat}不存在`);
/** The one answer to a save made against a version someone else has since replaced, with the record as it is now. */
export const staleVersion = (
  current: unknown,
  msg = {
    en: "Someone else saved this record after you opened it. Review their change and save again.",
    zh: "在您打开后，其他人已保存了该记录，请核对后再次保存。",
  },
) => new ApiError(409, msg.en, { current }, msg.zh);
export const forbidden = () => new ApiError(403, "You do not have permission to do this", null, "您没有执行此操作的权限");
export const unauthorized = (message = "Not signed in or the sign-in has expired") =>
  new ApiError(401, message, null, "认证失效，请重新登陆！");

/**
 * A 422 of field errors (several at once, as a form shows them): the summary names the first. Each
 * error's Chinese is the one given in `zhErrors`, else zh-messages.ts's (ApiError.localized).
 */
export function invalidFields(errors: Record<string, string[]>, zhErrors: Record<string, string[]> = {}): ApiError {
  const first = Object.entries(errors)[0];
  const summary = first ? `${first[0] === "_form" ? "" : first[0] + ": "}${first[1][0]}` : "Invalid input";
  const zhFirst = first ? (zhErrors[first[0]]?.[0] ?? zhMessage(first[1][0])) : undefined;
  const err = new ApiError(422, `Please check the input (${summary})`, { errors }, `请检查输入（${zhFirst ?? "输入有误"}）`);
  err.zhErrors = zhErrors;
  return err;
}

/**
 * zod's issues as field errors, each with its own Chinese (zh-issues.ts). `at` names where the
 * parsed value sits in the request (`filter` for a search sent as text, `id` for a path's id).
 */
export function validationError(error: z.ZodError, at?: string): ApiError {
  const errors: Record<string, string[]> = {};
  const zhErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = at === undefined ? issue.path : [at, ...issue.path];
    const key = path.length ? path.join(".") : "_form";
    (errors[key] ??= []).push(issue.message);
    (zhErrors[key] ??= []).push(zhIssue(issue));
  }
  return invalidFields(errors, zhErrors);
}

/** zod's own words for a missing field ("expected string, received undefined") are not for people. */
export const readableIssue = (issue: { code?: string; input?: unknown }) =>
  issue.code === "invalid_type" && issue.input === undefined ? "is required" : undefined;
