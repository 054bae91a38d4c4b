import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import type * as z from "zod";
import { useT } from "~/lib/i18n";
import { withParams } from "~/lib/url";

interface ActionData {
  result?: Parameters<typeof useForm>[0]["lastResult"];
  conflict?: Record<string, unknown>;
}

/**
 * A create / edit form card driven by one zod schema: validated by conform in the browser (on
 * blur and submit) and again by the action; posts as a plain HTML form without JavaScript.
 * `render` receives the conform fields. Closing removes the dialog params from the URL.
 */
export function RecordForm<S extends z.ZodType<Record<string, unknown>>>({
  id,
  title,
  schema,
  intent,
  defaultValue,
  hidden = {},
  closeParams = ["create", "edit"],
  conflictLabels = {},
  render,
}: {
  id: string;
  title: string;
  schema: S;
  intent: string;
  defaultValue: Record<string, unknown>;
  hidden?: Record<string, string | number | undefined>;
  closeParams?: string[];
  conflictLabels?: Record<string, string>;
  // conform's field map for this schema; typed loosely because the schema is generic here
  render: (fields: Record<string, FieldMetadata<unknown>>) => ReactNode;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const formErrors: string[] = (form.errors as string[] | undefined) ?? [];
  const conflict = actionData?.conflict;
  const version = conflict?.version ?? hidden.version;
  const submitted = ((actionData?.result as { initialValue?: Record<string, unknown> } | undefined)?.initialValue ?? {}) as Record<string, unknown>;
  return (
    <Card>
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries({ ...hidden, version }).map(([k, v]) =>
          v === undefined ? null : <input key={k} type="hidden" name={k} value={String(v)} />,
        )}
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">{title}</Text>
          {formErrors.length ? (
            <Banner tone={conflict ? "warning" : "critical"}>
              <BlockStack gap="100">
                {formErrors.map((e) => (
                  <p key={e} role="alert">{t(e)}</p>
                ))}
                {conflict
                  ? Object.entries(conflictLabels)
                      .filter(([k]) => String(conflict[k] ?? "") !== String(submitted[k] ?? ""))
                      .map(([k, label]) => <p key={k}>{t("error.conflictField", { field: label, theirs: String(conflict[k]) })}</p>)
                  : null}
              </BlockStack>
            </Banner>
          ) : null}
          {render(fields as never)}
          <InlineStack gap="300" align="end">
            <Link to={withParams(search, Object.fromEntries(closeParams.map((p) => [p, null])), pathname)}>{t("common.cancel")}</Link>
            <Button submit variant="primary" loading={submitting}>
              {t("common.save")}
            </Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}
