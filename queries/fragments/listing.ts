import { graphql } from "../generated";

/** Paging: the page info loops and "Load more" read, and one page of a post listing. */

/** The page info every "page through to the end" loop reads (`fetchAll`). */
export const NextPageFields = graphql(`
  fragment NextPageFields on PageInfo {
    hasNextPage
  }
`);

/**
 * One page of a post listing: newest-first cards with covers resized to the operation's `$width`,
 * the page info "Load more" needs and the count of every post the filter selects.
 */
export const PostListPageFields = graphql(`
  fragment PostListPageFields on PostConnection {
    edges {
      node {
        ...PostSummaryFields
        coverImage {
          id
          url(transformation: { image: { resize: { width: $width } }, document: { output: { format: webp } } })
          width
          height
          mimeType
          alt
        }
      }
    }
    pageInfo {
      ...ListPageInfoFields
    }
    aggregate {
      count
    }
  }
`);

/** The page info a "Load more" list carries to the browser. */
export const ListPageInfoFields = graphql(`
  fragment ListPageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
    pageSize
  }
`);
