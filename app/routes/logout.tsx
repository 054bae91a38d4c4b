import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getAuth, revokeApiToken } from "~/lib/auth.server";
import { config } from "~/lib/config.server";
import { assertSameOrigin } from "~/lib/csrf.server";
import { discovery } from "~/lib/oidc.server";
import { getSession, sessionStorage } from "~/lib/session.server";
import { tabsCookie } from "~/lib/tabs.server";

// Sign-out is a POST: the API token is revoked on the server, then the cookie is cleared.
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const auth = await getAuth(request);
  if (auth) await revokeApiToken(request, auth.token);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage.destroySession(await getSession(request)));
  headers.append("Set-Cookie", await tabsCookie.serialize("", { maxAge: 0 }));
  return redirect(await signOnLogoutUrl(), { headers });
}

/**
 * After the console's own session ends, the sign-on's ends too (RP-initiated logout), so the next
 * person at this browser must enter a password; straight to the sign-in page when the identity
 * provider offers no logout endpoint or cannot be reached.
 */
async function signOnLogoutUrl() {
  const back = `${config.consoleUrl}/login?reason=signed-out`;
  const meta = await discovery().catch(() => null);
  if (!meta?.end_session_endpoint) return "/login?reason=signed-out";
  const url = new URL(meta.end_session_endpoint);
  url.searchParams.set("client_id", config.sso.clientId);
  url.searchParams.set("post_logout_redirect_uri", back);
  return url.toString();
}

export const loader = () => redirect("/dashboard/welcome");
