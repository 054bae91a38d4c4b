import * as z from "zod";
import { FLOATING_PLACES, floatingConfigKind, PLACE_ROUTES, placeKey, type FloatingPlace } from "../../../app/domain/kinds/floating-bars";
import { ALL_SITES, CONTENT_LANGUAGES } from "../../../app/lib/constants";
import { en } from "../../../app/locales/en";
import { zh } from "../../../app/locales/zh";
import { FieldError, forbidden, notFound } from "../../http/errors";
import type { Ctx, Endpoint } from "../../http/router";
import { kindEndpoints } from "../../resources/kind";
import type { Custom, ResourceDef } from "../../resources/resource";

type AnyCtx = Parameters<Custom>[0];
type Values = Record<string, unknown>;

const readable = (ctx: Pick<AnyCtx, "user">) => FLOATING_PLACES.filter((p) => ctx.user.permissions.has(PLACE_ROUTES[p]));
const writable = (ctx: Pick<AnyCtx, "user">, place: unknown) =>
  FLOATING_PLACES.includes(place as FloatingPlace) && ctx.user.permissions.has(placeKey(place as FloatingPlace));

/**
 * The home and commercial bars share one API group, but a screen's holders reach only their place's
 * records: a list answers the places the caller reads (asking for another is 403), a record of another
 * place is 403, a write needs the key of the bar's place, and an update never changes the place (422).
 */
const placeRules: Partial<ResourceDef> = {
  list: {
    handler: (ctx, generic) => {
      const mine = readable(ctx);
      const asked = ctx.query.place as FloatingPlace | undefined;
      if (asked && !mine.includes(asked)) throw forbidden();
      // the endpoint's access let in readers of one place at least
      return generic(mine.length === 1 && !asked ? { ...ctx, query: { ...ctx.query, place: mine[0] } } : ctx);
    },
  } as ResourceDef["list"],
  show: {
    handler: async (ctx, generic) => {
      const row = (await generic(ctx)) as Values;
      if (!readable(ctx).includes(row.place as FloatingPlace)) throw forbidden();
      return row;
    },
  } as ResourceDef["show"],
  store: {
    handler: async (ctx, dispatch) => {
      const body = ctx.body as Values;
      // a place that is none is the schema's to refuse (422)
      if (FLOATING_PLACES.includes(body.place as FloatingPlace) && !writable(ctx, body.place)) throw forbidden();
      if (body.id !== undefined) {
        const [row] = await ctx.db.query<{ place: string }>("select place from floating_configs where id = $1", [body.id]);
        if (!row) throw notFound(floatingConfigKind.noun.en, floatingConfigKind.noun.zh);
        if (!writable(ctx, row.place)) throw forbidden();
        // each place's screen opens only its own bars, so a bar that changed place would vanish from the screen that saved it
        if (body.place !== undefined && body.place !== row.place) {
          throw new FieldError(
            "place",
            "A floating bar stays in its place: create a new bar for the other place",
            "悬浮条不能换位置：请为另一个位置新建悬浮条",
          );
        }
      }
      return dispatch(ctx);
    },
  } as ResourceDef["store"],
};

const labels = (keys: Record<string, string>) =>
  Object.entries(keys).map(([value, key]) => ({ value, label: { en: en[key as keyof typeof en], zh: zh[key as keyof typeof zh] } }));

/**
 * GET resource/floating/config/filter (no parameters): the choices the bars' screens filter by, each value
 * with its label in en and zh, from the kind's definition; only the places the caller reads.
 */
const filterEndpoint: Endpoint = {
  method: "GET",
  path: "/api/resource/floating/config/filter",
  access: { any: floatingConfigKind.keys!.read! },
  query: z.strictObject({}),
  handler: async (ctx: Ctx<unknown, unknown>) => {
    const { fields, lifecycle } = floatingConfigKind;
    const opts = (values: readonly string[], key: (v: string) => string) => labels(Object.fromEntries(values.map((v) => [v, key(v)])));
    return {
      place: opts(readable(ctx), fields.place.option),
      site: ALL_SITES.map((value) => ({ value })),
      language: CONTENT_LANGUAGES.map((value) => ({ value })),
      audience: opts(fields.audience.values, fields.audience.option),
      status: labels(Object.fromEntries(Object.values(lifecycle!.states).map((s) => [String(s.value), s.label]))),
      link_type: labels(Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [String(n), `kind.redirect.${n}`]))),
    };
  },
} as Endpoint;

/** The floating bars' endpoints (spec section 7: resource/floating/register/*, resource/floating/config/*). */
export const floatingEndpoints = [
  // held to its declared slot rule by kindEndpoints itself (server/resources/slots.ts); the
  // registration bars have no hand-written piece: server/modules/kinds serves them
  ...kindEndpoints(floatingConfigKind, {
    ...placeRules,
    // a reader of one place reads the log of that place's bars only
    logScope: (ctx) => {
      const mine = readable(ctx);
      return mine.length === 1 ? [(p) => `entity_id in (select id::text from floating_configs where place = ${p})`, mine[0]] : undefined;
    },
  }),
  filterEndpoint,
];
