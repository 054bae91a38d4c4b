import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { STORAGE_LIFETIME_SECONDS } from "./constants";
import { config } from "./config.server";

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string;
  avatar: string;
  roles: string[];
}

export interface Toast {
  kind: "success" | "error";
  /** a catalog key; {{name}} in it is the record's name */
  message: string;
  name?: string;
  /** other {{placeholders}} of the message (counts), already formatted */
  values?: Record<string, string>;
  /** the record the action created: the toast links to it when the list's filters hide it */
  record?: { id: number | string; url: string };
}

interface SessionData {
  token: string;
  user: SessionUser;
  signedInAt: number;
}
interface FlashData {
  toast: Toast;
}

// The API token lives only here: an httpOnly, signed, SameSite=Lax cookie (Secure over HTTPS).
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__console_session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [config.sessionSecret],
    secure: config.cookieSecure,
    maxAge: STORAGE_LIFETIME_SECONDS,
  },
});

const memo = new WeakMap<Request, Promise<Session<SessionData, FlashData>>>();

/** The request's session, parsed once however many loaders ask. */
export function getSession(request: Request) {
  let s = memo.get(request);
  if (!s) {
    s = sessionStorage.getSession(request.headers.get("Cookie"));
    memo.set(request, s);
  }
  return s;
}

/** Headers that put a toast in the session for the next page. */
export async function toastHeaders(request: Request, toast: Toast): Promise<HeadersInit> {
  const session = await getSession(request);
  session.flash("toast", toast);
  return { "Set-Cookie": await sessionStorage.commitSession(session) };
}
