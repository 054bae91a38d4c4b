import { getFormProps, useForm, type FieldMetadata, type Submission } from "@conform-to/react";
import { Form, Link, useActionData, useNavigate } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "./Card";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { tMessage, useT } from "~/lib/i18n";
import { useBlurCheck } from "./blur-check";
import { UnsavedGuard } from "./form-guard";
import { useSaving } from "./saving";

interface ActionData {
  result?: Parameters<typeof useForm>[0]["lastResult"];
  conflict?: Record<string, unknown>;
  saveKey?: string;
}

export type Validate = (formData: FormData) => Submission<unknown>;

/**
 * What a form page loaded. With the API out of reach its loader has nothing (`{ unavailable }`):
 * `undefined` then — the page shows the outage notice — unless a save just sent the person's
 * values back: `null`, and the form shows those values again.
 */
export function useFormLoad<L extends object>(loaded: L): Exclude<L, { unavailable: unknown }> | null | undefined {
  const sentBack = Boolean(useActionData<ActionData>()?.result);
  if (!("unavailable" in loaded)) return loaded as Exclude<L, { unavailable: unknown }>;
  return sentBack ? null : undefined;
}

/**
 * A create / edit form card driven by one zod schema: validated by conform in the browser (on
 * leaving a changed field, ui/blur-check.ts, and on submit, once `validator` has loaded the schema)
 * and again by the action; posts as a plain HTML form without JavaScript. `render` receives the conform fields. Closing removes the
 * dialog params from the URL.
 */
export function RecordForm(props: RecordFormProps) {
  // one form per id: another form opened in the same place (a card's attach form, then its create
  // form) is a new form — its own schema check, fields and unsaved-changes state — not the old one
  // with new props (it kept the first form's check, which then refused every submit silently)
  return <RecordFormBody key={props.id} {...props} />;
}

interface RecordFormProps {
  id: string;
  title: string;
  /** loads the form's schema check on demand (a dynamic import keeps zod out of the first load) */
  validator: () => Promise<Validate>;
  intent?: string;
  defaultValue: Record<string, unknown>;
  hidden?: Record<string, string | number | undefined>;
  /** where Cancel goes: the list this form opened over */
  closeTo: string;
  conflictLabels?: Record<string, string>;
  /** the form carries files (ui/ImageField.tsx): posted as multipart/form-data */
  multipart?: boolean;
  /** the submit button's words when the form does more than save (a send says Send) */
  submitLabel?: string;
  // conform's field map for this schema; typed loosely because the schema is generic here
  render: (fields: Record<string, FieldMetadata<unknown>>) => ReactNode;
}

function RecordFormBody({
  id,
  title,
  validator,
  intent = "save",
  defaultValue,
  hidden = {},
  closeTo,
  conflictLabels = {},
  multipart = false,
  submitLabel,
  render,
}: RecordFormProps) {
  const { t } = useT();
  const actionData = useActionData<ActionData>();
  const submitting = useSaving(intent);
  const [validate, setValidate] = useState<Validate | null>(null);
  useEffect(() => {
    let live = true;
    validator().then(
      (v) => live && setValidate(() => v),
      () => {
        /* without the check the server still validates */
      },
    );
    return () => {
      live = false;
    };
    // the validator of a form never changes while it is open (another form is another RecordFormBody)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [form, fields] = useForm({
    id,
    // the same object for as long as it is the last answer: conform reports each new one once, and a
    // value that came and went with the navigation state would report an old answer again over
    // what the browser has checked since
    lastResult: actionData?.result,
    defaultValue: defaultValue as never,
    // on leaving a changed field (useBlurCheck) and on submit; again while typing once reported
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) as never : undefined,
  });
  const blurCheck = useBlurCheck(form, validate !== null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const close = () => navigate(closeTo, { preventScrollReset: true });
  // keyboard: the form opens with its first field focused, and Esc closes it (asking first when changed)
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  }, [id]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape" && !e.defaultPrevented) {
      e.preventDefault();
      close();
    }
  };
  const formErrors: string[] = (form.errors as string[] | undefined) ?? [];
  const conflict = actionData?.conflict;
  const submitted = ((actionData?.result as { initialValue?: Record<string, unknown> } | undefined)?.initialValue ?? {}) as Record<
    string,
    unknown
  >;
  // shown again after an outage without the record, the form carries on with the version it was opened at
  const version = conflict?.version ?? hidden.version ?? (submitted.version as string | undefined);
  return (
    <Card>
      <UnsavedGuard formRef={formRef} onDiscard={close} />
      <Form
        method="post"
        {...getFormProps(form)}
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate
        ref={formRef}
        onKeyDown={onKeyDown}
        {...blurCheck}
      >
        <input type="hidden" name="intent" value={intent} />
        {Object.entries({ ...hidden, version, save_key: actionData?.saveKey }).map(([k, v]) =>
          v === undefined ? null : <input key={k} type="hidden" name={k} value={String(v)} />,
        )}
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">
            {title}
          </Text>
          {formErrors.length ? (
            <Banner tone={conflict ? "warning" : "critical"}>
              <BlockStack gap="100">
                {formErrors.map((e) => (
                  <p key={e} role="alert">
                    {tMessage(t, e)}
                  </p>
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
            <Link to={closeTo}>{t("common.cancel")}</Link>
            <Button submit variant="primary" loading={submitting}>
              {submitLabel ?? t("common.save")}
            </Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}
