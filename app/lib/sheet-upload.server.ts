import { ApiError, type Api } from "./api.server";

// A spreadsheet the person uploaded goes to the API as it came (no time-out: the API stores it and
// queues the import); the page then follows the import's progress by its id, or shows the API's
// refusal of the file next to the upload.
export async function forwardSheet(
  api: Api,
  path: string,
  form: FormData,
  fields: Record<string, string> = {},
): Promise<{ id: number } | { error: string }> {
  const file = form.get("file");
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file instanceof File && file.size > 0) body.append("file", file, file.name);
  try {
    return { id: (await api.post<{ id: number }>(path, body, { timeoutMs: 0 })).id };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const fileError = (err.data as { errors?: { file?: string[] } } | null)?.errors?.file?.[0];
    return { error: fileError ?? err.message };
  }
}
