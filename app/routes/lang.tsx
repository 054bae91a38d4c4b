import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { UI_LOCALES } from "~/lib/constants";
import { assertSameOrigin } from "~/lib/csrf.server";
import { localeCookie } from "~/lib/i18n.server";
import { safeRedirect } from "~/lib/safe-redirect";

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const lng = String(form.get("lng"));
  const back = safeRedirect(form.get("redirectTo"));
  if (!(UI_LOCALES as readonly string[]).includes(lng)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await localeCookie.serialize(lng) } });
}

export const loader = () => redirect("/dashboard/welcome");
