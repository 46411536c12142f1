import { graphql } from "../generated";

/** The SEO component of posts and pages, with its medical review (a component has no dates of its own: see docs/hygraph.md). */
export const SeoFields = graphql(`
  fragment SeoFields on Seo {
    id
    title
    description
    canonicalUrl
    keywords
    lastReviewed
    dateModified
    reviewedBy {
      ...ReviewerFields
    }
  }
`);
