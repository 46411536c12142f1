import Cookies from "js-cookie";
import { v4 as uuidv4, validate as isUuid } from "uuid";
import { reportError } from "./monitoring";
import { SESSION_KEY } from "./session-cookie";

/**
 * The visitor session (SPEC §3, §4): a random userId, the landing href, the referrer (current
 * URL without its query string) and every query parameter seen, such as utm_source or gclid.
 * Kept in localStorage under SESSION_KEY and mirrored in a cookie of the same name for 7 days.
 * It stays on this site: it exists so a click-out can carry its campaign parameters.
 */

export { SESSION_KEY };
export const SESSION_COOKIE_DAYS = 7;
/** Larger stored values are treated as malformed (a cookie must stay well under 4 kB). */
export const MAX_SESSION_BYTES = 3_000;
export const SESSION_ERROR_MESSAGE = "session could not be set";
/** Visitor-controlled query parameters kept in the session: longer names or values are dropped, and at most this many are kept. */
export const MAX_PARAMETER_NAME = 64;
export const MAX_PARAMETER_VALUE = 512;
export const MAX_PARAMETERS = 30;

export type VisitorSession = { userId: string; href: string; referrer: string } & Record<string, string>;

/** A stored value, if it is a well-formed session; anything else is ignored. */
export function parseSession(raw: string | null | undefined): VisitorSession | null {
  if (!raw || raw.length > MAX_SESSION_BYTES) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([, field]) => typeof field === "string")) return null;
    const session = value as VisitorSession;
    return isUuid(session.userId) ? session : null;
  } catch {
    return null;
  }
}

/** The next session: stored values, then this page's query parameters, then href and referrer. */
export function nextSession(stored: VisitorSession | null, location: { href: string }, newId: () => string = uuidv4): VisitorSession {
  const url = new URL(location.href);
  const parameters = Object.fromEntries(
    [...url.searchParams]
      .filter(([name, value]) => name !== "userId" && name.length <= MAX_PARAMETER_NAME && value.length <= MAX_PARAMETER_VALUE)
      .slice(0, MAX_PARAMETERS),
  );
  return {
    ...(stored ?? {}),
    ...parameters,
    userId: stored?.userId ?? newId(),
    href: stored?.href ?? url.href,
    referrer: `${url.origin}${url.pathname}`,
  };
}

/** SPEC §4: ppc when a paid-click id is present, organic otherwise. */
export function trafficSource(session: Pick<VisitorSession, string> | null): "ppc" | "organic" {
  return session?.mslcid || session?.gclid ? "ppc" : "organic";
}

type SessionStores = {
  storage: Pick<Storage, "getItem" | "setItem">;
  cookies: { get(name: string): string | undefined; set(name: string, value: string, options: Cookies.CookieAttributes): unknown };
};

const browserStores = (): SessionStores => ({ storage: window.localStorage, cookies: Cookies });

/** Reads, updates and saves the session. Never throws: a failure is logged and reported. */
export function setVisitorSession(location: { href: string; protocol?: string }, stores: SessionStores = browserStores()): VisitorSession | null {
  try {
    const stored = parseSession(stores.storage.getItem(SESSION_KEY)) ?? parseSession(stores.cookies.get(SESSION_KEY));
    const session = nextSession(stored, location);
    let serialized = JSON.stringify(session);
    if (serialized.length > MAX_SESSION_BYTES) {
      // A flood of parameters must not break the session: start again from this page.
      serialized = JSON.stringify(nextSession(null, location));
    }
    stores.storage.setItem(SESSION_KEY, serialized);
    stores.cookies.set(SESSION_KEY, serialized, {
      expires: SESSION_COOKIE_DAYS,
      path: "/",
      sameSite: "Lax",
      secure: (location.protocol ?? new URL(location.href).protocol) === "https:",
    });
    if (stores.cookies.get(SESSION_KEY) !== serialized) throw new Error("The session cookie was not stored");
    return JSON.parse(serialized) as VisitorSession;
  } catch (error) {
    console.error(SESSION_ERROR_MESSAGE, error);
    reportError(error, { area: "visitor-session" });
    return null;
  }
}

/** The current session as stored, for analytics (null before it is set or when storage is blocked). */
export function currentSession(): VisitorSession | null {
  try {
    return parseSession(window.localStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}
