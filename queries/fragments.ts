import { graphql } from "./generated";

/**
 * Selections several queries share. Codegen appends each fragment a query spreads to that
 * query's document; components type their props with the generated `…Fragment` types.
 */

export const AssetFields = graphql(`
  fragment AssetFields on Asset {
    id
    url
    width
    height
    mimeType
    alt
  }
`);

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
    picture {
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

/** An urgent-help box: what to do now, within what time, where. */
export const UrgentHelpFields = graphql(`
  fragment UrgentHelpFields on UrgentHelp {
    id
    title
    timeframe
    steps
    helplines(first: 20) {
      id
      name
      phone
      description
      url
    }
    sourceTitle
    sourceUrl
    lastReviewed
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

/** A post card: the summary and its original cover image. */
export const PostCardFields = graphql(`
  fragment PostCardFields on Post {
    ...PostSummaryFields
    coverImage {
      ...AssetFields
    }
  }
`);

export const DeepLinkFields = graphql(`
  fragment DeepLinkFields on DeepLink {
    id
    name
    cta
    affiliate_link
  }
`);

export const PromotionFields = graphql(`
  fragment PromotionFields on Promotion {
    id
    slug
    productName
    testsFor
    sampleType
    resultsTime
    score
    couponText
    ribbon
    features_md
    callToAction
    priceUsd
    infectionsTested
    resultsDaysMax
    factsVerifiedOn
    deepLink {
      ...DeepLinkFields
    }
    landing_page_preview_image {
      ...AssetFields
    }
    advertiser {
      id
      name
      isDisabled
      domain
      defaultCouponText
      features_md
      review
      logo {
        ...AssetFields
      }
      landing_page_preview_image {
        ...AssetFields
      }
      deepLink {
        ...DeepLinkFields
      }
    }
  }
`);

/** Charts list every promotion (a chart never has more than 100), best score first. */
export const ChartFields = graphql(`
  fragment ChartFields on Chart {
    id
    name
    promotions(first: 100, orderBy: score_DESC) {
      ...PromotionFields
    }
  }
`);

export const FaqFields = graphql(`
  fragment FaqFields on Faq {
    id
    question
    answer
  }
`);

export const TopicFields = graphql(`
  fragment TopicFields on Topic {
    id
    name
    faqs(first: 100) {
      ...FaqFields
    }
  }
`);

/** A review shows its product's score: the one the product's card shows. */
export const ProductReviewFields = graphql(`
  fragment ProductReviewFields on ProductReview {
    id
    name
    description
    pros
    cons
    product {
      id
      score
      ribbon
    }
    brand {
      id
      name
      domain
      isDisabled
    }
    deepLink {
      ...DeepLinkFields
    }
    image {
      ...AssetFields
    }
  }
`);

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
