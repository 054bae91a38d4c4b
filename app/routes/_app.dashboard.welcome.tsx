import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlockStack, InlineGrid, Layout, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { dashboardApi, type InboxLine } from "~/features/dashboard/api.server";
import { requireRoute } from "~/lib/auth.server";
import { useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { PageShell } from "~/ui/PageShell";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const GROUPS = [
  { title: "dashboard.tasks", keys: ["taskToBeUpdateStatusNum", "taskToBeCheckStatusNum"] },
  { title: "dashboard.requirements", keys: ["requirementProcessedStatusNum", "requirementCompletedStatusNum"] },
  {
    title: "dashboard.translation",
    keys: ["translationToBePendingStatusCount", "translationProcessedStatusCount", "translationCompletedStatusCount"],
  },
  {
    title: "dashboard.selection",
    keys: [
      "selectionToBeReviewedStatusCount",
      "selectionToBePendingStatusCount",
      "subSelectionToBePendingStatusCount",
      "subSelectionToBeCheckStatusCount",
    ],
  },
];

/** One reviewed kind the signed-in person examines (the API's registry, server/reviews/inbox.ts). */
/** What waits for this person's decision, per kind, each a link to the list filtered to it. */
function Inbox({ lines }: { lines: InboxLine[] }) {
  const { t, locale } = useT();
  const waiting = lines.filter((l) => l.count > 0);
  return (
    <BlockStack gap="200">
      <Text as="h2" variant="headingMd">
        {t("dashboard.inbox")}
      </Text>
      <Card>
        {waiting.length === 0 ? (
          <Text as="p" tone="subdued">
            <span data-testid="inbox-none">{t("dashboard.inbox.none")}</span>
          </Text>
        ) : (
          <ul className="console-inbox" aria-label={t("dashboard.inbox")}>
            {waiting.map((l) => (
              <li key={l.kind} data-testid={`inbox-${l.kind}`}>
                <Link to={l.list}>
                  {l.title[locale]} · {t("dashboard.inbox.count", { n: l.count })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </BlockStack>
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, user } = await requireRoute(request, "welcome");
  const dashboard = dashboardApi(api);
  const [counts, inbox] = await Promise.all([dashboard.counts(), dashboard.inbox()]);
  return { counts, inbox: inbox.list, name: user.name };
}

export default function Welcome() {
  const { counts, inbox, name } = useLoaderData<typeof loader>();
  const { t } = useT();
  const title = usePageTitle("welcome");
  return (
    <PageShell title={title} subtitle={`${t("dashboard.welcome", { name })} ${t("dashboard.intro")}`}>
      <Layout>
        {inbox.length ? (
          <Layout.Section>
            <Inbox lines={inbox} />
          </Layout.Section>
        ) : null}
        {GROUPS.map((g) => (
          <Layout.Section key={g.title}>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                {t(g.title)}
              </Text>
              <InlineGrid columns={{ xs: 1, sm: 2, md: 4 }} gap="400">
                {g.keys.map((k) => (
                  <Card key={k}>
                    <BlockStack gap="100">
                      <Text as="p" tone="subdued">
                        {t(`dashboard.${k}`)}
                      </Text>
                      {/* Polaris Text drops unknown props such as data-testid: the count carries it on a span */}
                      <Text as="p" variant="heading2xl">
                        <span data-testid={`count-${k}`}>{counts[k] ?? 0}</span>
                      </Text>
                    </BlockStack>
                  </Card>
                ))}
              </InlineGrid>
            </BlockStack>
          </Layout.Section>
        ))}
      </Layout>
    </PageShell>
  );
}
