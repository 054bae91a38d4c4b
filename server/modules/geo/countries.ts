import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError, FieldError, notFound } from "../../http/errors";
import { paginate, positiveId, singleLine } from "../../http/list";
import { contains, flag } from "../../resources/filters";
import { listSql, recordApi, type ResourceDef } from "../../resources/resource";
import * as s from "./schemas";

const COUNTRY_SELECT = `id, code, name_en, name_zh, phone_code, sort, enabled, version, updated_by, created_at, updated_at,
  (select count(*)::int from regions r where r.country_code = countries.code and r.level = 1) as states`;

const conflict = (field: string, en: string, zh: string) => new ApiError(409, en, { errors: { [field]: [en] } }, zh);

/** A country the storefronts ship to or show: one record per ISO 3166-1 code. */
export const countryResource: ResourceDef = {
  entity: "country",
  noun: { en: "Country", zh: "国家" },
  route: "country-region-list",
  table: "countries",
  select: COUNTRY_SELECT,
  list: {
    path: "/api/config/countries",
    filters: {
      name: contains(["code", "name_en", "name_zh"], singleLine(100)),
      enabled: flag("enabled"),
    },
    order: "sort, code",
    sort: { code: "code", name_en: "name_en", sort: "sort", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/country", { create: s.countryCreate, update: s.countryUpdate, lifecycle: ENABLE_DISABLE }),
  async check(q, v, id) {
    if (id !== null) return;
    const dup = await q.query("select 1 from countries where code = $1", [v.code]);
    if (dup.length) throw conflict("code", `${v.code} is already in the list`, `${v.code} 已在国家列表中`);
  },
};

const REGION_SELECT = `id, country_code, parent_id, level, code, name, sort, enabled, version, updated_by, created_at, updated_at,
  (select count(*)::int from regions c where c.parent_id = regions.id) as children`;

async function uniqueName(q: Queryable, country: string, parent: number | null, name: string, exceptId: number) {
  const dup = await q.query(
    "select 1 from regions where country_code = $1 and coalesce(parent_id, 0) = $2 and lower(name) = lower($3) and id <> $4",
    [country, parent ?? 0, name, exceptId],
  );
  if (dup.length) throw conflict("name", `${name} already exists here`, `${name} 已存在`);
}

async function regionRow(q: Queryable, id: number) {
  return (
    await q.query<{ country_code: string; parent_id: number | null; level: number }>(
      "select country_code, parent_id, level from regions where id = $1",
      [id],
    )
  )[0];
}

/**
 * One drill-down level (state 1, city 2, district 3) of the `regions` table as a resource of its own
 * route: its list is filtered by its parent, a new record takes its country and level from the parent.
 */
function regionResource(o: {
  level: 1 | 2 | 3;
  entity: string;
  noun: { en: string; zh: string };
  route: string;
  plural: string;
}): ResourceDef {
  const parentParam = o.level === 1 ? "country" : o.level === 2 ? "state" : "city";
  const def: ResourceDef = {
    entity: o.entity,
    noun: o.noun,
    route: o.route,
    table: "regions",
    select: REGION_SELECT,
    list: {
      path: `/api/config/${o.plural}`,
      filters: {
        [parentParam]:
          o.level === 1
            ? { schema: s.countryCode, clause: (p) => `(level = 1 and country_code = ${p})` }
            : { schema: positiveId, clause: (p) => `(level = ${o.level} and parent_id = ${p})` },
        name: contains(["name", "code"], singleLine(100)),
        enabled: flag("enabled"),
      },
      order: "sort, name, id",
      sort: { name: "name", sort: "sort", updated_at: "updated_at" },
      // every list reads one level; its parent filter narrows it to one country, state or city
      handler: async ({ db, query }) => {
        const sql = listSql(def.list, query);
        return paginate(db, {
          select: REGION_SELECT,
          from: "regions",
          where: [`level = ${o.level}`, ...sql.where],
          params: sql.params,
          orderBy: sql.orderBy,
          page: query.page,
          pageSize: query.page_size,
        });
      },
    },
    ...recordApi(`/api/config/${o.entity}`, {
      create: o.level === 1 ? s.stateCreate : s.childCreate,
      update: s.regionUpdate,
      lifecycle: ENABLE_DISABLE,
    }),
    async checkTransition(_q, row) {
      if (row.level !== o.level) throw notFound(o.noun.en, o.noun.zh);
    },
    async check(q, v, id) {
      if (id !== null) {
        const row = await regionRow(q, id);
        if (!row || row.level !== o.level) throw notFound(o.noun.en, o.noun.zh);
        await uniqueName(q, row.country_code, row.parent_id, v.name, id);
        return;
      }
      if (o.level === 1) {
        const known = await q.query("select 1 from countries where code = $1", [v.country_code]);
        if (!known.length)
          throw conflict("country_code", `${v.country_code} is not in the country list`, `${v.country_code} 不在国家列表中`);
        await uniqueName(q, v.country_code, null, v.name, 0);
        return { level: 1 };
      }
      const parent = await regionRow(q, v.parent_id);
      if (!parent || parent.level !== o.level - 1) {
        throw o.level === 2
          ? new FieldError("parent_id", "must be a state", "必须是州/省")
          : new FieldError("parent_id", "must be a city", "必须是城市");
      }
      await uniqueName(q, parent.country_code, v.parent_id, v.name, 0);
      return { level: o.level, country_code: parent.country_code };
    },
  };
  return def;
}

export const stateResource = regionResource({
  level: 1,
  entity: "state",
  noun: { en: "State", zh: "州/省" },
  route: "country-region-state-list",
  plural: "states",
});
export const cityResource = regionResource({
  level: 2,
  entity: "city",
  noun: { en: "City", zh: "城市" },
  route: "country-region-city-list",
  plural: "cities",
});
export const districtResource = regionResource({
  level: 3,
  entity: "district",
  noun: { en: "District", zh: "区县" },
  route: "country-region-district-list",
  plural: "districts",
});
