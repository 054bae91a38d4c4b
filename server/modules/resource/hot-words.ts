import * as z from "zod";
import { hotWordKind } from "../../../app/domain/kinds/hot-word";
import { selectList } from "../../../app/domain/kinds/kind";
import { ALL_SITES, CONTENT_LANGUAGES } from "../../../app/lib/constants";
import { routeByName } from "../../../app/lib/route-tree";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { Endpoint } from "../../http/router";
import { kindEndpoints } from "../../resources/kind";
import { updateVersioned } from "../../resources/write";

const SELECT = selectList(hotWordKind);
/** a site and language's words are at most this many (the storefront shows the first few; the order is saved whole) */
export const MAX_HOT_WORDS = 100;

const fieldError = (field: string, en: string, zh: string) => new ApiError(422, en, { errors: { [field]: [en] } }, zh);

/**
 * A word once per site and language (letter case aside); a new word, or one moved to another site or
 * language, goes last there. The position is the server's: only batch sort changes it otherwise.
 */
async function check(q: Queryable, v: Record<string, any>, id: number | null) {
  const [dup] = await q.query<{ id: number }>(
    "select id from hot_words where site = $1 and language = $2 and lower(word) = lower($3) and id <> $4",
    [v.site, v.language, v.word, id ?? 0],
  );
  if (dup)
    throw fieldError(
      "word",
      `“${v.word}” is already a hot word of this site and language (#${dup.id})`,
      `“${v.word}”已是该站点和语言的热词（#${dup.id}）`,
    );
  if (id !== null) {
    const [now] = await q.query<{ site: string; language: string }>("select site, language from hot_words where id = $1", [id]);
    if (!now || (now.site === v.site && now.language === v.language)) return;
  }
  const [{ last }] = await q.query<{ last: number }>(
    "select coalesce(max(position), 0)::int as last from hot_words where site = $1 and language = $2",
    [v.site, v.language],
  );
  if (last >= MAX_HOT_WORDS)
    throw fieldError("word", `A site and language has at most ${MAX_HOT_WORDS} hot words`, `每个站点和语言最多 ${MAX_HOT_WORDS} 个热词`);
  return { position: last + 1 };
}

const sortBody = z.strictObject({
  site: z.enum(ALL_SITES as unknown as [string, ...string[]], { error: "must be a supported site" }),
  language: z.enum(CONTENT_LANGUAGES, { error: `must be one of ${CONTENT_LANGUAGES.join(", ")}` }),
  ids: z
    .array(z.number().int().positive().max(2147483647), { error: "must be a list of hot word ids" })
    .min(1, "must name at least one word")
    .max(MAX_HOT_WORDS, `must name at most ${MAX_HOT_WORDS} words`)
    .refine((ids) => new Set(ids).size === ids.length, "must not name a word twice"),
});

/**
 * POST search/keyword/config/batch_sort {site, language, ids}: one site and language's words in their
 * new order, all of them (a list made before someone added or moved a word is refused, 409, rather
 * than leave that word's place to chance); one log row per word that moved, in one transaction.
 */
function batchSort(): Endpoint {
  const route = routeByName(hotWordKind.route)!;
  return {
    method: "POST",
    path: `${hotWordKind.api.one}/batch_sort`,
    access: { any: [route.intents.batch_sort] },
    body: sortBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { site, language, ids } = ctx.body as z.output<typeof sortBody>;
        const rows = await q.query<Record<string, any>>(
          `select ${SELECT} from hot_words where site = $1 and language = $2 order by position, id for update`,
          [site, language],
        );
        const known = new Set(rows.map((r) => r.id as number));
        if (rows.length !== ids.length || !ids.every((id) => known.has(id)))
          throw new ApiError(
            409,
            "The hot words of this site and language changed since the order was read: reload and sort again",
            { current: rows.map((r) => r.id) },
            "该站点和语言的热词在排序期间有变动：请刷新后重新排序",
          );
        const byId = new Map(rows.map((r) => [r.id as number, r]));
        const out = [];
        for (const [i, id] of ids.entries()) {
          const before = byId.get(id)!;
          if (before.position === i + 1) {
            out.push(before);
            continue;
          }
          out.push(
            await updateVersioned(q, ctx, {
              table: "hot_words",
              id,
              set: { position: i + 1 },
              returning: SELECT,
              log: { entity: hotWordKind.entity, action: "batch_sort", before },
            }),
          );
        }
        return { list: out };
      }),
  } as Endpoint;
}

/** The hot words' endpoints (spec section 7, search/keyword/config/*, config_log/paginate). */
export const hotWordEndpoints = [...kindEndpoints(hotWordKind, { check }), batchSort()];
