import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Provider from "oidc-provider";
import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import { log } from "../log";
import { userByUsername } from "../modules/auth/tokens";
import { dbAdapterFactory } from "./adapter";
import { KEY_RELOAD_MS, loadKeyRing, type KeyRing } from "./keys";
import { loginPage, logoutPage, messagePage, tooManyRequestsPage, tryAgainIn } from "./login-page";
import { clearLoginFailures, loginLockedFor, overRate, recordLoginFailure } from "./throttle";
import { clientAddress } from "../http/client-address";

const PREFIX = "/sso";
const DISCOVERY_MAX_AGE = 300;

function sameSecret(a: string, b: string) {
  const ha = crypto.createHash("sha256").update(a).digest();
  const hb = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = "";
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > 10_000) break;
  }
  return new URLSearchParams(raw);
}

function buildProvider(config: ApiConfig, db: Db, keys: KeyRing["keys"]) {
  const provider = new Provider(config.sso.issuer, {
    adapter: dbAdapterFactory(db),
    clients: [
      {
        client_id: config.sso.clientId,
        client_secret: config.sso.clientSecret,
        redirect_uris: [`${config.consoleUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.consoleUrl}/login?reason=signed-out`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        id_token_signed_response_alg: "ES256",
      },
    ],
    jwks: { keys },
    cookies: { keys: [config.sso.cookieSecret] },
    claims: { openid: ["sub"], profile: ["name", "preferred_username"], email: ["email"] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: any, form: string) {
          const nonce = crypto.randomBytes(16).toString("base64");
          ctx.set(
            "content-security-policy",
            `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self' ${config.consoleUrl}; frame-ancestors 'none'`,
          );
          ctx.set("cache-control", "no-store");
          ctx.type = "html";
          ctx.body = logoutPage({ form, nonce });
        },
        async postLogoutSuccessSource(ctx: any) {
          // reached only without a post_logout_redirect_uri: send people to the console's sign-in
          ctx.redirect(`${config.consoleUrl}/login?reason=signed-out`);
        },
      },
    },
    ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 1800, Session: 8 * 3600, Grant: 8 * 3600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const user = await userByUsername(db, sub);
      if (!user || !user.active) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, preferred_username: user.username, name: user.display_name, email: user.email }),
      };
    },
    // The console is a first-party client: sign-in grants its scopes without a consent screen.
    async loadExistingGrant(ctx: any) {
      const clientId = ctx.oidc.client.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope("openid profile email");
      await grant.save();
      return grant;
    },
    async renderError(ctx: any, out: Record<string, string>) {
      ctx.type = "html";
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Sign-on error</title><h1>登录出错 · Sign-on error</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, "")}</p>`;
    },
  });
  // The provider builds the endpoints it publishes (discovery, redirects) from the request's
  // protocol and host. They are pinned to the configured issuer (see handle): a forwarded or forged
  // Host must not move token_endpoint or jwks_uri elsewhere, behind a proxy (TRUST_PROXY) or not.
  provider.proxy = true;
  provider.on("server_error", (_ctx: unknown, err: Error) => log("error", "sso server_error", { err: String(err) }));
  return provider;
}

export interface Sso {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** reloads the signing keys from the database (rotating them when due); every KEY_RELOAD_MS on its own */
  reloadKeys(): Promise<void>;
  close(): void;
}

/**
 * The embedded sign-on. Its state and signing keys are in the database, so any number of API
 * instances serve it together; a provider is rebuilt when the stored key set changes.
 */
export async function createSso(config: ApiConfig, db: Db): Promise<Sso> {
  let ring = await loadKeyRing(db, config.sso.keyRotationSeconds, config.sso.cookieSecret);
  let provider = buildProvider(config, db, ring.keys);
  let callback = provider.callback();
  const issuerUrl = new URL(config.sso.issuer);

  async function reloadKeys() {
    const next = await loadKeyRing(db, config.sso.keyRotationSeconds, config.sso.cookieSecret);
    if (next.fingerprint === ring.fingerprint) return;
    ring = next;
    provider = buildProvider(config, db, ring.keys);
    callback = provider.callback();
    log("info", "sso signing keys reloaded", { kids: ring.fingerprint });
  }
  const timer = setInterval(() => {
    reloadKeys().catch((err) => log("warn", "sso signing keys not reloaded", { err: String(err) }));
  }, KEY_RELOAD_MS);
  timer.unref();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined, address: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    const formAction = `${PREFIX}/interaction/${uid}/login`;
    const html = (body: string, status = 200) => {
      res.writeHead(status, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${config.consoleUrl}; frame-ancestors 'none'`,
        "x-frame-options": "DENY",
      });
      res.end(body);
    };
    if (req.method === "POST" && action === "login") {
      const form = await readForm(req);
      const username = (form.get("username") ?? "").trim();
      const password = form.get("password") ?? "";
      // while locked the password is not even looked at: a guess that happens to be right is refused too
      const locked = await loginLockedFor(db, username, address);
      if (locked) {
        log("warn", "sso login throttled", { username, address, retry_in_s: locked });
        const wait = tryAgainIn(locked);
        res.setHeader("retry-after", String(locked));
        const error = `尝试次数过多，${wait.zh} · Too many attempts, ${wait.en}`;
        return html(loginPage({ action: formAction, username, demo: config.sso.demoAccounts, error }), 429);
      }
      const user = username ? await userByUsername(db, username) : null;
      const ok = config.sso.demoAccounts && user?.active && sameSecret(password, config.sso.demoPassword);
      if (!ok) {
        await recordLoginFailure(db, username, address, config.sso.login);
        log("warn", "sso login refused", { username, address });
        return html(
          loginPage({
            action: formAction,
            username,
            demo: config.sso.demoAccounts,
            error: "用户名或密码错误 · Wrong username or password",
          }),
          401,
        );
      }
      await clearLoginFailures(db, username);
      return provider.interactionFinished(req, res, { login: { accountId: username } }, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === "login") return html(loginPage({ action: formAction, demo: config.sso.demoAccounts }));
    // any other prompt (consent) is settled by loadExistingGrant; finish it
    return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://sso.local");
    const address = clientAddress(req, config.trustProxy);
    for (const h of Object.keys(req.headers)) if (h.startsWith("x-forwarded-")) delete req.headers[h];
    req.headers["x-forwarded-proto"] = issuerUrl.protocol.slice(0, -1);
    req.headers["x-forwarded-host"] = issuerUrl.host;
    const m = /^\/sso\/interaction\/([\w-]+)(?:\/(login))?$/.exec(url.pathname);
    if (m) {
      interaction(req, res, m[1], m[2], address).catch((err) => {
        log("warn", "sso interaction failed", { err: String(err) });
        if (!res.headersSent) {
          res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
          res.end(
            `<!doctype html><meta charset="utf-8"><h1>登录会话已过期 · The sign-in session expired</h1><p><a href="${config.consoleUrl}/login">重新登录 · Sign in again</a></p>`,
          );
        }
      });
      return;
    }
    // discovery and the key set are the same for everyone and change only with a key rotation
    // (the console and the API fetch the key set again on an unknown key id)
    if (url.pathname === `${PREFIX}/.well-known/openid-configuration` || url.pathname === `${PREFIX}/jwks`) {
      res.setHeader("cache-control", `public, max-age=${DISCOVERY_MAX_AGE}`);
    }
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = req.url!.slice(PREFIX.length) || "/";
    if (url.pathname !== `${PREFIX}/auth`) return callback(req, res);
    // every sign-in start stores an interaction: a flood from one address is cut off before that
    overRate(db, `auth:${address}`, config.sso.authRatePerMinute).then(
      (wait) => {
        if (!wait) return callback(req, res);
        log("warn", "sso sign-in starts throttled", { address, retry_in_s: wait });
        res.writeHead(429, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": String(wait) });
        res.end(tooManyRequestsPage(wait, config.consoleUrl));
      },
      (err) => {
        log("error", "sso rate check failed", { err: String(err) });
        res.writeHead(503, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        res.end(
          messagePage({
            title: "登录服务暂时不可用 · Sign-on unavailable",
            message: "请稍后再试。 · Please try again in a moment.",
            consoleUrl: config.consoleUrl,
          }),
        );
      },
    );
  }

  return {
    handle,
    reloadKeys,
    close: () => clearInterval(timer),
  };
}
