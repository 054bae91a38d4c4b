import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, InlineGrid, Layout, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { requireRoute } from "~/lib/auth.server";
import { useT } from "~/lib/i18n";
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

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, user } = await requireRoute(request, "welcome");
  const counts = await api.get<Record<string, number>>("dashboard/counts");
  return { counts, name: user.name };
}

export default function Welcome() {
  const { counts, name } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <PageShell title={t("dashboard.welcome", { name })} subtitle={t("dashboard.intro")}>
      <Layout>
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
