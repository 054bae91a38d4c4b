import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { ApiError } from "../../http/errors";
import { equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import * as s from "./schemas";
import { siteSentence } from "../../http/site-names";

const SELECT = "id, site_abbr as site, language, is_default, sort, enabled, version, updated_by, created_at, updated_at";

const refuse = (field: string, en: string, zh: string) => new ApiError(409, en, { errors: { [field]: [en] } }, zh);

/** The content languages a site shows, in its order, one of them its default. */
export const languageResource: ResourceDef = {
  entity: "site_language",
  noun: { en: "Site language", zh: "站点语言" },
  route: "system-lang-install",
  table: "site_languages",
  select: SELECT,
  columns: { site: "site_abbr" },
  list: {
    path: "/api/config/site-languages",
    filters: { site: equals("site_abbr", s.siteAbbr), language: equals("language", s.language), enabled: flag("enabled") },
    order: "site_abbr, sort, id",
    sort: { site: "site_abbr", sort: "sort", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/site-language", { create: s.langCreate, update: s.langUpdate, lifecycle: ENABLE_DISABLE }),
  async check(q, v, id) {
    const dup = await q.query("select 1 from site_languages where site_abbr = $1 and language = $2 and id <> $3", [
      v.site,
      v.language,
      id ?? 0,
    ]);
    if (dup.length) {
      const s = siteSentence(v.site);
      throw refuse("language", `${v.language} is already a language of ${s.en}`, `${s.zh}已有语言 ${v.language}`);
    }
    const current =
      id === null
        ? null
        : (
            await q.query<{ is_default: boolean; enabled: boolean }>("select is_default, enabled from site_languages where id = $1", [id])
          )[0];
    if (current?.is_default && !v.is_default) {
      throw refuse(
        "is_default",
        "A site keeps one default language: make another one the default instead",
        "站点必须有一个默认语言：请将另一个语言设为默认",
      );
    }
    if (v.is_default && current && !current.enabled)
      throw refuse("is_default", "A disabled language cannot be the default", "已停用的语言不能设为默认");
    // making this one the default moves the default: the previous one stops being it in the same write
    // (left by hand: a side of this kind's own write, whose audit row records the new default)
    if (v.is_default)
      await q.query(
        "update site_languages set is_default = false, version = version + 1, updated_at = now() where site_abbr = $1 and is_default and id <> $2",
        [v.site, id ?? 0],
      );
  },
  async checkTransition(_q, row, name) {
    if (name === "disable" && row.is_default) {
      throw new ApiError(
        409,
        "The default language of a site cannot be disabled: make another one the default first",
        null,
        "站点的默认语言不能停用：请先将另一个语言设为默认",
      );
    }
  },
};
