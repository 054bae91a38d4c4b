import { data, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { canOpen, formIntent, routeByName, type FlatRoute } from "./route-tree";
import { apiFor, apiPost, type Api } from "./api.server";
import { assertSameOrigin } from "./csrf.server";
import { UI_LOCALES } from "./constants";
import type { T } from "./i18n";
import { getT, localeCookie } from "./i18n.server";
import { OidcStrategy, type OidcResult } from "./oidc.server";
import { requestId } from "./request-id.server";
import { getSession, sessionStorage, type SessionUser } from "./session.server";

export const authenticator = new Authenticator<OidcResult>();
authenticator.use(new OidcStrategy(async (result) => result));

export interface LoginResult {
  token: string;
  expires_in: number;
  /** `language`: the person's stored language (POST /api/auth/language) */
  user: Omit<SessionUser, "roles"> & { language?: string };
  roles: string[];
}

/** Exchanges a sign-on token for an API token and starts a fresh session cookie (and the person's language). */
export async function startSession(request: Request, ssoToken: string) {
  return commitLogin(await exchangeSsoToken(request, ssoToken));
}

/** The API's answer to a sign-on token: who it is and their API token (not yet a session). */
export function exchangeSsoToken(request: Request, ssoToken: string) {
  return apiPost<LoginResult>("auth/login", { sso_token: ssoToken }, { requestId: requestId(request) });
}

/** A brand-new session cookie for an exchanged sign-in. */
/**
 * The cookies of a sign-in: a new session, and the interface language set to the person's stored
 * one (issue 41 §12), so the console speaks it from this sign-in on, in whatever browser.
 */
export async function commitLogin(login: LoginResult): Promise<string[]> {
  // a new session every sign-in: nothing from an earlier cookie is carried over
  const session = await sessionStorage.getSession();
  const { language, ...user } = login.user;
  session.set("token", login.token);
  session.set("user", { ...user, roles: login.roles });
  session.set("signedInAt", Date.now());
  const cookies = [await sessionStorage.commitSession(session, { maxAge: login.expires_in })];
  if ((UI_LOCALES as readonly (string | undefined)[]).includes(language)) cookies.push(await localeCookie.serialize(language));
  return cookies;
}

/** Revokes an API token on the server (sign-out, a replaced or declined session); an expired one needs none. */
export async function revokeApiToken(request: Request, token: string) {
  await apiPost("auth/logout", {}, { token, requestId: requestId(request) }).catch(() => {
    /* an already-expired token needs no revoking */
  });
  forgetPermissions(token);
}

export async function getAuth(request: Request): Promise<{ token: string; user: SessionUser } | null> {
  const session = await getSession(request);
  const token = session.get("token");
  const user = session.get("user");
  return token && user ? { token, user } : null;
}

export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Every page but sign-in and not-found: a session, and same-origin for mutations. */
export async function requireUser(request: Request): Promise<{ token: string; user: SessionUser; api: Api }> {
  assertSameOrigin(request);
  const auth = await getAuth(request);
  if (!auth) throw loginRedirect(request);
  return { ...auth, api: apiFor(request, auth.token) };
}

const PERMISSION_CACHE_MS = 5000;
/**
 * Per token: the latest answer (fresh for 5 s) and the set it last resolved to, however old. The
 * old set only draws the menu while the API cannot be reached; it never allows anything.
 */
interface PermissionEntry {
  at: number;
  value: Promise<ReadonlySet<string>>;
  last?: ReadonlySet<string>;
}
const permissionCache = new Map<string, PermissionEntry>();

/** The signed-in user's permission names, shared by the loaders of one page and cached briefly. */
export function permissionsOf(api: Api, token: string): Promise<ReadonlySet<string>> {
  const hit = permissionCache.get(token);
  if (hit && Date.now() - hit.at < PERMISSION_CACHE_MS) return hit.value;
  const entry = { at: Date.now(), last: hit?.last } as PermissionEntry;
  entry.value = api.get<string[]>("auth/permissions/current").then((list) => (entry.last = new Set(list)));
  // a failed answer is not kept: the next call asks again (the last known set stays)
  entry.value.catch(() => (entry.at = 0));
  if (permissionCache.size > 5000) permissionCache.clear();
  permissionCache.set(token, entry);
  return entry.value;
}

export function lastKnownPermissions(token: string): ReadonlySet<string> | undefined {
  return permissionCache.get(token)?.last;
}

export function forgetPermissions(token: string) {
  permissionCache.delete(token);
}

export interface RouteContext {
  token: string;
  user: SessionUser;
  api: Api;
  route: FlatRoute;
  granted: ReadonlySet<string>;
  /** the route's function-permission keys this user holds */
  keys: string[];
  can(key: string): boolean;
  /** the interface language's translator, read once here for what the loader or action names in it */
  t: T;
}

/** The guard at the top of every page loader and action: signed in, and allowed on this route. */
export async function requireRoute(request: Request, name: string): Promise<RouteContext> {
  const [{ token, user, api }, { t }] = await Promise.all([requireUser(request), getT(request)]);
  const route = routeByName(name);
  if (!route) throw new Error(`route ${name} is not in the route tree`);
  const granted = await permissionsOf(api, token);
  if (!canOpen(route, granted)) throw redirect("/error/404");
  const keys = route.functionPermission.filter((k) => granted.has(k));
  return { token, user, api, route, granted, keys, can: (k) => keys.includes(k), t };
}

function needKey(ctx: RouteContext, key: string) {
  if (!ctx.can(key)) throw data({ message: "forbidden" }, { status: 403 });
}

/**
 * The guard at the top of every action: signed in, allowed on the route, and the posted `intent`
 * one this action handles and whose key (declared in the route tree) the user holds. An intent
 * the tree does not declare (or another action of the route handles) is a 400, a missing key a 403.
 */
export async function requireIntent<I extends string>(
  request: Request,
  name: string,
  handles: readonly I[],
): Promise<RouteContext & { intent: I; form: FormData }> {
  const ctx = await requireRoute(request, name);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as I;
  const key = ctx.route.intents[intent];
  if (!key) throw data({ message: "unknown-intent" }, { status: 400 });
  // the key first: whether this particular action handles the intent is no business of a caller
  // who may not post it at all
  needKey(ctx, key);
  if (!handles.includes(intent)) throw data({ message: "unknown-intent" }, { status: 400 });
  return { ...ctx, intent, form };
}

/** The loader of a form page (/list/new, /list/<id>): it shows only to users who may post its intent. */
export async function requireForm(request: Request, name: string): Promise<RouteContext> {
  const ctx = await requireRoute(request, name);
  const url = new URL(request.url);
  const intent = formIntent(ctx.route, url.pathname, url.search);
  const key = intent ? ctx.route.intents[intent] : undefined;
  if (!key) throw new Error(`${new URL(request.url).pathname} is not a form page of route ${name} in the route tree`);
  needKey(ctx, key);
  return ctx;
}
