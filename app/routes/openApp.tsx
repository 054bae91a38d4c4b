import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Banner } from "@shopify/polaris";
import { useEffect } from "react";
import { startSession } from "~/lib/auth.server";
import { useT } from "~/lib/i18n";
import { log } from "~/lib/log.server";
import { requestId } from "~/lib/request-id.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { PageShell } from "~/ui/PageShell";

// Embedding in another admin frame: /openApp?token=<sign-on token>&redirectTo=<path>.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const to = safeRedirect(url.searchParams.get("redirectTo"));
  if (token) {
    try {
      return redirect(to, { headers: { "Set-Cookie": await startSession(request, token) } });
    } catch (err) {
      log("warn", "openApp token refused", { request_id: requestId(request), err: String(err) });
    }
  }
  return { failed: true };
}

export const meta: MetaFunction = () => [{ title: "openApp" }];

export default function OpenApp() {
  useLoaderData<typeof loader>();
  const { t } = useT();
  useEffect(() => {
    // tell the embedding parent to sign out, as the spec's frame protocol asks
    if (window.parent !== window) window.parent.postMessage({ type: "logout" }, "*");
  }, []);
  return (
    <PageShell narrow title={t("openApp.title")}>
      <Banner tone="critical">
        <p>{t("openApp.body")}</p>
      </Banner>
    </PageShell>
  );
}
