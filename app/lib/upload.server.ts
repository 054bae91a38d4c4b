import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from "@remix-run/node";
import { ApiError, apiFor } from "./api.server";
import { UPLOAD_MAX_BYTES, uploadFamily, type UploadPurpose } from "./constants";
import { getT } from "./i18n.server";

export interface UploadOptions {
  purpose: UploadPurpose;
  /** the form's file input name; the API's errors about the file are reported under it */
  field?: string;
  /** let a WebP through (the spec refuses WebP unless the caller says so) */
  ignoreWebp?: boolean;
}

export type UploadOutcome =
  | { ok: true; url: string; key: string; contentType: string; size: number }
  | { ok: false; status: number; fieldErrors: Record<string, string[]>; formErrors: string[] };

// other inputs of an upload form are short texts
const MAX_TEXT_PART = 64 * 1024;

/**
 * For a form action: reads the multipart post (the file held in memory, never more than the
 * largest upload the API accepts), forwards the file to POST /api/upload as the signed-in user,
 * and returns the form's other fields with the outcome. The API checks and refuses; its messages
 * come back in the user's language under `field`. An expired sign-in redirects to sign-in, an
 * unreachable API is the layout's 503 — as for every other API call.
 */
export async function receiveUpload(
  request: Request,
  token: string,
  { purpose, field = "file", ignoreWebp = false }: UploadOptions,
): Promise<{ formData: FormData | null; upload: UploadOutcome }> {
  const family = uploadFamily(purpose);
  let formData: FormData;
  try {
    formData = await parseMultipartFormData(
      request,
      composeUploadHandlers(
        // the API refuses a video over 10 MB and an image over 5 MB; the console holds no more than
        // the larger, so the API stays the one place that decides and words the refusal
        createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES.video, filter: ({ name }) => name === field }),
        createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART }),
      ),
    );
  } catch (err) {
    if (!(err instanceof MaxPartSizeExceededError)) throw err;
    const { t } = await getT(request);
    const message = err.field === field ? t(`upload.tooLarge.${family}`) : t("upload.fieldTooLong");
    return { formData: null, upload: { ok: false, status: 413, fieldErrors: { [err.field]: [message] }, formErrors: [] } };
  }
  const file = formData.get(field);
  return { formData, upload: await forwardUpload(request, token, file instanceof File ? file : null, { purpose, field, ignoreWebp }) };
}

/** Sends one file to POST /api/upload (fields first: the API judges the file as it streams in). */
export async function forwardUpload(
  request: Request,
  token: string,
  file: Blob | null,
  { purpose, field = "file", ignoreWebp = false }: UploadOptions,
): Promise<UploadOutcome> {
  const body = new FormData();
  body.append("purpose", purpose);
  if (ignoreWebp) body.append("ignore_webp", "true");
  // no file at all is the API's to refuse, with the spec's "choose a file first" message
  if (file) body.append("file", file, file instanceof File ? file.name : "upload");
  let stored: { url: string; key: string; content_type: string; size: number };
  try {
    // the API client as for every call: an expired sign-in redirects, an outage is the layout's 503
    stored = await apiFor(request, token).post("upload", body);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return refusal(err, field);
  }
  return { ok: true, url: stored.url, key: stored.key, contentType: stored.content_type, size: stored.size };
}

function refusal(err: ApiError, field: string): UploadOutcome {
  const fieldErrors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(err.fieldErrors)) fieldErrors[k === "file" ? field : k] = v;
  // a refusal without field errors (too large a request, not multipart) is still about the file
  if (!Object.keys(fieldErrors).length && err.code < 500) fieldErrors[field] = [err.message];
  return { ok: false, status: err.code, fieldErrors, formErrors: err.code >= 500 ? [err.message] : [] };
}
