import { graphql } from "../generated";

/** Affiliate and comparison content: deep links, promotions (product cards), charts and product reviews. */

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
