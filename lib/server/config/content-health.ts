import { isReviewDue, REVIEW_INTERVAL_MONTHS, reviewIntervalMonths } from "@sti-aware/contract/review-interval";
import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import type { SiteEnv } from "./env";

/**
 * Asks the content API a trivial query before a build starts, so a build against a service
 * that is down stops at once with one message naming the endpoint, instead of failing page
 * by page.
 */
export async function assertContentServiceReachable(env: Pick<SiteEnv, "contentApiUrl" | "contentApiToken">, timeoutMs = 5_000): Promise<void> {
  try {
    const response = await fetch(env.contentApiUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(env.contentApiToken ? { authorization: `Bearer ${env.contentApiToken}` } : {}),
      },
      body: JSON.stringify({ query: "{ __typename }" }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 300) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The content service at ${env.contentApiUrl} is not reachable (${reason}). Start it with \`npm run content\`, or set CONTENT_API_URL (see .env.example).`,
    );
  }
}

/** How many of the newest articles the build's review summary reads (10 pages of the API's largest page). */
const REVIEW_SUMMARY_POSTS = 10 * MAX_PAGE_SIZE;

/** The build's one query outside queries/ (plain fetch, so a failure never stops the build); the contract check validates it too. */
export const REVIEW_SUMMARY_QUERY = `query ReviewSummary($skip: Int!) { siteConfigs(first: 1) { reviewIntervalMonths } posts(orderBy: createdAt_DESC, first: ${MAX_PAGE_SIZE}, skip: $skip) { seo { lastReviewed } } }`;

type ReviewSummaryAnswer = { data?: { siteConfigs: { reviewIntervalMonths: number | null }[]; posts: { seo: { lastReviewed: string | null } | null }[] } };

/**
 * Printed by every build: how many articles are past the medical review interval, so a build log
 * shows what readers will see as "Medical review due". Never fails the build.
 */
export async function reportMedicalReviews(env: Pick<SiteEnv, "contentApiUrl" | "contentApiToken">, now = new Date(), log = console.log): Promise<void> {
  const request = (skip: number) =>
    fetch(env.contentApiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...(env.contentApiToken ? { authorization: `Bearer ${env.contentApiToken}` } : {}) },
      body: JSON.stringify({
        query: REVIEW_SUMMARY_QUERY,
        variables: { skip },
      }),
      signal: AbortSignal.timeout(10_000),
    }).then((response) => response.json() as Promise<ReviewSummaryAnswer>);
  try {
    let months = REVIEW_INTERVAL_MONTHS;
    const reviewed: string[] = [];
    let read = 0;
    for (let skip = 0; skip < REVIEW_SUMMARY_POSTS; skip += MAX_PAGE_SIZE) {
      const { data } = await request(skip);
      if (!data) throw new Error("no data");
      months = reviewIntervalMonths(data.siteConfigs[0]?.reviewIntervalMonths);
      read += data.posts.length;
      reviewed.push(...data.posts.flatMap((post) => (post.seo?.lastReviewed ? [post.seo.lastReviewed] : [])));
      if (data.posts.length < MAX_PAGE_SIZE) break;
    }
    const due = reviewed.filter((date) => isReviewDue(date, now, months)).length;
    const scope = read >= REVIEW_SUMMARY_POSTS ? `of the newest ${read} articles` : `of ${read} articles`;
    log(`Medical reviews: ${due} ${scope} are past the ${months}-month review interval (readers see "Medical review due"); \`npm run content -- check\` lists them.`);
  } catch (error) {
    log(`Medical reviews: could not be counted (${error instanceof Error ? error.message : String(error)}).`);
  }
}
