import { graphql } from "../generated";

/** The SEO component of posts and pages, with its medical review. */
export const SeoFields = graphql(`
  fragment SeoFields on Seo {
    id
    title
    description
    canonicalUrl
    keywords
    lastReviewed
    dateModified
    updatedAt
    publishedAt
    reviewedBy {
      ...ReviewerFields
    }
  }
`);
