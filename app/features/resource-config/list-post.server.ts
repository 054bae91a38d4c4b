import { ApiError, isUnavailable } from "~/lib/api.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";

/**
 * The intent a list's post names, read from a copy of its body; null for a body that is no form (the
 * shared action refuses that itself).
 */
export const postedIntent = (request: Request): Promise<unknown> =>
  request
    .clone()
    .formData()
    .then((f) => f.get("intent"))
    .catch(() => null);

/**
 * A list's own post that is no transition (copy an ad, save the hot words' order): one API call, then
 * back to the list with its filters and a toast — the API's refusal in the reader's language, or `done`.
 */
export async function postFromList<R>(
  request: Request,
  /** the one call, by the area's client */
  send: () => Promise<R>,
  done: (row: R) => { message: string; about?: Parameters<typeof redirectWithToast>[4] },
) {
  let row: R;
  try {
    row = await send();
  } catch (err) {
    if (isUnavailable(err)) return redirectWithToast(request, listUrl(request), "error.unavailable.status", "error");
    if (!(err instanceof ApiError)) throw err;
    return redirectWithToast(request, listUrl(request), err.code === 403 ? "error.forbidden" : err.message, "error");
  }
  const { message, about } = done(row);
  return redirectWithToast(request, listUrl(request), message, "success", about);
}
