import { graphql } from "../generated";

/** Authors as summaries, profiles and medical reviewers. */

export const AuthorSummaryFields = graphql(`
  fragment AuthorSummaryFields on Author {
    id
    name
    slug
  }
`);

/** An author as the team page and the author's profile show them. */
export const AuthorProfileFields = graphql(`
  fragment AuthorProfileFields on Author {
    ...AuthorSummaryFields
    title
    linkedin
    biography
    credentials
    licence
    conflictOfInterest
    # An image's one version is the default locale's (see PostCardFields).
    picture(locales: [en]) {
      ...AssetFields
    }
  }
`);

/** A medical reviewer as a review note names them: "by {name}, {credentials}". */
export const ReviewerFields = graphql(`
  fragment ReviewerFields on Author {
    ...AuthorSummaryFields
    credentials
  }
`);
