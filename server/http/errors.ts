import type * as z from "zod";

// Error codes follow the envelope contract: 401 not signed in, 403 not permitted, 404, 409
// conflict or invalid transition, 422 validation (field errors in data.errors), 500.
export class ApiError extends Error {
  constructor(
    public code: number,
    message: string,
    public data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (what = "Record") => new ApiError(404, `${what} not found`);
export const forbidden = () => new ApiError(403, "You do not have permission to do this");
export const unauthorized = (message = "Not signed in or the sign-in has expired") => new ApiError(401, message);

export function validationError(error: z.ZodError): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    (errors[key] ??= []).push(issue.message);
  }
  const first = Object.entries(errors)[0];
  const summary = first ? `${first[0] === "_form" ? "" : first[0] + ": "}${first[1][0]}` : "Invalid input";
  return new ApiError(422, `Please check the input (${summary})`, { errors });
}
