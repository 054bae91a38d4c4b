import { ApiError } from "./api.server";
import type { UploadPurpose } from "./constants";
import { chosenFile } from "./image-fields";
import { forwardUpload } from "./upload.server";

/**
 * For an action whose form is valid: sends each image (or video) field's chosen file to POST /api/upload as the
 * signed-in user and answers the stored URLs by field name. A refused file is an ApiError (422) with the
 * API's message (in the user's language) under its field, so submitForm shows it next to the field.
 */
export async function uploadChosenImages(
  request: Request,
  token: string,
  form: FormData,
  names: readonly string[],
  /** one purpose for all, or each field's own (a video's is `videos`) */
  purpose: UploadPurpose | ((name: string) => UploadPurpose),
): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const name of names) {
    const file = chosenFile(form, name);
    if (!file) continue;
    const up = await forwardUpload(request, token, file, { purpose: typeof purpose === "function" ? purpose(name) : purpose, field: name });
    if (up.ok) urls[name] = up.url;
    else errors[name] = up.fieldErrors[name] ?? up.formErrors;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(422, first[0] ?? "", { errors });
  return urls;
}
