import { useLoaderData } from "@remix-run/react";
import { FormLayout } from "@shopify/polaris";
import { ALL_SITES } from "~/lib/constants";
import { useT, type T } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { Section } from "../../resource/ResourceForm";
import type { FormSection } from "../../resource/screen";
import { REVIEW_FITS } from "./review-rules";

const ROUTE = "comment-add";
const SECTIONS: FormSection[] = [
  [
    { name: "spu", label: "review.spu", help: "review.spu.help" },
    { name: "site", label: "common.site", kind: "select", values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) },
    {
      name: "rating",
      label: "review.rating",
      kind: "select",
      values: ["5", "4", "3", "2", "1"],
      option: (v: string, t: T) => t("review.stars", { count: v }),
    },
  ],
  { name: "title", label: "review.title" },
  { name: "content", label: "review.content", kind: "multiline" },
  [
    { name: "author_name", label: "review.author" },
    {
      name: "fit",
      label: "review.fit",
      kind: "select",
      values: ["", ...REVIEW_FITS],
      option: (v: string, t: T) => t(v ? `review.fit.${v}` : "review.fit.none"),
    },
  ],
  [
    {
      name: "source",
      label: "review.source",
      kind: "select",
      values: ["staff", "imported"],
      option: (v: string, t: T) => t(`review.source.${v}`),
    },
    { name: "channel", label: "review.channel", help: "review.channel.help" },
  ],
];

/** /goods/comment-add: staff add a review for a product (it waits in moderation as pending). */
export function ReviewAdd() {
  const loaded = useLoaderData() as { spu: string; site: string };
  const { t, locale } = useT();
  const route = routeByName(ROUTE)!;
  return (
    <PageShell title={route.title[locale]}>
      <RecordForm
        id="review-add"
        intent="create"
        title={t("review.addTitle")}
        validator={() => import("./review-add-validator").then((m) => m.validateReviewAdd)}
        closeTo={route.fullPath}
        defaultValue={{ spu: loaded.spu, site: loaded.site, rating: "5", source: "staff", fit: "" }}
        render={(f) => (
          <FormLayout>
            {SECTIONS.map((s, i) => (
              <Section key={i} section={s} f={f} t={t} data={loaded} />
            ))}
          </FormLayout>
        )}
      />
    </PageShell>
  );
}
