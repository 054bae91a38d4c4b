import * as z from "zod";
import { LABEL_COLOR, LABEL_NAME_MAX, LABEL_SORT_MAX, LABEL_TYPES } from "../../../app/features/goods/labels/label-rules";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { contains, equals, flag } from "../../resources/filters";
import type { ResourceDef } from "../../resources/resource";
import { site, wholeBetween } from "../offers/schemas";
import { siteSentence } from "../../http/site-names";

// A label on one site (the spec's "label site"): its name, type, colours and place among the site's
// labels, shown or hidden. The spec names the record endpoints under event/: getLabelSiteList,
// getLabelSiteDetail, addLabelSite, updateLabelType (the label's settings, its type among them)
// and updateStatus (enable / disable).

export const LABEL_ROUTE = "label-manage-list";
export const LABEL_DETAIL_ROUTE = "label-manage-detail";
export const LABEL_DETAIL_KEY = "label-manage-detail-all-right-btns";
export const LABEL_READ = { any: [LABEL_ROUTE, LABEL_DETAIL_ROUTE] } as const;

export const labelType = z.enum(LABEL_TYPES, { error: `must be one of ${LABEL_TYPES.join(", ")}` });
const color = z.string({ error: "must be a colour like #E02020" }).regex(LABEL_COLOR, "must be a colour like #E02020");

const fields = {
  site,
  name: singleLine(LABEL_NAME_MAX).min(1, "name is required"),
  type: labelType,
  text_color: color,
  bg_color: color,
  sort: wholeBetween(0, LABEL_SORT_MAX),
};

export const LABEL_SELECT =
  "id, site_abbr as site, name, type, text_color, bg_color, sort, enabled, product_count, version, updated_by, created_at, updated_at";

export const labelResource: ResourceDef = {
  entity: "label",
  noun: { en: "Label", zh: "标签" },
  route: LABEL_ROUTE,
  table: "labels",
  select: LABEL_SELECT,
  columns: { site: "site_abbr" },
  list: {
    path: "/api/event/getLabelSiteList",
    filters: {
      site: equals("site_abbr", site),
      type: equals("type", labelType),
      enabled: flag("enabled"),
      name: contains(["name"], singleLine(LABEL_NAME_MAX)),
    },
    order: "site_abbr, sort, id",
    sort: { sort: "sort", name: "name", product_count: "product_count", updated_at: "updated_at" },
  },
  show: { path: "/api/event/getLabelSiteDetail/{id}" },
  create: { path: "/api/event/addLabelSite", body: z.strictObject(fields) },
  update: { path: "/api/event/updateLabelType", body: z.strictObject({ id: idField, version: versionField, ...fields }) },
  transition: { path: "/api/event/updateStatus", lifecycle: ENABLE_DISABLE },
  check: (q, v, id) => uniqueOnSite(q, v.site, v.name, id ?? 0),
};

async function uniqueOnSite(q: Queryable, siteAbbr: string, name: string, exceptId: number) {
  const dup = await q.query("select id from labels where site_abbr = $1 and lower(name) = lower($2) and id <> $3", [
    siteAbbr,
    name,
    exceptId,
  ]);
  if (dup.length) {
    const s = siteSentence(siteAbbr);
    const en = `${s.en0} already has a label named ${name}`;
    throw new ApiError(409, en, { errors: { name: [en] } }, `${s.zh}已有名为 ${name} 的标签`);
  }
}

export interface LabelRow {
  id: number;
  site: string;
  name: string;
  product_count: number;
  enabled: boolean;
}

export async function mustLabel(q: Queryable, id: number, lock = false): Promise<LabelRow> {
  const [row] = await q.query<LabelRow>(`select ${LABEL_SELECT} from labels where id = $1 ${lock ? "for update" : ""}`, [id]);
  if (!row) throw notFound("Label", "标签");
  return row;
}
