import { BlockStack, Text } from "@shopify/polaris";
import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { ENHANCE } from "~/ui/enhance";
import { actionsColumn, createdColumn, stateColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";
import { REVIEW_RATINGS, REVIEW_STATUS } from "./review-rules";

export interface Review {
  id: number;
  product_id: number;
  spu: string;
  site: string;
  rating: number;
  title: string;
  content: string;
  author_name: string;
  fit: string;
  source: string;
  channel: string;
  status: string;
  reply: string;
  replied_at: string | null;
  version: number;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const RATINGS = { values: REVIEW_RATINGS.map(String), option: (v: string, t: T) => t("review.stars", { count: v }) };
const stars = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);
const sourceOf = (r: Pick<Review, "source" | "channel">, t: T) =>
  r.channel ? `${t(`review.source.${r.source}`)} · ${r.channel}` : t(`review.source.${r.source}`);

/** The review as the customer wrote it, above the reply field (read only). */
function ReviewText({ r, t }: { r: Review; t: T }) {
  return (
    <BlockStack gap="100">
      <Text as="p" variant="bodyMd">
        <span aria-label={t("review.stars", { count: r.rating })}>{stars(r.rating)}</span> <strong>{r.title}</strong>
      </Text>
      <Text as="p">{r.content}</Text>
      <Text as="p" tone="subdued">
        {[r.author_name, r.spu, siteName(t, r.site), sourceOf(r, t), r.fit ? t(`review.fit.${r.fit}`) : "", formatUsWest(r.created_at)]
          .filter(Boolean)
          .join(" · ")}
      </Text>
    </BlockStack>
  );
}

/** /goods/comment-manager-allright: reviews to approve or hide, and staff replies. */
export const reviewScreen = defineScreen<Review>({
  route: "comment-manager-allright",
  lifecycle: REVIEW_STATUS,
  name: (r) => `${r.spu} · ${r.author_name}`,
  logView: (t) => ({
    kind: t("review.list"),
    name: (r) => `${String(r.spu ?? "")} · ${String(r.author_name ?? "")}`,
    fields: {
      status: { label: t("common.status"), format: (v) => t(`review.status.${String(v)}`) },
      reply: { label: t("review.reply") },
      rating: { label: t("review.rating") },
      content: { label: t("review.content") },
    },
  }),
  list: {
    label: "review.list",
    defaultOrder: "review.order",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "rating", label: "review.rating", kind: "select", ...RATINGS },
      { kind: "state" },
      { name: "spu", label: "review.spu", kind: "text" },
      { name: "product_id", kind: "hidden" },
    ],
    columns: [
      {
        title: "review.product",
        cell: (r) => (
          <a href={`/goods/goods-edit?id=${r.product_id}`} {...ENHANCE}>
            {r.spu}
          </a>
        ),
      },
      { title: "common.site", cell: (r, c) => siteName(c.t, r.site) },
      {
        title: "review.rating",
        sort: "rating",
        cell: (r, c) => <span aria-label={c.t("review.stars", { count: r.rating })}>{stars(r.rating)}</span>,
      },
      {
        title: "review.content",
        cell: (r, c) => (
          <span>
            {r.title ? <strong>{r.title} </strong> : null}
            {r.content.length > 120 ? `${r.content.slice(0, 120)}…` : r.content}
            <br />
            <Text as="span" tone="subdued">
              {[r.author_name, r.fit ? c.t(`review.fit.${r.fit}`) : ""].filter(Boolean).join(" · ")}
            </Text>
          </span>
        ),
      },
      { title: "review.source", cell: (r, c) => sourceOf(r, c.t) },
      { title: "review.reply", cell: (r, c) => (r.reply ? c.t("review.replied") : c.t("review.notReplied")) },
      stateColumn(REVIEW_STATUS),
      { ...createdColumn, sort: "created_at" },
      actionsColumn,
    ],
  },
  form: {
    id: "review",
    title: { create: "review.replyTitle", update: "review.replyTitle" },
    validator: () => import("./review-validator").then((m) => m.validateReply),
    fromRecord: (r) => ({ reply: r.reply }),
    conflictLabels: { reply: "review.reply" },
    sections: [
      (_f, { t, data }) =>
        (data as { record?: Review } | null)?.record ? <ReviewText r={(data as { record: Review }).record} t={t} /> : null,
      { name: "reply", label: "review.reply", kind: "multiline", help: "review.reply.help" },
    ],
  },
});

export const ReviewList = () => <ResourceList def={reviewScreen} />;
export const ReviewForm = () => <ResourceForm def={reviewScreen} />;
