import * as z from "zod";
import { CATEGORY_NAME_MAX, CATEGORY_SORT_MAX } from "../../../app/features/activity/offers/category-rules";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { contains, equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import { site, wholeBetween } from "./schemas";
import { siteSentence } from "../../http/site-names";

const fields = {
  site,
  name: singleLine(CATEGORY_NAME_MAX).min(1, "name is required"),
  sort: wholeBetween(0, CATEGORY_SORT_MAX),
};

/** A daily-specials category: a name on one site, its place among the site's tabs, shown or hidden. */
export const activityCategoryResource: ResourceDef = {
  entity: "activity_category",
  noun: { en: "Daily-specials category", zh: "每日特价分类" },
  route: "activity-category",
  table: "activity_categories",
  select: "id, site_abbr as site, name, sort, enabled, version, updated_by, created_at, updated_at",
  columns: { site: "site_abbr" },
  list: {
    path: "/api/activity/categories",
    filters: { site: equals("site_abbr", site), enabled: flag("enabled"), name: contains(["name"], singleLine(CATEGORY_NAME_MAX)) },
    order: "site_abbr, sort, id",
    sort: { sort: "sort", name: "name", updated_at: "updated_at" },
  },
  ...recordApi("/api/activity/category", {
    create: z.strictObject(fields),
    update: z.strictObject({ id: idField, version: versionField, ...fields }),
    lifecycle: ENABLE_DISABLE,
  }),
  check: (q, v, id) => uniqueOnSite(q, v.site, v.name, id ?? 0),
};

async function uniqueOnSite(q: Queryable, siteAbbr: string, name: string, exceptId: number) {
  const dup = await q.query("select id from activity_categories where site_abbr = $1 and lower(name) = lower($2) and id <> $3", [
    siteAbbr,
    name,
    exceptId,
  ]);
  if (dup.length) {
    const s = siteSentence(siteAbbr);
    const en = `${s.en0} already has a category named ${name}`;
    throw new ApiError(409, en, { errors: { name: [en] } }, `${s.zh}已有名为 ${name} 的分类`);
  }
}
