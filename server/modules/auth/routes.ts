import * as z from "zod";
import { FLAT_ROUTES } from "../../../app/lib/route-tree";
import { ApiError } from "../../http/errors";
import { Filters, containing, pageQuery, paginate, text, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { expandGrants } from "./grants";
import { claimSsoToken, verifySsoToken } from "./sso-token";
import { issueToken, revokeToken, userByUsername } from "./tokens";

const routeNames = FLAT_ROUTES.map((r) => r.name) as [string, ...string[]];

export const authEndpoints = [
  endpoint<unknown, { sso_token: string }>({
    method: "POST",
    path: "/api/auth/login",
    access: { public: true },
    body: z.strictObject({ sso_token: text(8192).min(1, "sso_token is required") }),
    async handler({ db, config, body }) {
      const claims = await verifySsoToken(config, body.sso_token);
      // Stryker disable next-line StringLiteral: unreachable, an OpenID Connect ID token always carries sub
      const username = String(claims.preferred_username ?? claims.sub ?? "");
      const user = await userByUsername(db, username);
      if (!user || !user.active)
        throw new ApiError(403, `No active console account for ${username}`, null, `${username} 没有可用的控制台账号`);
      const { token, expiresAt } = await db.tx(async (q) => {
        await claimSsoToken(q, body.sso_token, claims.exp);
        return issueToken(q, user.id, config.tokenTtlSeconds);
      });
      return {
        token,
        expires_in: config.tokenTtlSeconds,
        expires_at: expiresAt.toISOString(),
        // the person's language: the console shows itself in it from this sign-in on (issue 41 §12)
        user: {
          id: user.id,
          username: user.username,
          name: user.display_name,
          email: user.email,
          avatar: user.avatar,
          language: user.language,
        },
        roles: [user.role],
        role_info: { name: user.role },
      };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/logout",
    access: { signedIn: true },
    async handler({ db, token }) {
      await revokeToken(db, token);
      return null;
    },
  }),
  // The person's language, one setting for the console after each sign-in and every mail they
  // get (reviews, address changes): switching the console's language stores it here.
  endpoint<unknown, { language: "zh" | "en" }>({
    method: "POST",
    path: "/api/auth/language",
    access: { signedIn: true },
    body: z.strictObject({ language: z.enum(["zh", "en"], { error: "must be zh or en" }) }),
    async handler({ db, user, body, audit }) {
      await db.tx(async (q) => {
        const [before] = await q.query<{ language: string }>("select language from users where id = $1 for update", [user.id]);
        if (before.language === body.language) return;
        await q.query("update users set language = $2 where id = $1", [user.id, body.language]);
        await audit(q, { action: "language", entity: "user", entityId: user.id, before, after: { language: body.language } });
      });
      return { language: body.language };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/auth/permissions/current",
    access: { signedIn: true },
    async handler({ user }) {
      return [...user.permissions];
    },
  }),
  endpoint<{ page: number; page_size: number; keyword?: string }>({
    method: "GET",
    path: "/api/auth/users/paginate",
    access: { signedIn: true },
    query: z.strictObject({ ...pageQuery, keyword: singleLine(100).optional() }),
    async handler({ db, query }) {
      const f = new Filters().add(
        (p) => `(u.username ilike ${p} or u.display_name ilike ${p})`,
        query.keyword && containing(query.keyword),
      );
      return paginate(db, {
        select: "u.id, u.username, u.display_name as name, u.email, d.name as department, r.name as role, u.active",
        from: "users u join roles r on r.id = u.role_id left join departments d on d.id = u.department_id",
        where: f.where,
        params: f.params,
        orderBy: "u.id",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint<{ route: string }>({
    method: "GET",
    path: "/api/auth/get_users_by_route",
    access: { signedIn: true },
    query: z.strictObject({ route: z.enum(routeNames, { error: "unknown route name" }) }),
    async handler({ db, query }) {
      const rows = await db.query<{ id: number; username: string; name: string; grants: string[] }>(
        `select u.id, u.username, u.display_name as name, r.grants from users u join roles r on r.id = u.role_id
          where u.active order by u.id`,
      );
      return rows.filter((u) => expandGrants(u.grants).includes(query.route)).map(({ id, username, name }) => ({ id, username, name }));
    },
  }),
];
