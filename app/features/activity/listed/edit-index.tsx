import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { requireRoute } from "~/lib/auth.server";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { PageShell } from "~/ui/PageShell";

// An edit route's own path without a record (`<list>-edit`, whose forms are /new and /<id>):
// `?type=create` opens the new-record form, `?type=edit&id=<id>` (or `?id=<id>`) that record's; with
// neither, where to go from here.

export const editIndexLoader =
  (editRoute: string) =>
  async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, editRoute);
    const url = new URL(request.url);
    const id = url.searchParams.get("id");
    const base = ctx.route.fullPath;
    if (url.searchParams.get("type") === "create") throw redirect(`${base}/new`);
    if (id && /^\d{1,10}$/.test(id)) throw redirect(`${base}/${id}`);
    return { canCreate: ctx.can(ctx.route.intents.create) };
  };

export function EditIndex({ editRoute, listRoute, pick, create }: { editRoute: string; listRoute: string; pick: string; create: string }) {
  const { canCreate } = useLoaderData() as { canCreate: boolean };
  const { t, locale } = useT();
  const route = routeByName(editRoute)!;
  const list = routeByName(listRoute)!;
  return (
    <PageShell title={route.title[locale]}>
      <Card>
        <BlockStack gap="300">
          <Text as="p">{t(pick)}</Text>
          <InlineStack gap="400">
            <a href={list.fullPath}>{list.title[locale]}</a>
            {canCreate ? <a href={`${route.fullPath}/new`}>{t(create)}</a> : null}
          </InlineStack>
        </BlockStack>
      </Card>
    </PageShell>
  );
}
