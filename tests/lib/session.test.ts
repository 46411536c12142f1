/** @vitest-environment jsdom */
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as monitoring from "@/lib/shared/telemetry/monitoring";
import { forgetVisitor } from "@/lib/browser/visitor/forget";
import { nextSession, parseSession, SESSION_COOKIE_DAYS, SESSION_KEY, setVisitorSession, trafficSource } from "@/lib/browser/visitor/session";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const at = (href: string) => ({ href, protocol: new URL(href).protocol });

beforeEach(() => {
  localStorage.clear();
  Cookies.remove(SESSION_KEY, { path: "/" });
});
afterEach(() => vi.restoreAllMocks());

describe("visitor session (docs/requirements.md: Entities, States)", () => {
  it("creates a session with a random uuid v4 on first load, in localStorage and the cookie", () => {
    const session = setVisitorSession(at("http://localhost/blog/hpv?utm_source=newsletter&gclid=g-1"));
    expect(session?.userId).toMatch(UUID);
    expect(session).toEqual({ userId: session?.userId, utm_source: "newsletter", gclid: "g-1", referrer: "http://localhost", href: "http://localhost/blog/hpv?utm_source=newsletter&gclid=g-1" });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? "{}")).toEqual(session);
    expect(JSON.parse(Cookies.get(SESSION_KEY) ?? "{}")).toEqual(session);
    expect(SESSION_COOKIE_DAYS).toBe(7);
  });

  it("keeps the userId and landing href, merges new query parameters and updates the referrer", () => {
    const first = setVisitorSession(at("http://localhost/?utm_source=a&utm_medium=cpc"));
    const second = setVisitorSession(at("http://localhost/prevention/page/1?utm_source=b&mslcid=m-9"));
    expect(second).toMatchObject({ userId: first?.userId, href: first?.href, utm_source: "b", utm_medium: "cpc", mslcid: "m-9", referrer: "http://localhost" });
  });

  it("keeps only the tracking parameters: other query parameters never reach localStorage or the cookie", () => {
    const session = setVisitorSession(at("http://localhost/blog/genital-herpes-facts?email=me@mail.example&utm_campaign=spring&name=Sam#faq"));
    expect(session).toEqual({
      userId: session?.userId,
      utm_campaign: "spring",
      href: "http://localhost/blog/genital-herpes-facts?utm_campaign=spring",
      referrer: "http://localhost",
    });
    const stored = `${localStorage.getItem(SESSION_KEY)} ${Cookies.get(SESSION_KEY)}`;
    expect(stored).not.toMatch(/mail\.example|Sam|email|name/);
  });

  it.each([
    ["5,000 characters", "a".repeat(5000)],
    ["control characters", "spring\u0000\u001b[31m\r\nSet-Cookie: x=1"],
    ["an email address", "me@mail.example"],
    ["a javascript: URL", "javascript:alert(document.cookie)"],
    ["markup", "<img src=x onerror=alert(1)>"],
  ])("keeps nothing of a crafted campaign value (%s) in storage, the cookie or the href", (_name, value) => {
    const session = setVisitorSession(at(`http://localhost/blog/hpv?utm_source=${encodeURIComponent(value)}&utm_medium=email`));
    expect(session).toEqual({ userId: session?.userId, utm_medium: "email", href: "http://localhost/blog/hpv?utm_medium=email", referrer: "http://localhost" });
    const stored = `${localStorage.getItem(SESSION_KEY)} ${Cookies.get(SESSION_KEY)} ${decodeURIComponent(document.cookie)}`;
    for (const fragment of [value.slice(0, 12), "mail.example", "javascript", "onerror", "Set-Cookie"]) expect(stored).not.toContain(fragment);
  });

  it("keeps the referrer as this site's origin only, never the page read", () => {
    const session = setVisitorSession(at("https://www.stiaware.example/blog/hiv-window-period?utm_source=news#symptoms"));
    expect(session?.referrer).toBe("https://www.stiaware.example");
    expect(session?.href).toBe("https://www.stiaware.example/blog/hiv-window-period?utm_source=news");
  });

  it("drops what an older session stored beyond its own fields, keeping its userId", () => {
    const userId = "0b6b3c4e-3f1a-4d5e-9a8b-1c2d3e4f5a6b";
    localStorage.setItem(SESSION_KEY, JSON.stringify({ userId, href: "http://localhost/?email=me@mail.example&gclid=g", referrer: "http://localhost/", email: "me@mail.example", gclid: "g", nested: { a: 1 } }));
    const session = setVisitorSession(at("http://localhost/blog"));
    expect(session).toEqual({ userId, gclid: "g", href: "http://localhost/?gclid=g", referrer: "http://localhost" });
  });

  it("keeps the userId when the stored session is too large, and still writes the cookie", () => {
    const userId = "0b6b3c4e-3f1a-4d5e-9a8b-1c2d3e4f5a6b";
    localStorage.setItem(SESSION_KEY, JSON.stringify({ userId, href: "http://localhost/", referrer: "http://localhost/", junk: "x".repeat(5000) }));
    expect(setVisitorSession(at("http://localhost/"))?.userId).toBe(userId);
    const longPath = `http://localhost/${"a".repeat(3000)}?utm_source=${"s".repeat(150)}`;
    const session = setVisitorSession(at(longPath));
    expect(session?.userId).toBe(userId);
    expect(JSON.parse(Cookies.get(SESSION_KEY) ?? "{}").userId).toBe(userId);
  });

  it("forgets the session in localStorage and the cookie when consent is refused", () => {
    setVisitorSession(at("http://localhost/?gclid=g"));
    forgetVisitor();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(Cookies.get(SESSION_KEY)).toBeUndefined();
  });

  it.each([
    ["bad JSON", "{not json"],
    ["wrong shape", JSON.stringify(["not", "an", "object"])],
    ["missing userId", JSON.stringify({ href: "x" })],
    ["an invalid userId", JSON.stringify({ userId: "me@mail.example", href: "x" })],
  ])("replaces %s with a fresh session, in localStorage and in the cookie", (_label, raw) => {
    expect(parseSession(raw)).toBeNull();
    localStorage.setItem(SESSION_KEY, raw);
    document.cookie = `${SESSION_KEY}=${encodeURIComponent(raw)}; path=/`;
    const session = setVisitorSession(at("http://localhost/"));
    expect(session?.userId).toMatch(UUID);
    expect(parseSession(localStorage.getItem(SESSION_KEY))).toEqual(session);
  });

  it("falls back to the cookie when localStorage has no session", () => {
    const existing = nextSession(null, at("http://localhost/?gclid=from-cookie"));
    Cookies.set(SESSION_KEY, JSON.stringify(existing), { path: "/" });
    expect(setVisitorSession(at("http://localhost/blog"))?.userId).toBe(existing.userId);
  });

  it('logs "session could not be set" and reports the error when storage fails, without throwing', () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const report = vi.spyOn(monitoring, "reportError").mockImplementation(() => undefined);
    const failure = new Error("QuotaExceededError");
    const storage = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw failure; } };
    expect(setVisitorSession(at("http://localhost/"), { storage, cookies: Cookies })).toBeNull();
    expect(log).toHaveBeenCalledWith("session could not be set", failure);
    expect(report).toHaveBeenCalledWith(failure, { area: "visitor-session" });
  });

  it("labels traffic ppc when a paid-click id is present, organic otherwise", () => {
    expect(trafficSource({ gclid: "g" })).toBe("ppc");
    expect(trafficSource({ mslcid: "m" })).toBe("ppc");
    expect(trafficSource({ utm_source: "newsletter" })).toBe("organic");
    expect(trafficSource(null)).toBe("organic");
  });
});
