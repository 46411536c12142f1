import type { NextApiRequest, NextApiResponse } from "next";
import { BodyTooLargeError, readRawBody } from "@sti-aware/contract/raw-body";
import { siteEnv } from "@/lib/server/config/env";
import { clientOf, runSearch, setPrivateSearchHeaders } from "@/lib/server/search/run";
import { crossSiteProblem } from "./same-site";
import { DEFAULT_LOCALE, isSiteLocale, SITE_LOCALES } from "@sti-aware/contract/routes";

/** Live results in the search box: the first few. */
export const LIVE_RESULTS = 6;
/** The most a request may ask for (`limit`): the results page's count. */
const MAX_RESULTS = 20;
/** A query of MAX_QUERY_LENGTH characters in JSON, with room for escapes. */
const MAX_BODY_BYTES = 4_096;

/**
 * POST /api/search with `{ "q": "…", "locale": "es" }`: the search box's live results, in the
 * language of the page that asks (English without `locale`; API routes have one address for every
 * language). The query travels in the body, so it is in no address — not the server's, a proxy's
 * or a monitoring breadcrumb's.
 */
export async function searchApi(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  setPrivateSearchHeaders(res);
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return res.status(405).json({ error: "Use POST with a JSON body { \"q\": \"…\" }." });
  }
  const crossSite = crossSiteProblem(req, siteEnv().siteUrl);
  if (crossSite) return res.status(403).json({ error: `This search answers the site's own pages only: ${crossSite}.` });
  // JSON only: the one body type another site's page cannot send without asking first (CORS preflight).
  if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) return res.status(415).json({ error: "Send a JSON body { \"q\": \"…\" } with Content-Type: application/json." });
  let body: unknown;
  try {
    body = JSON.parse(await readRawBody(req, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return res.status(413).json({ error: "That search is too long." });
    return res.status(400).json({ error: "Send a JSON body { \"q\": \"…\" }." });
  }
  const { q, limit, locale = DEFAULT_LOCALE } = typeof body === "object" && body !== null ? (body as { q?: unknown; limit?: unknown; locale?: unknown }) : { q: undefined, limit: undefined };
  if (!isSiteLocale(locale)) return res.status(400).json({ error: `locale: one of ${SITE_LOCALES.join(", ")}.` });
  const count = Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_RESULTS ? (limit as number) : LIVE_RESULTS;
  const outcome = await runSearch(q, clientOf(req), count, { locale });
  if (outcome.status === 200) return res.status(200).json(outcome.answer);
  if (outcome.retryAfterSeconds) res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
  return res.status(outcome.status).json({ error: outcome.problem });
}
