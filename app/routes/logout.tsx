import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { apiPost } from "~/lib/api.server";
import { forgetPermissions, getAuth } from "~/lib/auth.server";
import { assertSameOrigin } from "~/lib/csrf.server";
import { requestId } from "~/lib/request-id.server";
import { getSession, sessionStorage } from "~/lib/session.server";
import { tabsCookie } from "~/lib/tabs.server";

// Sign-out is a POST: the API token is revoked on the server, then the cookie is cleared.
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const auth = await getAuth(request);
  if (auth) {
    await apiPost("auth/logout", {}, { token: auth.token, requestId: requestId(request) }).catch(() => {
      /* an already-expired token needs no revoking */
    });
    forgetPermissions(auth.token);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage.destroySession(await getSession(request)));
  headers.append("Set-Cookie", await tabsCookie.serialize("", { maxAge: 0 }));
  return redirect("/login?reason=signed-out", { headers });
}

export const loader = () => redirect("/dashboard/welcome");
