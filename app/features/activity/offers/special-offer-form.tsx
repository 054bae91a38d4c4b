import { useLoaderData, useLocation } from "@remix-run/react";
import { Banner, FormLayout } from "@shopify/polaris";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { typeTitle } from "~/lib/route-titles";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { useKeys } from "~/ui/Can";
import { SelectInput, TextInput } from "~/ui/fields";
import { PageShell } from "~/ui/PageShell";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { detailUrl, EDIT_ROUTE, LIST_ROUTE, offerName, siteOption, type SpecialOffer } from "./special-offer";

const MOMENT_HELP = "offer.momentHelp";

/** /activity/full-gift-redemption-edit: ?type=create gives a new offer, ?type=edit&id=<id> that offer's settings. */
export function SpecialOfferForm() {
  const loaded = useFormLoad(useLoaderData() as { record: SpecialOffer | null; keys: string[] } | { unavailable: true });
  const { t, locale } = useT();
  const { search } = useLocation();
  const keys = useKeys();
  const record = loaded?.record ?? null;
  const creating = new URLSearchParams(search).get("type") === "create" || !new URLSearchParams(search).get("id");
  // the heading is the title table's (lib/route-titles.ts), as the tab's is; the offer's name goes below it
  const title = typeTitle(EDIT_ROUTE, creating ? "create" : "edit")![locale];
  const subtitle = !creating && record ? offerName(record, t) : undefined;
  if (loaded === undefined) {
    return (
      <PageShell title={title} subtitle={subtitle}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const need = routeByName(EDIT_ROUTE)!.intents[creating ? "create" : "update"];
  const site = siteOption(t);
  return (
    <PageShell title={title} subtitle={subtitle} narrow>
      {!keys.includes(need) ? (
        <Banner tone="warning" title={t("error.forbidden.title")}>
          <p>{t("error.forbidden.body")}</p>
        </Banner>
      ) : record?.status === "online" ? (
        <Banner tone="warning" title={t("offer.onlineReadOnly")} />
      ) : (
        <RecordForm
          id={`offer-${record?.id ?? "new"}`}
          intent={creating ? "create" : "update"}
          title={title}
          validator={() => import("./special-offer-validator").then((m) => m.validateOffer)}
          closeTo={record ? detailUrl(record.id) : routeByName(LIST_ROUTE)!.fullPath}
          hidden={record ? { version: record.version } : {}}
          conflictLabels={{ name: t("offer.name"), threshold: t("offer.threshold"), start_at: t("offer.start"), end_at: t("offer.end") }}
          defaultValue={
            record
              ? { ...record, start_at: formatUsWest(record.start_at), end_at: formatUsWest(record.end_at) }
              : { site: "us", currency: "USD", redeem_limit: 1 }
          }
          render={(f) => (
            <FormLayout>
              <TextInput field={f.name} label={t("offer.name")} />
              <FormLayout.Group>
                <SelectInput
                  field={f.site}
                  label={t("common.site")}
                  options={ALL_SITES.map((s) => ({ value: s, label: site(s) }))}
                  placeholder={t("v.choose")}
                />
                <SelectInput
                  field={f.currency}
                  label={t("offer.currency")}
                  options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))}
                  placeholder={t("v.choose")}
                />
              </FormLayout.Group>
              <FormLayout.Group>
                <TextInput field={f.threshold} label={t("offer.threshold")} inputMode="decimal" helpText={t("offer.thresholdHelp")} />
                <TextInput
                  field={f.redeem_limit}
                  label={t("offer.redeemLimit")}
                  inputMode="numeric"
                  helpText={t("offer.redeemLimitHelp")}
                />
              </FormLayout.Group>
              <FormLayout.Group>
                <TextInput field={f.start_at} label={t("offer.start")} helpText={t(MOMENT_HELP)} />
                <TextInput field={f.end_at} label={t("offer.end")} helpText={t(MOMENT_HELP)} />
              </FormLayout.Group>
              <TextInput field={f.description} label={t("offer.description")} multiline={3} />
            </FormLayout>
          )}
        />
      )}
    </PageShell>
  );
}
