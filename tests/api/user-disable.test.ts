// Disabling a staff user ends what they hold (issue 39 point 6f): their bearer tokens are revoked
// and their sign-on sessions and grants removed, so enabling them again does not revive an old
// token; they sign in afresh. Ops disable a user in the database (or their identity provider):
// the database itself does the revoking, whatever wrote the change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

/** Past the API's per-process token cache (5 s), so the answer is the database's. */
const pastCache = () => new Promise((r) => setTimeout(r, 5200));

describe("a disabled user's tokens and sessions", () => {
  it("a token from before a disable gets 401 after the user is enabled again; a new sign-in works", async () => {
    const id = await t.userId("viewer");
    const old = await t.token("viewer");
    expect((await t.get("/api/auth/permissions/current", { token: old })).status).toBe(200);
    // a sign-on session and grant of the viewer, as oidc-provider stores them
    await t.sql(
      `insert into sso_store (model, id, payload, expires_at) values ('Session', 'sess-viewer', $1, now() + interval '1 hour'),
              ('Grant', 'grant-viewer', $2, now() + interval '1 hour'), ('Session', 'sess-admin', $3, now() + interval '1 hour')`,
      [
        { accountId: "viewer", uid: "u1" },
        { accountId: "viewer", clientId: "console" },
        { accountId: "admin", uid: "u2" },
      ],
    );
    await t.sql("update users set active = false where id = $1", [id]);
    await t.sql("update users set active = true where id = $1", [id]);
    await pastCache();
    const res = await t.get("/api/auth/permissions/current", { token: old });
    expect(res.status).toBe(401);
    expect(await t.sql("select count(*)::int as n from api_tokens where user_id = $1 and revoked_at is null", [id])).toEqual([{ n: 0 }]);
    expect(await t.sql("select id from sso_store where id in ('sess-viewer', 'grant-viewer', 'sess-admin') order by id")).toEqual([
      { id: "sess-admin" },
    ]);
    // enabled again, they sign in afresh
    expect((await t.get("/api/auth/permissions/current", { token: await t.token("viewer") })).status).toBe(200);
  });

  it("an update that leaves the user active (a new email) revokes nothing", async () => {
    const id = await t.userId("operator");
    const tok = await t.token("operator");
    await t.sql("update users set email = email where id = $1", [id]);
    await pastCache();
    expect((await t.get("/api/auth/permissions/current", { token: tok })).status).toBe(200);
  });
});
