// How the console's guard answered a request, and what the hand-written permission fixture says it
// should answer: shared by the in-process matrix (tests/console/authz-matrix.test.ts) and its
// per-area sample over HTTP (tests/e2e/authz-matrix.spec.ts), so both judge alike.
import { pageOf } from "../fixtures/permissions";

export type Outcome = "ok" | "not-found" | "forbidden" | "bad-intent";

/**
 * The guard's 404 is a redirect to the not-found page. For a page (a GET) an allowed answer must
 * render, not bounce elsewhere; a post's allowed answer may redirect (back to its list).
 */
export function outcomeOf(status: number, location: string | undefined, { post = false } = {}): Outcome | string {
  if (status === 302 && location === "/error/404") return "not-found";
  if (status === 403) return "forbidden";
  if (status === 400) return "bad-intent";
  if (status === 200) return "ok";
  // a post the guard let through may still be refused by the record's state or version (409)
  if (status === 302 || status === 303 || status === 422 || (post && status === 409)) return post ? "ok" : `redirect ${location}`;
  return `unexpected ${status}`;
}

/** A page's expected answer for an account holding `perms`. */
export function expectedPageOutcome(perms: Set<string>, url: string): Outcome {
  const { route, form } = pageOf(url)!;
  return !perms.has(route.name) ? "not-found" : form !== undefined && !perms.has(route.forms![form]) ? "forbidden" : "ok";
}

/**
 * The answers a post of an intent (its key; "" for an intent the route does not take) may get:
 * "bad-intent" beside "ok" where another action of the route handles the intent.
 */
export function expectedIntentOutcome(perms: Set<string>, routeName: string, key: string): string[] {
  if (!perms.has(routeName)) return ["not-found"];
  if (!key) return ["bad-intent"];
  if (!perms.has(key)) return ["forbidden"];
  return ["ok", "bad-intent"];
}
