import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { requireRoute } from "~/lib/auth.server";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { PageShell } from "~/ui/PageShell";

// /market-tool/discountList-edit without a record: `?type=create` opens the new-discount form,
// `?type=<edit|detail|checked>&id=<id>` that discount's page; with neither, where to go from here.

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireRoute(request, "discountList-edit");
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  const id = url.searchParams.get("id");
  const base = ctx.route.fullPath;
  if (type === "create") throw redirect(`${base}/new`);
  if (type && id && /^\d{1,10}$/.test(id)) throw redirect(`${base}/${id}?type=${encodeURIComponent(type)}`);
  return { canCreate: ctx.can(ctx.route.intents.create) };
}

export default function DiscountEditIndex() {
  const { canCreate } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const route = routeByName("discountList-edit")!;
  const list = routeByName("discountList")!;
  return (
    <PageShell title={route.title[locale]}>
      <Card>
        <BlockStack gap="300">
          <Text as="p">{t("promo.discount.pick")}</Text>
          <InlineStack gap="400">
            <a href={list.fullPath}>{list.title[locale]}</a>
            {canCreate ? <a href={`${route.fullPath}/new`}>{t("promo.discount.create")}</a> : null}
          </InlineStack>
        </BlockStack>
      </Card>
    </PageShell>
  );
}
