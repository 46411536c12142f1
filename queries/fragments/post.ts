import { graphql } from "../generated";

/** A post's parts several queries share: its category references, summary, card, and evidence (sources and review history). */

/** What an article rests on and how it changed: its sources and review history. */
export const ArticleEvidenceFields = graphql(`
  fragment ArticleEvidenceFields on Post {
    sources(first: 100) {
      id
      title
      publisher
      date
      url
    }
    changeLog(first: 100) {
      id
      date
      summary
      reviewedBy {
        ...ReviewerFields
      }
    }
  }
`);

/** A translation's provenance and its own medical review (null on the English). */
export const TranslationReviewFields = graphql(`
  fragment TranslationReviewFields on Post {
    translationSource
    translationReviewedBy
    translationReviewedOn
    translationReviewNote
  }
`);

export const CategoryRefFields = graphql(`
  fragment CategoryRefFields on Category {
    id
    title
    slug
  }
`);

export const SubCategoryRefFields = graphql(`
  fragment SubCategoryRefFields on SubCategory {
    id
    title
    slug
  }
`);

/** A post as listings show it, without its cover image (selected plain or resized). */
export const PostSummaryFields = graphql(`
  fragment PostSummaryFields on Post {
    id
    title
    slug
    excerpt
    createdAt
    updatedAt
    firstPublishedAt
    category {
      ...CategoryRefFields
    }
    subCategory {
      ...SubCategoryRefFields
    }
    author {
      ...AuthorSummaryFields
    }
  }
`);

/**
 * A post card: the summary and its original cover image. An image has no localized field: its one
 * version is the default locale's, read as such (`locales: [en]`) under a Spanish article read in
 * `[es]` alone, which Hygraph would otherwise pass down and so leave the image out.
 */
export const PostCardFields = graphql(`
  fragment PostCardFields on Post {
    ...PostSummaryFields
    coverImage(locales: [en]) {
      ...AssetFields
    }
  }
`);
