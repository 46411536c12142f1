import { graphql } from "../generated";

/**
 * Every language version of an entry (Hygraph's `localizations`, the entry's own included): its
 * locale and its slug there, for alternate links, the language switch, the sitemap's pairs and
 * the paths a publish regenerates. The locales are the site's (SITE_LOCALES in the route map).
 */
export const PostLanguagesFields = graphql(`
  fragment PostLanguagesFields on Post {
    localizations(locales: [en, es], includeCurrent: true) {
      locale
      slug
    }
  }
`);

export const PageLanguagesFields = graphql(`
  fragment PageLanguagesFields on Page {
    localizations(locales: [en, es], includeCurrent: true) {
      locale
      slug
    }
  }
`);
