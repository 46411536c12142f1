import Cookies from "js-cookie";
import { v4 as uuidv4, validate as isUuid } from "uuid";
import { isTrackingEntry, withOnlyTrackingParameters } from "@/lib/shared/click-outs/click-out";
import { reportError } from "@/lib/shared/telemetry/monitoring";
import { SESSION_KEY } from "@/lib/shared/privacy/session-cookie";

/**
 * The visitor session, keeping the least: a random userId, the landing href (without query or
 * fragment, but for the campaign parameters), the referrer reduced to this site's origin, and the
 * campaign parameters seen (utm_*, gclid, mslcid: the allow-list in click-out.ts, values that look
 * like campaign codes only; any other query parameter, such as ?email=, is never stored).
 * Kept in localStorage under SESSION_KEY and mirrored in a cookie of the same name for 7 days,
 * only after the visitor accepts analytics: it exists so a click-out can carry its campaign
 * parameters to the partner, which is not strictly necessary for reading the site.
 */

export { SESSION_KEY };
export const SESSION_COOKIE_DAYS = 7;
/** Largest session written, URL-encoded as the cookie carries it (a cookie must stay under 4 kB). */
export const MAX_SESSION_BYTES = 3_000;
/** Stored values larger than this are not even parsed. */
const MAX_STORED_BYTES = 64_000;
export const SESSION_ERROR_MESSAGE = "session could not be set";

export type VisitorSession = { userId: string; href: string; referrer: string } & Record<string, string>;

/** The campaign parameters among these entries, campaign-code values only (isTrackingEntry). */
function trackingEntries(entries: Iterable<[string, unknown]>): [string, string][] {
  return [...entries].filter((entry): entry is [string, string] => isTrackingEntry(entry[0], entry[1]));
}

/** An address reduced to its origin (scheme, host, port): which site, never which page. */
function originOf(value: string | null): string {
  if (!value) return "";
  try {
    const { origin } = new URL(value);
    return origin === "null" ? "" : origin;
  } catch {
    return "";
  }
}

function trackedUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    return withOnlyTrackingParameters(value);
  } catch {
    return null;
  }
}

/**
 * A stored value, if it holds a valid userId; anything else is ignored. Fields outside the
 * session's own (left by older versions, or planted) are dropped, so an oversized or polluted
 * session keeps its userId and loses only what it should never have held.
 */
export function parseSession(raw: string | null | undefined): VisitorSession | null {
  if (!raw || raw.length > MAX_STORED_BYTES) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const fields = value as Record<string, unknown>;
    if (typeof fields.userId !== "string" || !isUuid(fields.userId)) return null;
    const href = trackedUrl(fields.href);
    const referrer = trackedUrl(fields.referrer);
    return {
      ...Object.fromEntries(trackingEntries(Object.entries(fields))),
      userId: fields.userId,
      href: href ?? "",
      referrer: originOf(referrer),
    };
  } catch {
    return null;
  }
}

/** The next session: stored campaign values, then this page's, then userId, href and referrer (origin only). */
export function nextSession(stored: VisitorSession | null, location: { href: string }, newId: () => string = uuidv4): VisitorSession {
  const url = new URL(location.href);
  return {
    ...(stored ?? {}),
    ...Object.fromEntries(trackingEntries(url.searchParams)),
    userId: stored?.userId ?? newId(),
    href: stored?.href || withOnlyTrackingParameters(url.href),
    referrer: url.origin,
  };
}

/** What the cookie will weigh: js-cookie URL-encodes the value (this is an upper bound). */
const encodedSize = (serialized: string) => encodeURIComponent(serialized).length;

/** A session small enough to store: when it is not, it keeps its userId and this page's origin. */
function storable(session: VisitorSession, location: { href: string }): string {
  const serialized = JSON.stringify(session);
  if (encodedSize(serialized) <= MAX_SESSION_BYTES) return serialized;
  const { origin } = new URL(location.href);
  return JSON.stringify({ userId: session.userId, href: `${origin}/`, referrer: origin });
}

/** docs/requirements.md, States: ppc when a paid-click id is present, organic otherwise. */
export function trafficSource(session: Pick<VisitorSession, string> | null): "ppc" | "organic" {
  return session?.mslcid || session?.gclid ? "ppc" : "organic";
}

type SessionStores = {
  storage: Pick<Storage, "getItem" | "setItem">;
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string, options: Cookies.CookieAttributes): unknown;
  };
};

const browserStores = (): SessionStores => ({ storage: window.localStorage, cookies: Cookies });

/** Reads, updates and saves the session. Never throws: a failure is logged and reported. */
export function setVisitorSession(location: { href: string; protocol?: string }, stores: SessionStores = browserStores()): VisitorSession | null {
  try {
    const stored = parseSession(stores.storage.getItem(SESSION_KEY)) ?? parseSession(stores.cookies.get(SESSION_KEY));
    const serialized = storable(nextSession(stored, location), location);
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
