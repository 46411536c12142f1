/**
 * The content pages the site's own components link to (the footer's disclosure, the consent
 * banner's privacy notice and terms, the comparison's method, the home page's comparison), by their English addresses. On a
 * page in another language the shared context holds each one's address in that language where
 * the page has a version (lib/server/content/shared-context.ts), so the shell never sends a
 * Spanish reader to an English page that has a Spanish version.
 */
export const SITE_PAGES = {
  advertisingDisclosure: "/advertising-disclosure",
  privacyPolicy: "/privacy-policy",
  termsOfUse: "/terms-of-use",
  howWeRank: "/how-we-rank",
  comparison: "/best-at-home-std-tests",
} as const;

export type SitePageName = keyof typeof SITE_PAGES;
export type SitePages = Record<SitePageName, string>;
