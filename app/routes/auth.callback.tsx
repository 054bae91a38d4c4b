import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api.server";
import { authenticator, startSession } from "~/lib/auth.server";
import { log } from "~/lib/log.server";
import { clearTransaction } from "~/lib/oidc.server";
import { requestId } from "~/lib/request-id.server";

// The identity provider sends the browser back here with a code; a verified ID token becomes an
// API token in a brand-new session, and the user lands exactly where they were going.
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const result = await authenticator.authenticate("oidc", request);
    const headers = new Headers();
    for (const cookie of await startSession(request, result.idToken)) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await clearTransaction());
    return redirect(result.redirectTo, { headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    log("warn", "sign-in failed", { request_id: requestId(request), err: String((err as Error)?.message ?? err) });
    const reason = err instanceof ApiError && err.code === 403 ? "no-account" : "failed";
    return redirect(`/login?reason=${reason}`);
  }
}
