import { Form, Link, useFormAction, useLocation } from "@remix-run/react";
import { BlockStack, InlineStack, Select, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { TextInput } from "~/ui/fields";
import { RecordForm } from "~/ui/RecordForm";
import type { CategoryRow } from "./category-types";

/**
 * Copying a category: to another site (first choose the site — a GET, so it works without
 * JavaScript — then where in its tree), or, for a first-level category, within its own site under
 * a new name.
 */
export function CopyPanel({ copying }: { copying: { category: CategoryRow; to: string | null; targets: CategoryRow[] | null } }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const c = copying.category;
  const close = withParams(search, { copy: null, to: null }, pathname);
  const [to, setTo] = useState(copying.to ?? "");
  const [parent, setParent] = useState("");
  const action = useFormAction();
  const others = ALL_SITES.filter((s) => s !== c.site);
  return (
    <BlockStack gap="300">
      <Card>
        <section aria-labelledby="copy-title" data-testid="copy-panel">
          <BlockStack gap="300">
            <InlineStack align="space-between">
              <Text as="h2" variant="headingMd" id="copy-title">
                {t("category.copy.title", { name: c.name, site: siteName(t, c.site) })}
              </Text>
              <Link to={close}>{t("common.close")}</Link>
            </InlineStack>
            <Form method="get" action={pathname}>
              {[...new URLSearchParams(search).entries()]
                .filter(([k]) => k !== "to")
                .map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={v} />
                ))}
              <InlineStack gap="300" blockAlign="end">
                <Select
                  name="to"
                  label={t("category.copy.toSite")}
                  options={[
                    { label: t("category.copy.chooseSite"), value: "" },
                    ...others.map((s) => ({ value: s, label: siteName(t, s) })),
                  ]}
                  value={to}
                  onChange={setTo}
                />
                <button type="submit" className="console-button">
                  {t("category.copy.next")}
                </button>
              </InlineStack>
            </Form>
            {copying.to && copying.targets ? (
              <form method="post" action={action}>
                <input type="hidden" name="intent" value="copy-site" />
                <input type="hidden" name="id" value={c.id} />
                <input type="hidden" name="name" value={c.name} />
                <input type="hidden" name="site" value={copying.to} />
                <BlockStack gap="300">
                  <Select
                    name="parent_id"
                    label={t("category.copy.under")}
                    options={[
                      { label: t("category.copy.asFirst", { site: siteName(t, copying.to) }), value: "" },
                      ...(c.level === 1 ? [] : copying.targets.map((x) => ({ value: String(x.id), label: x.name }))),
                    ]}
                    value={parent}
                    onChange={setParent}
                  />
                  <InlineStack>
                    <button type="submit" className="console-button primary">
                      {t("category.copy.doSite", { name: c.name, site: siteName(t, copying.to) })}
                    </button>
                  </InlineStack>
                </BlockStack>
              </form>
            ) : null}
          </BlockStack>
        </section>
      </Card>
      {c.level === 1 ? (
        <RecordForm
          id="category-copy-first"
          title={t("category.copy.firstTitle", { name: c.name })}
          intent="copy-first"
          validator={() => import("./category-validator").then((m) => m.validateCopyFirst)}
          defaultValue={{ name: "" }}
          hidden={{ id: c.id }}
          closeTo={close}
          render={(f) => <TextInput field={f.name} label={t("category.copy.newName")} helpText={t("category.copy.newNameHelp")} />}
        />
      ) : null}
    </BlockStack>
  );
}
