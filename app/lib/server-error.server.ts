import { isRouteErrorResponse } from "@remix-run/react";
import { log } from "./log.server";

/**
 * A thrown response is an answer, not a fault: a loader's `throw data(…, { status: 403 })` (a
 * DataWithResponseInit under single fetch), a Response or a route error response reaches Remix's
 * handleError too, and the page or data request already carries its status.
 */
function isThrownAnswer(error: unknown): boolean {
  if (error instanceof Response || isRouteErrorResponse(error)) return true;
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

/** What a log line says of a thrown value: an Error's stack, anything else as JSON. */
function describeThrown(error: unknown): string {
  if (error instanceof Error) return String(error.stack ?? error);
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Remix's handleError: faults are logged once with the request's id; answers and aborts are not. */
export function logServerError(error: unknown, request: Request, id: string) {
  if (request.signal.aborted || isThrownAnswer(error)) return;
  // Remix refuses a form post whose Origin is not this host before any action runs
  if (error instanceof Error && error.message.includes("does not match `origin` header")) {
    log("warn", "cross-site post refused", { request_id: id, origin: request.headers.get("origin") });
    return;
  }
  log("error", "unhandled", { request_id: id, err: describeThrown(error) });
}
