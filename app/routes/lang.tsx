import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { apiPost } from "~/lib/api.server";
import { getAuth } from "~/lib/auth.server";
import { UI_LOCALES } from "~/lib/constants";
import { assertSameOrigin } from "~/lib/csrf.server";
import { localeCookie } from "~/lib/i18n.server";
import { log } from "~/lib/log.server";
import { requestId } from "~/lib/request-id.server";
import { safeRedirect } from "~/lib/safe-redirect";

// The language switch. Signed in, the choice is also the person's: stored by the API, it decides
// the console's language at their next sign-in anywhere and the language of their mails (issue 41
// §12). On the sign-in page it is this browser's only.
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const lng = String(form.get("lng"));
  const back = safeRedirect(form.get("redirectTo"));
  if (!(UI_LOCALES as readonly string[]).includes(lng)) return redirect(back);
  const auth = await getAuth(request);
  if (auth) {
    // the page still switches when the API cannot store it (expired sign-in, outage): the next
    // page asks for a sign-in or names the outage itself
    await apiPost("auth/language", { language: lng }, { token: auth.token, requestId: requestId(request) }).catch((err: unknown) =>
      log("warn", "language not stored", { request_id: requestId(request), err: String((err as Error)?.message ?? err) }),
    );
  }
  return redirect(back, { headers: { "Set-Cookie": await localeCookie.serialize(lng) } });
}

export const loader = () => redirect("/dashboard/welcome");
