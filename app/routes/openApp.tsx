import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useEffect } from "react";
import { commitLogin, exchangeSsoToken, getAuth, revokeApiToken } from "~/lib/auth.server";
import { assertSameOrigin } from "~/lib/csrf.server";
import { useT } from "~/lib/i18n";
import { log } from "~/lib/log.server";
import { dropSwitch, holdSwitch, openAppVerdict, readSwitch, userLabel } from "~/lib/open-app.server";
import { requestId } from "~/lib/request-id.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { PageShell } from "~/ui/PageShell";

type View = { state: "failed" | "untrusted" | "expired" } | { state: "confirm"; current: string; next: string };

const NO_STORE = { "Cache-Control": "no-store" };

// Embedding in another admin frame: /openApp?token=<sign-on token>&redirectTo=<path>. Only a
// navigation the console can vouch for signs in (open-app-navigation.ts), and a session of
// another user is replaced only after the person at the browser agrees.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const verdict = openAppVerdict(request);
  if (verdict !== "trusted") {
    log("warn", "openApp refused: not a trusted navigation", {
      request_id: requestId(request),
      verdict,
      site: request.headers.get("sec-fetch-site"),
      dest: request.headers.get("sec-fetch-dest"),
    });
    return data<View>({ state: "untrusted" }, { status: 403, headers: NO_STORE });
  }
  if (!token) return data<View>({ state: "failed" }, { headers: NO_STORE });
  const to = safeRedirect(url.searchParams.get("redirectTo"));
  let login;
  try {
    login = await exchangeSsoToken(request, token);
  } catch (err) {
    log("warn", "openApp token refused", { request_id: requestId(request), err: String(err) });
    return data<View>({ state: "failed" }, { headers: NO_STORE });
  }
  const current = await getAuth(request);
  if (current && current.user.id !== login.user.id) {
    const view: View = { state: "confirm", current: userLabel(current.user), next: userLabel(login.user) };
    return data(view, { headers: { ...NO_STORE, "Set-Cookie": await holdSwitch(login, to) } });
  }
  const headers = new Headers(NO_STORE);
  for (const cookie of await commitLogin(login)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await dropSwitch());
  return redirect(to, { headers });
}

/** The answer to "switch user?": a same-origin form post, like every other mutation. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const intent = String((await request.formData()).get("intent") ?? "");
  if (intent !== "switch" && intent !== "stay") throw data({ message: "unknown-intent" }, { status: 400 });
  const pending = await readSwitch(request);
  if (!pending) return data<View>({ state: "expired" }, { headers: { ...NO_STORE, "Set-Cookie": await dropSwitch() } });
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await dropSwitch());
  const current = await getAuth(request);
  if (intent === "stay") {
    await revokeApiToken(request, pending.login.token);
    log("info", "openApp switch declined", {
      request_id: requestId(request),
      user_id: current?.user.id,
      declined_user_id: pending.login.user.id,
    });
    return redirect(current ? pending.redirectTo : "/login", { headers });
  }
  if (current) await revokeApiToken(request, current.token);
  for (const cookie of await commitLogin(pending.login)) headers.append("Set-Cookie", cookie);
  log("info", "openApp switched user", { request_id: requestId(request), from_user_id: current?.user.id, user_id: pending.login.user.id });
  return redirect(pending.redirectTo, { headers });
}

export const meta: MetaFunction = () => [{ title: "openApp" }];

export default function OpenApp() {
  const answered = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const view = (answered ?? loaded) as View;
  const { t } = useT();
  const failed = view.state !== "confirm";
  useEffect(() => {
    // tell the embedding parent to sign out, as the spec's frame protocol asks
    if (failed && window.parent !== window) window.parent.postMessage({ type: "logout" }, "*");
  }, [failed]);
  if (view.state === "confirm") return <ConfirmSwitch current={view.current} next={view.next} />;
  const body = view.state === "untrusted" ? t("openApp.untrusted") : view.state === "expired" ? t("openApp.expired") : t("openApp.body");
  return (
    <PageShell narrow title={t("openApp.title")}>
      <Banner tone="critical">
        <p>{body}</p>
      </Banner>
    </PageShell>
  );
}

function ConfirmSwitch({ current, next }: { current: string; next: string }) {
  const { t } = useT();
  return (
    <PageShell narrow title={t("openApp.switch.title")}>
      <Card>
        <BlockStack gap="400">
          <Banner tone="warning">
            <p>{t("openApp.switch.body", { current, next })}</p>
          </Banner>
          <Text as="p">{t("openApp.switch.hint", { current })}</Text>
          <InlineStack gap="300">
            {/* document posts: the held sign-in's cookie is scoped to /openApp, not /openApp.data */}
            <Form method="post" action="/openApp" reloadDocument>
              <input type="hidden" name="intent" value="stay" />
              <Button submit variant="primary">
                {t("openApp.switch.stay", { current })}
              </Button>
            </Form>
            <Form method="post" action="/openApp" reloadDocument>
              <input type="hidden" name="intent" value="switch" />
              <Button submit tone="critical">
                {t("openApp.switch.continue", { next })}
              </Button>
            </Form>
          </InlineStack>
        </BlockStack>
      </Card>
    </PageShell>
  );
}
