import { KINDS, REVISION_STATUS, type EventKind } from "../../../app/features/activity/events/kinds";
import type { en } from "../../../app/locales/en";
import type { Queryable } from "../../db/client";
import { siteNameIn } from "../../http/site-names";
import { mailT as t } from "../../mail/catalog";
import type { MailLanguage } from "../../mail/outbox";
import { defineReview, type ReviewDef } from "../../reviews/review";

// Event revisions on the shared review machinery (server/reviews): a revision enters review when
// it is sent, every holder of the kind's review key is mailed a deep link to it, and the
// decision (never by its author) is mailed back to the author. Mail text from the area's catalogs.

/** The revision's event (its name, site and currency), for the mail's summary. */
async function enrich(q: Queryable, row: Record<string, unknown>) {
  const [e] = await q.query<{ event_name: string; site: string; currency: string }>(
    "select name as event_name, site_abbr as site, currency::text as currency from events where id = $1",
    [row.event_id],
  );
  return e ?? {};
}

const INBOX_TITLES: Record<EventKind, { zh: string; en: string }> = {
  daily_special: { zh: "每日特价修订", en: "Daily special revisions" },
  flash_sale: { zh: "限时抢购修订", en: "Flash sale revisions" },
};

function def(kind: EventKind): ReviewDef {
  const k = KINDS[kind];
  const vars = (row: Record<string, unknown>, lang: MailLanguage) => ({
    id: String(row.id),
    name: String(row.event_name ?? ""),
    kind: t(lang, k.text.list as keyof typeof en),
    site: siteNameIn(lang, String(row.site ?? "")),
    count: String(Array.isArray(row.changes) ? row.changes.length : 0),
    by: String(row.actor_name ?? ""),
  });
  return defineReview({
    entity: "event_revision",
    table: "event_revisions",
    lifecycle: REVISION_STATUS,
    submitterColumn: "created_by_id",
    creatorColumn: "created_by_id",
    // per SKU and figure, the proposed value (what a pass writes)
    figures: (row) =>
      Object.fromEntries(
        (Array.isArray(row.changes) ? (row.changes as { sku_code: string; new: Record<string, unknown> }[]) : []).flatMap((c) =>
          Object.entries(c.new).map(([f, v]) => [`${c.sku_code} ${f}`, String(v)]),
        ),
      ),
    // a revision is created into review (no draft): its author's edit is a new submission
    inReviewEdit: "resubmit",
    examiners: [k.reviewKey],
    submits: ["submit"],
    decides: ["pass", "reject"],
    reasonRequired: ["reject"],
    link: (row) => `/activity/${k.detail}?type=revision&id=${row.id}`,
    inbox: {
      kind: `event_revision:${kind}`,
      title: INBOX_TITLES[kind],
      // flash sales have no revision list: their list names each event's waiting revision
      list: k.revisions ? `/activity/${k.revisions}?status=pending` : `/activity/${k.list}`,
      scope: `t.event_id in (select id from events where kind = '${kind}')`,
    },
    enrich,
    mail: {
      submitted: (row, lang) => ({
        subject: t(lang, "event.mail.submitted.subject", vars(row, lang)),
        summary: [t(lang, "event.mail.submitted.summary", vars(row, lang)), { quote: String(row.note ?? "") }],
      }),
      decided: (row, transition, _reason, lang) => {
        const outcome = t(lang, transition === "pass" ? "event.rev.status.passed" : "event.rev.status.rejected");
        return {
          subject: t(lang, "event.mail.decided.subject", { ...vars(row, lang), outcome }),
          summary: [t(lang, "event.mail.decided.summary", { ...vars(row, lang), outcome })],
        };
      },
    },
  });
}

export const REVISION_REVIEWS: Record<EventKind, ReviewDef> = { daily_special: def("daily_special"), flash_sale: def("flash_sale") };
