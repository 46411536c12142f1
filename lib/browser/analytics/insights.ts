/**
 * Search-analytics (Algolia Insights) events for promotions: view, click and conversion.
 * Off unless NEXT_PUBLIC_ALGOLIA_APP_ID, NEXT_PUBLIC_ALGOLIA_SEARCH_KEY and
 * NEXT_PUBLIC_ALGOLIA_INDEX are set, and loaded only after consent, with the visitor
 * session's userId as user token.
 */
import { isAnalyticsEnabled } from "./events";
import { currentSession } from "@/lib/browser/visitor/session";
import { publicEnv } from "@/lib/shared/config/public-env";

/** docs/requirements.md, Constants: analytics-events cookie lifetime. */
export const INSIGHTS_COOKIE_DURATION_MS = 15_552_000_000;

type InsightsEvent = "view" | "click" | "conversion";
const METHODS = { view: "viewedObjectIDs", click: "clickedObjectIDs", conversion: "convertedObjectIDs" } as const;

function config() {
  const { appId, apiKey, index } = publicEnv.algolia();
  return appId && apiKey && index ? { appId, apiKey, index } : null;
}

type Insights = (method: string, payload?: unknown) => unknown;
let client: Promise<Insights> | undefined;

function load(settings: { appId: string; apiKey: string }): Promise<Insights> {
  client ??= import("search-insights").then(({ default: aa }) => {
    const insights = aa as unknown as Insights;
    insights("init", { appId: settings.appId, apiKey: settings.apiKey, useCookie: true, cookieDuration: INSIGHTS_COOKIE_DURATION_MS });
    const userId = currentSession()?.userId;
    if (userId) insights("setUserToken", userId);
    return insights;
  });
  return client;
}

export function sendPromotionInsight(type: InsightsEvent, promotionId: string, eventName: string): void {
  const settings = config();
  if (!settings || !isAnalyticsEnabled()) return;
  load(settings)
    .then((insights) => insights(METHODS[type], { index: settings.index, eventName, objectIDs: [promotionId] }))
    .catch(() => undefined);
}
