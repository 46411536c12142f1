/**
 * The MDN HTTP Observatory's published scoring, for the tests that can be judged from one
 * response's headers and HTML: https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 * (modifiers from mdn/mdn-http-observatory src/grader/charts.js; CSP rules from
 * src/analyzer/tests/csp.js; referrer policy from src/analyzer/tests/referrer-policy.js).
 * Start at 100, subtract penalties, and add bonuses only if the result is 90 or more.
 * Not judged here: redirection (needs http and https listeners) and HSTS preloading.
 */

export type ObservatoryResult = { score: number; grade: string; modifiers: Record<string, number>; failures: string[] };

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);

function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), new Set(sources));
  }
  return policy;
}

function cspModifier(header: string | null): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  const csp = parseCsp(header);
  const fallback = (name: string) => csp.get(name) ?? csp.get("default-src") ?? new Set(["*"]);
  const scriptSrc = fallback("script-src");
  const objectSrc = fallback("object-src");
  const styleSrc = fallback("style-src");
  if ([...scriptSrc].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)) || [...objectSrc].some((source) => BROAD.has(source))) {
    return ["csp-implemented-with-unsafe-inline", -20];
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()].filter(([name]) => !passive.has(name)).flatMap(([, sources]) => [...sources]);
  if (active.some((source) => source.startsWith("http:") || source.startsWith("ftp:"))) return ["csp-implemented-with-insecure-scheme", -20];
  if ([...scriptSrc, ...styleSrc].includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  const passiveSources = [...passive].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  if (passiveSources.some((source) => source.startsWith("http:"))) return ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10];
  if ([...styleSrc].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source))) return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function hstsModifier(header: string | null): [string, number] {
  const maxAge = header ? /max-age\s*=\s*"?(\d+)/i.exec(header) : null;
  if (!header) return ["hsts-not-implemented", -20];
  if (!maxAge) return ["hsts-header-invalid", -20];
  return Number(maxAge[1]) >= 15_768_000 ? ["hsts-implemented-max-age-at-least-six-months", 0] : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function referrerModifier(header: string | null): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const policy = header.split(",").map((value) => value.trim().toLowerCase()).filter((value) => good.includes(value) || bad.includes(value)).pop();
  if (policy && good.includes(policy)) return ["referrer-policy-private", 5];
  return policy ? ["referrer-policy-unsafe", -5] : ["referrer-policy-header-invalid", -5];
}

function cookiesModifier(cookies: string[], hsts: boolean): [string, number] {
  if (!cookies.length) return ["cookies-not-found", 0];
  const flags = cookies.map((cookie) => cookie.toLowerCase());
  const secure = flags.every((cookie) => /;\s*secure/.test(cookie));
  const sameSite = flags.every((cookie) => /;\s*samesite=(strict|lax)/.test(cookie));
  if (!secure) return hsts ? ["cookies-without-secure-flag-but-protected-by-hsts", -5] : ["cookies-without-secure-flag", -20];
  return sameSite ? ["cookies-secure-with-httponly-sessions-and-samesite", 5] : ["cookies-secure-with-httponly-sessions", 0];
}

function sriModifier(html: string, contentType: string | null): [string, number] {
  if (!contentType?.includes("text/html")) return ["sri-not-implemented-response-not-html", 0];
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  if (!sources.length) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  const external = sources.filter((src) => /^(https?:)?\/\//.test(src));
  if (!external.length) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  return external.every((src) => src.startsWith("https://"))
    ? ["sri-not-implemented-but-external-scripts-loaded-securely", -5]
    : ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
}

function frameModifier(csp: string | null, header: string | null): [string, number] {
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source))) return ["x-frame-options-implemented-via-csp", 5];
  if (!header) return ["x-frame-options-not-implemented", -20];
  return /^(deny|sameorigin)$/i.test(header.trim()) ? ["x-frame-options-sameorigin-or-deny", 0] : ["x-frame-options-header-invalid", -20];
}

function corpModifier(header: string | null): [string, number] {
  if (!header) return ["cross-origin-resource-policy-not-implemented", 0];
  const value = header.trim().toLowerCase();
  if (value === "same-origin") return ["cross-origin-resource-policy-implemented-with-same-origin", 10];
  if (value === "same-site") return ["cross-origin-resource-policy-implemented-with-same-site", 10];
  if (value === "cross-origin") return ["cross-origin-resource-policy-implemented-with-cross-origin", 0];
  return ["cross-origin-resource-policy-header-invalid", -5];
}

function corsModifier(headers: Headers): [string, number] {
  const origin = headers.get("access-control-allow-origin");
  if (!origin) return ["cross-origin-resource-sharing-not-implemented", 0];
  if (headers.get("access-control-allow-credentials")?.toLowerCase() === "true") return ["cross-origin-resource-sharing-implemented-with-universal-access", -50];
  return origin === "*" ? ["cross-origin-resource-sharing-implemented-with-public-access", 0] : ["cross-origin-resource-sharing-implemented-with-restricted-access", 0];
}

const GRADES: [number, string][] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];

export function observatoryScore(headers: Headers, html: string): ObservatoryResult {
  const hsts = hstsModifier(headers.get("strict-transport-security"));
  const results: [string, number][] = [
    cspModifier(headers.get("content-security-policy")),
    cookiesModifier(headers.getSetCookie(), hsts[1] === 0),
    corsModifier(headers),
    referrerModifier(headers.get("referrer-policy")),
    hsts,
    sriModifier(html, headers.get("content-type")),
    headers.get("x-content-type-options")?.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-not-implemented", -5],
    frameModifier(headers.get("content-security-policy"), headers.get("x-frame-options")),
    corpModifier(headers.get("cross-origin-resource-policy")),
  ];
  const penalties = results.reduce((sum, [, modifier]) => sum + Math.min(0, modifier), 0);
  const bonuses = results.reduce((sum, [, modifier]) => sum + Math.max(0, modifier), 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  return {
    score,
    grade: GRADES.find(([minimum]) => score >= minimum)![1],
    modifiers: Object.fromEntries(results),
    // Penalties other than the referrer policy, which the requirements set to "origin" on purpose (docs/requirements.md, Routes and page shell).
    failures: results.filter(([name, modifier]) => modifier < 0 && name !== "referrer-policy-unsafe").map(([name]) => name),
  };
}
