import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { unavailable } from "~/lib/api.server";
import { authenticator, getAuth } from "~/lib/auth.server";
import { assertSameOrigin } from "~/lib/csrf.server";
import { useT } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { log } from "~/lib/log.server";
import { discovery } from "~/lib/oidc.server";
import { requestId } from "~/lib/request-id.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import { PageShell } from "~/ui/PageShell";

// its own boundary: the root layout (and the language's catalog from the root loader) stays
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const REASONS = ["expired", "signed-out", "failed", "no-account"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getAuth(request)) throw redirect(redirectTo);
  const reason = url.searchParams.get("reason");
  const { t } = await getT(request);
  return {
    redirectTo,
    reason: (REASONS as readonly string[]).includes(reason ?? "") ? reason : null,
    title: t("login.title"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Sign in" }];

// Starts the single sign-on: the strategy throws the redirect to the identity provider.
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  try {
    await discovery();
  } catch (err) {
    // the sign-on down or still starting is an outage like any other: the same "service
    // unavailable, retry" page, not a bare 500
    log("warn", "sign-on unreachable", { request_id: requestId(request), err: String((err as Error)?.message ?? err) });
    throw unavailable();
  }
  return authenticator.authenticate("oidc", request);
}

export default function Login() {
  const { redirectTo, reason } = useLoaderData<typeof loader>();
  const { t } = useT();
  const pending = useNavigation().state !== "idle";
  const message =
    reason === "expired"
      ? t("error.expired")
      : reason === "signed-out"
        ? t("login.signedOut")
        : reason === "no-account"
          ? t("login.noAccount")
          : reason === "failed"
            ? t("login.failed", { reason: "SSO" })
            : null;
  return (
    <main style={{ paddingTop: "10vh" }}>
      <PageShell narrow>
        <Card>
          <BlockStack gap="400">
            <Text as="h1" variant="headingLg">
              {t("app.name")}
            </Text>
            <Text as="p" tone="subdued">
              {t("login.subtitle")}
            </Text>
            {message ? (
              <Banner tone={reason === "signed-out" ? "info" : "warning"}>
                <p role="alert">{message}</p>
              </Banner>
            ) : null}
            <Form method="post">
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Button submit variant="primary" size="large" fullWidth loading={pending}>
                {t("login.button")}
              </Button>
            </Form>
            <LanguageSwitch redirectTo={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} />
          </BlockStack>
        </Card>
      </PageShell>
    </main>
  );
}
