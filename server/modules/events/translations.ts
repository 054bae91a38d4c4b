import type * as z from "zod";
import { CONTENT_LANGUAGES } from "../../../app/lib/constants";
import { ApiError } from "../../http/errors";
import { endpoint } from "../../http/router";
import * as s from "./schemas";
import { accessFor, assertVersion, changeEvent, loadEvent, pathId } from "./store";

// An event's language versions side by side (getlanguageTrans) and a language version copied into
// other languages as their starting point (translateEvent): the copy is the source's words, for a
// translator to replace; languages the event already has are kept unless `overwrite` says otherwise.
// Wording is not a figure, so like updateLanguageEvent this works on a published event too.

interface Version {
  language: string;
  title: string;
  description: string;
}

export const translationEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/event/getlanguageTrans/{id}",
    access: accessFor("read"),
    async handler({ db, params, user }) {
      const ev = await loadEvent(db, user, pathId(params), "read");
      const rows = await db.query<Version>("select language, title, description from event_languages where event_id = $1", [ev.id]);
      const byLanguage = new Map(rows.map((r) => [r.language, r]));
      return {
        id: ev.id,
        name: ev.name,
        version: ev.version,
        // every content language, in the console's order; a missing one says so
        languages: CONTENT_LANGUAGES.map((language) => {
          const v = byLanguage.get(language);
          return { language, present: !!v, title: v?.title ?? "", description: v?.description ?? "" };
        }),
      };
    },
  }),
  endpoint<unknown, z.output<typeof s.translateBody>>({
    method: "POST",
    path: "/api/event/translateEvent",
    access: accessFor("write"),
    body: s.translateBody,
    async handler(ctx) {
      const { id, version, from, to, overwrite } = ctx.body;
      return ctx.db.tx(async (q) => {
        const ev = await loadEvent(q, ctx.user, id, "write", true);
        assertVersion(ev, version);
        const rows = await q.query<Version>("select language, title, description from event_languages where event_id = $1", [id]);
        const source = rows.find((r) => r.language === from);
        if (!source) {
          const en = `The event has no ${from} version to copy`;
          throw new ApiError(422, en, { errors: { from: [en] } }, `该活动没有 ${from} 语言版本可复制`);
        }
        const present = new Set(rows.map((r) => r.language));
        const written = to.filter((l) => overwrite || !present.has(l));
        const kept = to.filter((l) => !written.includes(l));
        if (written.length) {
          await q.query(
            `insert into event_languages (event_id, language, title, description)
             select $1, l, $3, $4 from unnest($2::text[]) as l
             on conflict (event_id, language) do update set title = excluded.title, description = excluded.description`,
            [id, written, source.title, source.description],
          );
          const before = rows.filter((r) => (written as string[]).includes(r.language));
          await changeEvent(q, ctx, id, { action: "translate", before, after: { from, languages: written } });
        }
        const [{ version: now }] = await q.query<{ version: number }>("select version from events where id = $1", [id]);
        return { id, version: now, from, written, kept };
      });
    },
  }),
];
