/** Selections shared by several queries. Each query module interpolates the ones it spreads. */

export const ASSET_FIELDS = /* GraphQL */ `
  fragment AssetFields on Asset {
    id
    url
    width
    height
    mimeType
    alt
  }
`;

export const AUTHOR_SUMMARY_FIELDS = /* GraphQL */ `
  fragment AuthorSummaryFields on Author {
    id
    name
    slug
  }
`;

export const SEO_FIELDS = /* GraphQL */ `
  fragment SeoFields on Seo {
    id
    title
    description
    canonicalUrl
    keywords
    lastReviewed
    dateModified
    reviewedBy {
      ...AuthorSummaryFields
    }
  }
  ${AUTHOR_SUMMARY_FIELDS}
`;

/** A post as listings show it; the cover image is selected by each query (plain or resized). */
export const POST_SUMMARY_FIELDS = /* GraphQL */ `
  fragment PostSummaryFields on Post {
    id
    title
    slug
    excerpt
    createdAt
    updatedAt
    category {
      id
      title
      slug
    }
    subCategory {
      id
      title
      slug
    }
    author {
      ...AuthorSummaryFields
    }
  }
`;

export const DEEP_LINK_FIELDS = /* GraphQL */ `
  fragment DeepLinkFields on DeepLink {
    id
    name
    cta
    affiliate_link
  }
`;

export const PROMOTION_FIELDS = /* GraphQL */ `
  fragment PromotionFields on Promotion {
    id
    slug
    score
    couponText
    ribbon
    features_md
    callToAction
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
      deepLink {
        ...DeepLinkFields
      }
    }
  }
`;

/** Charts list every promotion (a chart never has more than 100), best score first. */
export const CHART_FIELDS = /* GraphQL */ `
  fragment ChartFields on Chart {
    id
    name
    promotions(first: 100, orderBy: score_DESC) {
      ...PromotionFields
    }
  }
`;

export const FAQ_FIELDS = /* GraphQL */ `
  fragment FaqFields on Faq {
    id
    question
    answer
  }
`;

export const TOPIC_FIELDS = /* GraphQL */ `
  fragment TopicFields on Topic {
    id
    name
    faqs(first: 100) {
      ...FaqFields
    }
  }
`;

/** A review shows its product's score: the one the product's card shows. */
export const PRODUCT_REVIEW_FIELDS = /* GraphQL */ `
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
`;

/** Joins fragment definitions, each once, for a query's document. */
export function withFragments(query: string, ...fragments: string[]): string {
  const definitions = new Map<string, string>();
  for (const fragment of fragments) {
    for (const part of fragment.split(/(?=\bfragment\s)/)) {
      const name = /fragment\s+(\w+)/.exec(part)?.[1];
      if (name) definitions.set(name, part.trim());
    }
  }
  return [query.trim(), ...definitions.values()].join("\n\n");
}
