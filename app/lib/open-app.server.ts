import { createCookie } from "@remix-run/node";
import type { LoginResult } from "./auth.server";
import { config } from "./config.server";
import { openAppNavigation, type OpenAppVerdict } from "./open-app-navigation";

/** How long the "switch user?" question waits for an answer. */
export const SWITCH_TTL_SECONDS = 600;

export interface PendingSwitch {
  login: LoginResult;
  redirectTo: string;
  /** epoch ms after which the answer is refused */
  until: number;
}

// The sign-in /openApp was asked to make while another user's session is open: kept aside, in a
// signed httpOnly cookie that only /openApp reads, until the person at the browser says yes or no.
// The ID token is already exchanged (the exchange may be single-use), so this holds the API token.
const pendingCookie = createCookie("__console_switch", {
  httpOnly: true,
  sameSite: "lax",
  path: "/openApp",
  secrets: [config.sessionSecret],
  secure: config.cookieSecure,
  maxAge: SWITCH_TTL_SECONDS,
});

export function holdSwitch(login: LoginResult, redirectTo: string) {
  const pending: PendingSwitch = { login, redirectTo, until: Date.now() + SWITCH_TTL_SECONDS * 1000 };
  return pendingCookie.serialize(pending);
}

export async function readSwitch(request: Request): Promise<PendingSwitch | null> {
  const value = (await pendingCookie.parse(request.headers.get("Cookie"))) as PendingSwitch | null;
  if (!value || typeof value !== "object" || !value.login?.token || !(value.until > Date.now())) return null;
  return value;
}

export const dropSwitch = () => pendingCookie.serialize("", { maxAge: 0 });

export function openAppVerdict(request: Request): OpenAppVerdict {
  return openAppNavigation((n) => request.headers.get(n), {
    ownOrigins: [config.consoleUrl, new URL(request.url).origin],
    frameAncestors: config.frameAncestors,
  });
}

/** "Ada Admin (admin)": how the question names a user. */
export const userLabel = (u: { name: string; username: string }) =>
  u.name && u.name !== u.username ? `${u.name} (${u.username})` : u.username;
