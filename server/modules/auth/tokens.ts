import crypto from "node:crypto";
import type { Db, Queryable } from "../../db/client";
import type { AuthedUser } from "../../http/router";
import { expandGrants } from "./grants";

// Opaque bearer tokens: only their SHA-256 is stored, so a database dump signs nobody in.
// Lookups are cached for a few seconds per process; revoking clears the cache entry.
const CACHE_MS = 5000;
const cache = new Map<string, { user: AuthedUser | null; at: number; expires: number }>();

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export async function issueToken(db: Queryable, userId: number, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.query("insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)", [hash(token), userId, expiresAt]);
  return { token, expiresAt };
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  const h = hash(token);
  await db.query("update api_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null", [h]);
  cache.delete(h);
}

export async function userForToken(db: Db, token: string): Promise<AuthedUser | null> {
  const h = hash(token);
  const hit = cache.get(h);
  if (hit && Date.now() - hit.at < CACHE_MS) return Date.now() < hit.expires ? hit.user : null;
  const rows = await db.query<{ id: number; username: string; display_name: string; role: string; grants: string[]; expires_at: Date }>(
    `select u.id, u.username, u.display_name, r.name as role, r.grants, t.expires_at
       from api_tokens t join users u on u.id = t.user_id join roles r on r.id = u.role_id
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now() and u.active`,
    [h],
  );
  const row = rows[0];
  const user = row
    ? { id: row.id, username: row.username, name: row.display_name, role: row.role, permissions: new Set(expandGrants(row.grants)) }
    : null;
  if (cache.size > 10000) cache.clear();
  cache.set(h, { user, at: Date.now(), expires: row ? new Date(row.expires_at).getTime() : Infinity });
  return user;
}

export async function userByUsername(db: Db, username: string) {
  const rows = await db.query<{
    id: number;
    username: string;
    display_name: string;
    email: string;
    avatar: string;
    role: string;
    grants: string[];
    active: boolean;
    language: "zh" | "en";
  }>(
    `select u.id, u.username, u.display_name, u.email, u.avatar, u.active, u.language, r.name as role, r.grants
       from users u join roles r on r.id = u.role_id where u.username = $1`,
    [username],
  );
  return rows[0] ?? null;
}
