/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuthorBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    author(where: { slug: $slug }, locales: $locales) {\n      ...AuthorProfileFields\n    }\n  }\n": typeof types.AuthorBySlugDocument,
    "\n  query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(where: { author: { slug: $slug } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        ...ListPageInfoFields\n      }\n    }\n  }\n": typeof types.AuthorPostsDocument,
    "\n  query BrandsByDeepLink($names: [String!]!) {\n    advertisers(where: { deepLink: { name_in: $names } }, first: 100) {\n      name\n      deepLink {\n        name\n      }\n    }\n  }\n": typeof types.BrandsByDeepLinkDocument,
    "\n  query Categories($locales: [Locale!]! = [en]) {\n    categories(first: 100, orderBy: title_ASC, locales: $locales) {\n      ...CategoryRefFields\n      description\n      coverImage {\n        ...AssetFields\n      }\n      subCategories(first: 100, orderBy: title_ASC) {\n        ...SubCategoryRefFields\n        description\n      }\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  fragment PostIndexFields on Post {\n    id\n    slug\n    title\n    excerpt\n    createdAt\n    updatedAt\n    author {\n      name\n      slug\n    }\n    category {\n      slug\n    }\n    subCategory {\n      slug\n    }\n    ...PostLanguagesFields\n  }\n": typeof types.PostIndexFieldsFragmentDoc,
    "\n  query PostIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...PostIndexFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.PostIndexDocument,
    "\n  query PostIndexEntry($id: ID!, $locales: [Locale!]! = [en]) {\n    post(where: { id: $id }, locales: $locales) {\n      ...PostIndexFields\n    }\n  }\n": typeof types.PostIndexEntryDocument,
    "\n  query PostLanguagesBySlug($slugs: [String!]!) {\n    posts(where: { slug_in: $slugs }, first: 100) {\n      slug\n      ...PostLanguagesFields\n    }\n  }\n": typeof types.PostLanguagesBySlugDocument,
    "\n  query PageIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          id\n          slug\n          sitemap\n          updatedAt\n          ...PageLanguagesFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.PageIndexDocument,
    "\n  query AuthorIndex($first: Int!, $skip: Int!) {\n    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {\n      edges {\n        node {\n          id\n          slug\n          updatedAt\n          localizations(locales: [en, es], includeCurrent: true) {\n            locale\n            updatedAt\n          }\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.AuthorIndexDocument,
    "\n  query PostCount($where: PostWhereInput, $locales: [Locale!]! = [en]) {\n    postsConnection(where: $where, first: 0, locales: $locales) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.PostCountDocument,
    "\n  query NewestPostUpdate($where: PostWhereInput, $locales: [Locale!]! = [en]) {\n    postsConnection(where: $where, orderBy: updatedAt_DESC, first: 1, locales: $locales) {\n      edges {\n        node {\n          updatedAt\n        }\n      }\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.NewestPostUpdateDocument,
    "\n  query PostAtPosition($skip: Int!) {\n    posts(orderBy: createdAt_ASC, first: 1, skip: $skip) {\n      createdAt\n    }\n  }\n": typeof types.PostAtPositionDocument,
    "\n  query SitemapPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    posts(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      slug\n      updatedAt\n      ...PostLanguagesFields\n    }\n  }\n": typeof types.SitemapPostsDocument,
    "\n  query RssItems($first: Int!, $locales: [Locale!]! = [en]) {\n    posts(orderBy: createdAt_DESC, first: $first, locales: $locales) {\n      title\n      slug\n      excerpt\n      createdAt\n      firstPublishedAt\n      author {\n        name\n      }\n    }\n  }\n": typeof types.RssItemsDocument,
    "\n  query DeepLinkByName($name: String!) {\n    deepLink(where: { name: $name }) {\n      affiliate_link\n    }\n    disabledAdvertisers: advertisers(where: { deepLink: { name: $name }, isDisabled: true }, first: 1) {\n      id\n    }\n  }\n": typeof types.DeepLinkByNameDocument,
    "\n  fragment AssetFields on Asset {\n    id\n    url\n    width\n    height\n    mimeType\n    alt\n  }\n": typeof types.AssetFieldsFragmentDoc,
    "\n  fragment AuthorSummaryFields on Author {\n    id\n    name\n    slug\n  }\n": typeof types.AuthorSummaryFieldsFragmentDoc,
    "\n  fragment AuthorProfileFields on Author {\n    ...AuthorSummaryFields\n    title\n    linkedin\n    biography\n    credentials\n    licence\n    conflictOfInterest\n    picture {\n      ...AssetFields\n    }\n  }\n": typeof types.AuthorProfileFieldsFragmentDoc,
    "\n  fragment ReviewerFields on Author {\n    ...AuthorSummaryFields\n    credentials\n  }\n": typeof types.ReviewerFieldsFragmentDoc,
    "\n  fragment DeepLinkFields on DeepLink {\n    id\n    name\n    cta\n    affiliate_link\n  }\n": typeof types.DeepLinkFieldsFragmentDoc,
    "\n  fragment PromotionFields on Promotion {\n    id\n    slug\n    productName\n    testsFor\n    sampleType\n    resultsTime\n    score\n    couponText\n    ribbon\n    features_md\n    callToAction\n    priceUsd\n    infectionsTested\n    resultsDaysMax\n    factsVerifiedOn\n    deepLink {\n      ...DeepLinkFields\n    }\n    landing_page_preview_image {\n      ...AssetFields\n    }\n    advertiser {\n      id\n      name\n      isDisabled\n      domain\n      defaultCouponText\n      features_md\n      review\n      logo {\n        ...AssetFields\n      }\n      landing_page_preview_image {\n        ...AssetFields\n      }\n      deepLink {\n        ...DeepLinkFields\n      }\n    }\n  }\n": typeof types.PromotionFieldsFragmentDoc,
    "\n  fragment ChartFields on Chart {\n    id\n    name\n    promotions(first: 100, orderBy: score_DESC) {\n      ...PromotionFields\n    }\n  }\n": typeof types.ChartFieldsFragmentDoc,
    "\n  fragment ProductReviewFields on ProductReview {\n    id\n    name\n    description\n    pros\n    cons\n    product {\n      id\n      score\n      ribbon\n    }\n    brand {\n      id\n      name\n      domain\n      isDisabled\n    }\n    deepLink {\n      ...DeepLinkFields\n    }\n    image {\n      ...AssetFields\n    }\n  }\n": typeof types.ProductReviewFieldsFragmentDoc,
    "\n  fragment PostLanguagesFields on Post {\n    localizations(locales: [en, es], includeCurrent: true) {\n      locale\n      slug\n    }\n  }\n": typeof types.PostLanguagesFieldsFragmentDoc,
    "\n  fragment PageLanguagesFields on Page {\n    localizations(locales: [en, es], includeCurrent: true) {\n      locale\n      slug\n    }\n  }\n": typeof types.PageLanguagesFieldsFragmentDoc,
    "\n  fragment NextPageFields on PageInfo {\n    hasNextPage\n  }\n": typeof types.NextPageFieldsFragmentDoc,
    "\n  fragment PostListPageFields on PostConnection {\n    edges {\n      node {\n        ...PostSummaryFields\n        coverImage {\n          id\n          url(transformation: { image: { resize: { width: $width } }, document: { output: { format: webp } } })\n          width\n          height\n          mimeType\n          alt\n        }\n      }\n    }\n    pageInfo {\n      ...ListPageInfoFields\n    }\n    aggregate {\n      count\n    }\n  }\n": typeof types.PostListPageFieldsFragmentDoc,
    "\n  fragment ListPageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    pageSize\n  }\n": typeof types.ListPageInfoFieldsFragmentDoc,
    "\n  fragment ArticleEvidenceFields on Post {\n    sources(first: 100) {\n      id\n      title\n      publisher\n      date\n      url\n    }\n    changeLog(first: 100) {\n      id\n      date\n      summary\n      reviewedBy {\n        ...ReviewerFields\n      }\n    }\n  }\n": typeof types.ArticleEvidenceFieldsFragmentDoc,
    "\n  fragment TranslationReviewFields on Post {\n    translationSource\n    translationReviewedBy\n    translationReviewedOn\n    translationReviewNote\n  }\n": typeof types.TranslationReviewFieldsFragmentDoc,
    "\n  fragment CategoryRefFields on Category {\n    id\n    title\n    slug\n  }\n": typeof types.CategoryRefFieldsFragmentDoc,
    "\n  fragment SubCategoryRefFields on SubCategory {\n    id\n    title\n    slug\n  }\n": typeof types.SubCategoryRefFieldsFragmentDoc,
    "\n  fragment PostSummaryFields on Post {\n    id\n    title\n    slug\n    excerpt\n    createdAt\n    updatedAt\n    firstPublishedAt\n    category {\n      ...CategoryRefFields\n    }\n    subCategory {\n      ...SubCategoryRefFields\n    }\n    author {\n      ...AuthorSummaryFields\n    }\n  }\n": typeof types.PostSummaryFieldsFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    ...PostSummaryFields\n    coverImage {\n      ...AssetFields\n    }\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  fragment FaqFields on Faq {\n    id\n    question\n    answer\n  }\n": typeof types.FaqFieldsFragmentDoc,
    "\n  fragment FaqTranslationFields on Faq {\n    translationSource\n    englishUpdatedAt: updatedAt(variation: BASE)\n  }\n": typeof types.FaqTranslationFieldsFragmentDoc,
    "\n  fragment TopicFields on Topic {\n    id\n    name\n    faqs(first: 100) {\n      ...FaqFields\n    }\n  }\n": typeof types.TopicFieldsFragmentDoc,
    "\n  fragment UrgentHelpFields on UrgentHelp {\n    id\n    title\n    timeframe\n    steps\n    helplines(first: 20) {\n      id\n      name\n      phone\n      description\n      url\n    }\n    sourceTitle\n    sourceUrl\n    lastReviewed\n  }\n": typeof types.UrgentHelpFieldsFragmentDoc,
    "\n  fragment SeoFields on Seo {\n    id\n    title\n    description\n    canonicalUrl\n    keywords\n    lastReviewed\n    dateModified\n    reviewedBy {\n      ...ReviewerFields\n    }\n  }\n": typeof types.SeoFieldsFragmentDoc,
    "\n  query HomePage($locales: [Locale!]! = [en]) {\n    homePages(first: 1, locales: $locales) {\n      id\n      createdAt\n      updatedAt\n      seo {\n        ...SeoFields\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query LatestPosts($limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      ...PostListPageFields\n    }\n  }\n": typeof types.LatestPostsDocument,
    "\n  query MedicalTeam($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...AuthorProfileFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.MedicalTeamDocument,
    "\n  query ReviewedPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          id\n          category {\n            ...CategoryRefFields\n          }\n          seo {\n            reviewedBy(locales: [en]) {\n              slug\n            }\n          }\n          translationReviewedBy\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.ReviewedPostsDocument,
    "\n  query NavigationMenu($name: String!, $locales: [Locale!]! = [en]) {\n    navigationMenu(where: { name: $name }, locales: $locales) {\n      id\n      name\n      content(first: 50) {\n        __typename\n        ... on NavigationLink {\n          ...NavigationLinkFields\n        }\n        ... on NavigationDropdown {\n          id\n          title\n          links(first: 50) {\n            ...NavigationLinkFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  fragment NavigationLinkFields on NavigationLink {\n    id\n    title\n    url\n    isColored\n  }\n": typeof types.NavigationLinkFieldsFragmentDoc,
    "\n  query PageBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    page(where: { slug: $slug }, locales: $locales) {\n      ...PageSummaryFields\n      ...PageLanguagesFields\n      url\n      headerOneText\n      headerTwoText\n      sitemap\n      useHeroImage\n      showRankingMethod\n      updatedAt\n      ...PageTranslationFields\n      headerImage {\n        ...AssetFields\n      }\n      author {\n        ...AuthorSummaryFields\n      }\n      seo {\n        ...SeoFields\n      }\n      defaultChart {\n        ...ChartFields\n      }\n      topics(first: 100) {\n        ...TopicFields\n      }\n      content {\n        json\n        references(first: 100) {\n          __typename\n          ... on Post {\n            ...PostCardFields\n          }\n          ... on Page {\n            ...PageSummaryFields\n          }\n          ... on Promotion {\n            ...PromotionFields\n          }\n          ... on Asset {\n            ...AssetFields\n          }\n          ... on DeepLink {\n            ...DeepLinkFields\n          }\n          ... on Faq {\n            ...FaqFields\n          }\n          ... on Chart {\n            ...ChartFields\n          }\n          ... on Topic {\n            ...TopicFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.PageBySlugDocument,
    "\n  fragment PageTranslationFields on Page {\n    translationSource\n    translationReviewedBy\n    translationReviewedOn\n    translationReviewNote\n    englishUpdatedAt: updatedAt(variation: BASE)\n  }\n": typeof types.PageTranslationFieldsFragmentDoc,
    "\n  fragment PageSummaryFields on Page {\n    id\n    title\n    slug\n    metaDescription\n  }\n": typeof types.PageSummaryFieldsFragmentDoc,
    "\n  query PageReferences($first: Int!, $skip: Int!) {\n    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {\n      edges {\n        node {\n          slug\n          defaultChart {\n            id\n          }\n          content {\n            references(first: 100) {\n              ... on Post {\n                id\n              }\n              ... on Page {\n                id\n              }\n              ... on Promotion {\n                id\n              }\n              ... on Chart {\n                id\n              }\n            }\n          }\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.PageReferencesDocument,
    "\n  query PepHours {\n    ideal: fact(where: { slug: \"pep-start-timing\" }) {\n      number\n    }\n    limit: fact(where: { slug: \"pep-start-limit\" }) {\n      number\n    }\n  }\n": typeof types.PepHoursDocument,
    "\n  query PostBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    post(where: { slug: $slug }, locales: $locales) {\n      ...PostCardFields\n      ...PostLanguagesFields\n      tags\n      seo {\n        ...SeoFields\n      }\n      ...ArticleEvidenceFields\n      ...TranslationReviewFields\n      urgentHelp(first: 10) {\n        ...UrgentHelpFields\n      }\n      content {\n        json\n        references(first: 100) {\n          __typename\n          ... on Asset {\n            ...AssetFields\n          }\n          ... on DeepLink {\n            ...DeepLinkFields\n          }\n          ... on Promotion {\n            ...PromotionFields\n          }\n          ... on ProductReview {\n            ...ProductReviewFields\n          }\n          ... on Faq {\n            ...FaqFields\n            ...FaqTranslationFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.PostBySlugDocument,
    "\n  query PostsByCategory($category: String = \"\", $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(where: { category: { slug: $category } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      ...PostListPageFields\n    }\n  }\n": typeof types.PostsByCategoryDocument,
    "\n  query PostsBySubCategory($category: String!, $subCategory: String!, $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(\n      where: { category: { slug: $category }, subCategory: { slug: $subCategory } }\n      orderBy: createdAt_DESC\n      first: $limit\n      skip: $offset\n      locales: $locales\n    ) {\n      ...PostListPageFields\n    }\n  }\n": typeof types.PostsBySubCategoryDocument,
    "\n  query RankingMethod {\n    rankingCriteria(orderBy: position_ASC, first: 20) {\n      id\n      name\n      slug\n      description\n      weight\n    }\n    promotions(orderBy: score_DESC, first: 100) {\n      id\n      slug\n      productName\n      score\n      ribbon\n      resultsTime\n      priceUsd\n      infectionsTested\n      resultsDaysMax\n      factsVerifiedOn\n      advertiser {\n        id\n        name\n        isDisabled\n      }\n      ratings(first: 20) {\n        id\n        rating\n        criterion {\n          id\n          weight\n        }\n      }\n    }\n  }\n": typeof types.RankingMethodDocument,
    "\n  fragment RelatedPostFields on Post {\n    id\n    slug\n    title\n    excerpt\n    tags\n    category {\n      slug\n      title\n    }\n    subCategory {\n      slug\n    }\n  }\n": typeof types.RelatedPostFieldsFragmentDoc,
    "\n  query RelatedPosts($subCategory: String!, $category: String!, $first: Int!) {\n    sameSubCategory: posts(where: { subCategory: { slug: $subCategory } }, orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    sameCategory: posts(where: { category: { slug: $category } }, orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    newest: posts(orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    advertisers(first: 100) {\n      review\n    }\n  }\n": typeof types.RelatedPostsDocument,
    "\n  fragment SearchDocumentFields on Post {\n    id\n    slug\n    title\n    excerpt\n    tags\n    createdAt\n    updatedAt\n    category {\n      slug\n      title\n    }\n    subCategory {\n      slug\n      title\n    }\n    seo {\n      keywords\n      lastReviewed\n    }\n    content {\n      json\n    }\n  }\n": typeof types.SearchDocumentFieldsFragmentDoc,
    "\n  query SearchDocuments($first: Int!, $skip: Int!, $locales: [Locale!]!) {\n    postsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...SearchDocumentFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.SearchDocumentsDocument,
    "\n  query SearchDocument($id: ID!, $locales: [Locale!]!) {\n    post(where: { id: $id }, locales: $locales) {\n      ...SearchDocumentFields\n    }\n  }\n": typeof types.SearchDocumentDocument,
    "\n  query SearchState($locales: [Locale!]!) {\n    postsConnection(first: 1, orderBy: updatedAt_DESC, locales: $locales) {\n      aggregate {\n        count\n      }\n      edges {\n        node {\n          id\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.SearchStateDocument,
    "\n  query SearchSynonyms($first: Int!, $skip: Int!, $locales: [Locale!]!) {\n    searchSynonymsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          term\n          synonyms\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": typeof types.SearchSynonymsDocument,
    "\n  query SiteConfig($locales: [Locale!]! = [en]) {\n    siteConfigs(first: 1, locales: $locales) {\n      id\n      name\n      domain\n      colorPalette\n      gaMeasurementId\n      gtmId\n      reviewIntervalMonths\n      logo {\n        ...AssetFields\n      }\n      logoMobile {\n        ...AssetFields\n      }\n      favicon {\n        ...AssetFields\n      }\n      miniChart {\n        ...ChartFields\n      }\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  query WindowPeriods($locales: [Locale!]! = [en], $factSlugs: [String!]!) {\n    windowPeriods(orderBy: position_ASC, first: 100, locales: $locales) {\n      id\n      infection\n      testType\n      earliestDays\n      reliableDays\n      note\n      translationSource\n      englishUpdatedAt: updatedAt(variation: BASE)\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n      lastReviewed\n      reviewedBy {\n        name\n        slug\n      }\n      finalTest {\n        id\n        testType\n        reliableDays\n      }\n    }\n    preventionFollowUps(orderBy: position_ASC, first: 20, locales: $locales) {\n      id\n      prevention\n      label\n      advice\n      finalDays\n      finalTest\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n      sourceDate\n      lastReviewed\n      reviewedBy {\n        name\n      }\n      windowPeriods {\n        id\n      }\n    }\n    facts(where: { slug_in: $factSlugs }, first: 20) {\n      slug\n      value\n      number\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n    }\n    pepArticle: post(where: { slug: \"pep-after-hiv-exposure\" }, locales: [en]) {\n      ...PostLanguagesFields\n    }\n    urgentCareArticle: post(where: { slug: \"when-to-seek-urgent-sexual-health-care\" }, locales: [en]) {\n      ...PostLanguagesFields\n    }\n  }\n": typeof types.WindowPeriodsDocument,
};
const documents: Documents = {
    "\n  query AuthorBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    author(where: { slug: $slug }, locales: $locales) {\n      ...AuthorProfileFields\n    }\n  }\n": types.AuthorBySlugDocument,
    "\n  query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(where: { author: { slug: $slug } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        ...ListPageInfoFields\n      }\n    }\n  }\n": types.AuthorPostsDocument,
    "\n  query BrandsByDeepLink($names: [String!]!) {\n    advertisers(where: { deepLink: { name_in: $names } }, first: 100) {\n      name\n      deepLink {\n        name\n      }\n    }\n  }\n": types.BrandsByDeepLinkDocument,
    "\n  query Categories($locales: [Locale!]! = [en]) {\n    categories(first: 100, orderBy: title_ASC, locales: $locales) {\n      ...CategoryRefFields\n      description\n      coverImage {\n        ...AssetFields\n      }\n      subCategories(first: 100, orderBy: title_ASC) {\n        ...SubCategoryRefFields\n        description\n      }\n    }\n  }\n": types.CategoriesDocument,
    "\n  fragment PostIndexFields on Post {\n    id\n    slug\n    title\n    excerpt\n    createdAt\n    updatedAt\n    author {\n      name\n      slug\n    }\n    category {\n      slug\n    }\n    subCategory {\n      slug\n    }\n    ...PostLanguagesFields\n  }\n": types.PostIndexFieldsFragmentDoc,
    "\n  query PostIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...PostIndexFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.PostIndexDocument,
    "\n  query PostIndexEntry($id: ID!, $locales: [Locale!]! = [en]) {\n    post(where: { id: $id }, locales: $locales) {\n      ...PostIndexFields\n    }\n  }\n": types.PostIndexEntryDocument,
    "\n  query PostLanguagesBySlug($slugs: [String!]!) {\n    posts(where: { slug_in: $slugs }, first: 100) {\n      slug\n      ...PostLanguagesFields\n    }\n  }\n": types.PostLanguagesBySlugDocument,
    "\n  query PageIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          id\n          slug\n          sitemap\n          updatedAt\n          ...PageLanguagesFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.PageIndexDocument,
    "\n  query AuthorIndex($first: Int!, $skip: Int!) {\n    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {\n      edges {\n        node {\n          id\n          slug\n          updatedAt\n          localizations(locales: [en, es], includeCurrent: true) {\n            locale\n            updatedAt\n          }\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.AuthorIndexDocument,
    "\n  query PostCount($where: PostWhereInput, $locales: [Locale!]! = [en]) {\n    postsConnection(where: $where, first: 0, locales: $locales) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.PostCountDocument,
    "\n  query NewestPostUpdate($where: PostWhereInput, $locales: [Locale!]! = [en]) {\n    postsConnection(where: $where, orderBy: updatedAt_DESC, first: 1, locales: $locales) {\n      edges {\n        node {\n          updatedAt\n        }\n      }\n      aggregate {\n        count\n      }\n    }\n  }\n": types.NewestPostUpdateDocument,
    "\n  query PostAtPosition($skip: Int!) {\n    posts(orderBy: createdAt_ASC, first: 1, skip: $skip) {\n      createdAt\n    }\n  }\n": types.PostAtPositionDocument,
    "\n  query SitemapPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    posts(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      slug\n      updatedAt\n      ...PostLanguagesFields\n    }\n  }\n": types.SitemapPostsDocument,
    "\n  query RssItems($first: Int!, $locales: [Locale!]! = [en]) {\n    posts(orderBy: createdAt_DESC, first: $first, locales: $locales) {\n      title\n      slug\n      excerpt\n      createdAt\n      firstPublishedAt\n      author {\n        name\n      }\n    }\n  }\n": types.RssItemsDocument,
    "\n  query DeepLinkByName($name: String!) {\n    deepLink(where: { name: $name }) {\n      affiliate_link\n    }\n    disabledAdvertisers: advertisers(where: { deepLink: { name: $name }, isDisabled: true }, first: 1) {\n      id\n    }\n  }\n": types.DeepLinkByNameDocument,
    "\n  fragment AssetFields on Asset {\n    id\n    url\n    width\n    height\n    mimeType\n    alt\n  }\n": types.AssetFieldsFragmentDoc,
    "\n  fragment AuthorSummaryFields on Author {\n    id\n    name\n    slug\n  }\n": types.AuthorSummaryFieldsFragmentDoc,
    "\n  fragment AuthorProfileFields on Author {\n    ...AuthorSummaryFields\n    title\n    linkedin\n    biography\n    credentials\n    licence\n    conflictOfInterest\n    picture {\n      ...AssetFields\n    }\n  }\n": types.AuthorProfileFieldsFragmentDoc,
    "\n  fragment ReviewerFields on Author {\n    ...AuthorSummaryFields\n    credentials\n  }\n": types.ReviewerFieldsFragmentDoc,
    "\n  fragment DeepLinkFields on DeepLink {\n    id\n    name\n    cta\n    affiliate_link\n  }\n": types.DeepLinkFieldsFragmentDoc,
    "\n  fragment PromotionFields on Promotion {\n    id\n    slug\n    productName\n    testsFor\n    sampleType\n    resultsTime\n    score\n    couponText\n    ribbon\n    features_md\n    callToAction\n    priceUsd\n    infectionsTested\n    resultsDaysMax\n    factsVerifiedOn\n    deepLink {\n      ...DeepLinkFields\n    }\n    landing_page_preview_image {\n      ...AssetFields\n    }\n    advertiser {\n      id\n      name\n      isDisabled\n      domain\n      defaultCouponText\n      features_md\n      review\n      logo {\n        ...AssetFields\n      }\n      landing_page_preview_image {\n        ...AssetFields\n      }\n      deepLink {\n        ...DeepLinkFields\n      }\n    }\n  }\n": types.PromotionFieldsFragmentDoc,
    "\n  fragment ChartFields on Chart {\n    id\n    name\n    promotions(first: 100, orderBy: score_DESC) {\n      ...PromotionFields\n    }\n  }\n": types.ChartFieldsFragmentDoc,
    "\n  fragment ProductReviewFields on ProductReview {\n    id\n    name\n    description\n    pros\n    cons\n    product {\n      id\n      score\n      ribbon\n    }\n    brand {\n      id\n      name\n      domain\n      isDisabled\n    }\n    deepLink {\n      ...DeepLinkFields\n    }\n    image {\n      ...AssetFields\n    }\n  }\n": types.ProductReviewFieldsFragmentDoc,
    "\n  fragment PostLanguagesFields on Post {\n    localizations(locales: [en, es], includeCurrent: true) {\n      locale\n      slug\n    }\n  }\n": types.PostLanguagesFieldsFragmentDoc,
    "\n  fragment PageLanguagesFields on Page {\n    localizations(locales: [en, es], includeCurrent: true) {\n      locale\n      slug\n    }\n  }\n": types.PageLanguagesFieldsFragmentDoc,
    "\n  fragment NextPageFields on PageInfo {\n    hasNextPage\n  }\n": types.NextPageFieldsFragmentDoc,
    "\n  fragment PostListPageFields on PostConnection {\n    edges {\n      node {\n        ...PostSummaryFields\n        coverImage {\n          id\n          url(transformation: { image: { resize: { width: $width } }, document: { output: { format: webp } } })\n          width\n          height\n          mimeType\n          alt\n        }\n      }\n    }\n    pageInfo {\n      ...ListPageInfoFields\n    }\n    aggregate {\n      count\n    }\n  }\n": types.PostListPageFieldsFragmentDoc,
    "\n  fragment ListPageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    pageSize\n  }\n": types.ListPageInfoFieldsFragmentDoc,
    "\n  fragment ArticleEvidenceFields on Post {\n    sources(first: 100) {\n      id\n      title\n      publisher\n      date\n      url\n    }\n    changeLog(first: 100) {\n      id\n      date\n      summary\n      reviewedBy {\n        ...ReviewerFields\n      }\n    }\n  }\n": types.ArticleEvidenceFieldsFragmentDoc,
    "\n  fragment TranslationReviewFields on Post {\n    translationSource\n    translationReviewedBy\n    translationReviewedOn\n    translationReviewNote\n  }\n": types.TranslationReviewFieldsFragmentDoc,
    "\n  fragment CategoryRefFields on Category {\n    id\n    title\n    slug\n  }\n": types.CategoryRefFieldsFragmentDoc,
    "\n  fragment SubCategoryRefFields on SubCategory {\n    id\n    title\n    slug\n  }\n": types.SubCategoryRefFieldsFragmentDoc,
    "\n  fragment PostSummaryFields on Post {\n    id\n    title\n    slug\n    excerpt\n    createdAt\n    updatedAt\n    firstPublishedAt\n    category {\n      ...CategoryRefFields\n    }\n    subCategory {\n      ...SubCategoryRefFields\n    }\n    author {\n      ...AuthorSummaryFields\n    }\n  }\n": types.PostSummaryFieldsFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    ...PostSummaryFields\n    coverImage {\n      ...AssetFields\n    }\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  fragment FaqFields on Faq {\n    id\n    question\n    answer\n  }\n": types.FaqFieldsFragmentDoc,
    "\n  fragment FaqTranslationFields on Faq {\n    translationSource\n    englishUpdatedAt: updatedAt(variation: BASE)\n  }\n": types.FaqTranslationFieldsFragmentDoc,
    "\n  fragment TopicFields on Topic {\n    id\n    name\n    faqs(first: 100) {\n      ...FaqFields\n    }\n  }\n": types.TopicFieldsFragmentDoc,
    "\n  fragment UrgentHelpFields on UrgentHelp {\n    id\n    title\n    timeframe\n    steps\n    helplines(first: 20) {\n      id\n      name\n      phone\n      description\n      url\n    }\n    sourceTitle\n    sourceUrl\n    lastReviewed\n  }\n": types.UrgentHelpFieldsFragmentDoc,
    "\n  fragment SeoFields on Seo {\n    id\n    title\n    description\n    canonicalUrl\n    keywords\n    lastReviewed\n    dateModified\n    reviewedBy {\n      ...ReviewerFields\n    }\n  }\n": types.SeoFieldsFragmentDoc,
    "\n  query HomePage($locales: [Locale!]! = [en]) {\n    homePages(first: 1, locales: $locales) {\n      id\n      createdAt\n      updatedAt\n      seo {\n        ...SeoFields\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query LatestPosts($limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      ...PostListPageFields\n    }\n  }\n": types.LatestPostsDocument,
    "\n  query MedicalTeam($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...AuthorProfileFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.MedicalTeamDocument,
    "\n  query ReviewedPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          id\n          category {\n            ...CategoryRefFields\n          }\n          seo {\n            reviewedBy(locales: [en]) {\n              slug\n            }\n          }\n          translationReviewedBy\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.ReviewedPostsDocument,
    "\n  query NavigationMenu($name: String!, $locales: [Locale!]! = [en]) {\n    navigationMenu(where: { name: $name }, locales: $locales) {\n      id\n      name\n      content(first: 50) {\n        __typename\n        ... on NavigationLink {\n          ...NavigationLinkFields\n        }\n        ... on NavigationDropdown {\n          id\n          title\n          links(first: 50) {\n            ...NavigationLinkFields\n          }\n        }\n      }\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  fragment NavigationLinkFields on NavigationLink {\n    id\n    title\n    url\n    isColored\n  }\n": types.NavigationLinkFieldsFragmentDoc,
    "\n  query PageBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    page(where: { slug: $slug }, locales: $locales) {\n      ...PageSummaryFields\n      ...PageLanguagesFields\n      url\n      headerOneText\n      headerTwoText\n      sitemap\n      useHeroImage\n      showRankingMethod\n      updatedAt\n      ...PageTranslationFields\n      headerImage {\n        ...AssetFields\n      }\n      author {\n        ...AuthorSummaryFields\n      }\n      seo {\n        ...SeoFields\n      }\n      defaultChart {\n        ...ChartFields\n      }\n      topics(first: 100) {\n        ...TopicFields\n      }\n      content {\n        json\n        references(first: 100) {\n          __typename\n          ... on Post {\n            ...PostCardFields\n          }\n          ... on Page {\n            ...PageSummaryFields\n          }\n          ... on Promotion {\n            ...PromotionFields\n          }\n          ... on Asset {\n            ...AssetFields\n          }\n          ... on DeepLink {\n            ...DeepLinkFields\n          }\n          ... on Faq {\n            ...FaqFields\n          }\n          ... on Chart {\n            ...ChartFields\n          }\n          ... on Topic {\n            ...TopicFields\n          }\n        }\n      }\n    }\n  }\n": types.PageBySlugDocument,
    "\n  fragment PageTranslationFields on Page {\n    translationSource\n    translationReviewedBy\n    translationReviewedOn\n    translationReviewNote\n    englishUpdatedAt: updatedAt(variation: BASE)\n  }\n": types.PageTranslationFieldsFragmentDoc,
    "\n  fragment PageSummaryFields on Page {\n    id\n    title\n    slug\n    metaDescription\n  }\n": types.PageSummaryFieldsFragmentDoc,
    "\n  query PageReferences($first: Int!, $skip: Int!) {\n    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {\n      edges {\n        node {\n          slug\n          defaultChart {\n            id\n          }\n          content {\n            references(first: 100) {\n              ... on Post {\n                id\n              }\n              ... on Page {\n                id\n              }\n              ... on Promotion {\n                id\n              }\n              ... on Chart {\n                id\n              }\n            }\n          }\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.PageReferencesDocument,
    "\n  query PepHours {\n    ideal: fact(where: { slug: \"pep-start-timing\" }) {\n      number\n    }\n    limit: fact(where: { slug: \"pep-start-limit\" }) {\n      number\n    }\n  }\n": types.PepHoursDocument,
    "\n  query PostBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    post(where: { slug: $slug }, locales: $locales) {\n      ...PostCardFields\n      ...PostLanguagesFields\n      tags\n      seo {\n        ...SeoFields\n      }\n      ...ArticleEvidenceFields\n      ...TranslationReviewFields\n      urgentHelp(first: 10) {\n        ...UrgentHelpFields\n      }\n      content {\n        json\n        references(first: 100) {\n          __typename\n          ... on Asset {\n            ...AssetFields\n          }\n          ... on DeepLink {\n            ...DeepLinkFields\n          }\n          ... on Promotion {\n            ...PromotionFields\n          }\n          ... on ProductReview {\n            ...ProductReviewFields\n          }\n          ... on Faq {\n            ...FaqFields\n            ...FaqTranslationFields\n          }\n        }\n      }\n    }\n  }\n": types.PostBySlugDocument,
    "\n  query PostsByCategory($category: String = \"\", $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(where: { category: { slug: $category } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      ...PostListPageFields\n    }\n  }\n": types.PostsByCategoryDocument,
    "\n  query PostsBySubCategory($category: String!, $subCategory: String!, $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(\n      where: { category: { slug: $category }, subCategory: { slug: $subCategory } }\n      orderBy: createdAt_DESC\n      first: $limit\n      skip: $offset\n      locales: $locales\n    ) {\n      ...PostListPageFields\n    }\n  }\n": types.PostsBySubCategoryDocument,
    "\n  query RankingMethod {\n    rankingCriteria(orderBy: position_ASC, first: 20) {\n      id\n      name\n      slug\n      description\n      weight\n    }\n    promotions(orderBy: score_DESC, first: 100) {\n      id\n      slug\n      productName\n      score\n      ribbon\n      resultsTime\n      priceUsd\n      infectionsTested\n      resultsDaysMax\n      factsVerifiedOn\n      advertiser {\n        id\n        name\n        isDisabled\n      }\n      ratings(first: 20) {\n        id\n        rating\n        criterion {\n          id\n          weight\n        }\n      }\n    }\n  }\n": types.RankingMethodDocument,
    "\n  fragment RelatedPostFields on Post {\n    id\n    slug\n    title\n    excerpt\n    tags\n    category {\n      slug\n      title\n    }\n    subCategory {\n      slug\n    }\n  }\n": types.RelatedPostFieldsFragmentDoc,
    "\n  query RelatedPosts($subCategory: String!, $category: String!, $first: Int!) {\n    sameSubCategory: posts(where: { subCategory: { slug: $subCategory } }, orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    sameCategory: posts(where: { category: { slug: $category } }, orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    newest: posts(orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    advertisers(first: 100) {\n      review\n    }\n  }\n": types.RelatedPostsDocument,
    "\n  fragment SearchDocumentFields on Post {\n    id\n    slug\n    title\n    excerpt\n    tags\n    createdAt\n    updatedAt\n    category {\n      slug\n      title\n    }\n    subCategory {\n      slug\n      title\n    }\n    seo {\n      keywords\n      lastReviewed\n    }\n    content {\n      json\n    }\n  }\n": types.SearchDocumentFieldsFragmentDoc,
    "\n  query SearchDocuments($first: Int!, $skip: Int!, $locales: [Locale!]!) {\n    postsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...SearchDocumentFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.SearchDocumentsDocument,
    "\n  query SearchDocument($id: ID!, $locales: [Locale!]!) {\n    post(where: { id: $id }, locales: $locales) {\n      ...SearchDocumentFields\n    }\n  }\n": types.SearchDocumentDocument,
    "\n  query SearchState($locales: [Locale!]!) {\n    postsConnection(first: 1, orderBy: updatedAt_DESC, locales: $locales) {\n      aggregate {\n        count\n      }\n      edges {\n        node {\n          id\n          updatedAt\n        }\n      }\n    }\n  }\n": types.SearchStateDocument,
    "\n  query SearchSynonyms($first: Int!, $skip: Int!, $locales: [Locale!]!) {\n    searchSynonymsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          term\n          synonyms\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n": types.SearchSynonymsDocument,
    "\n  query SiteConfig($locales: [Locale!]! = [en]) {\n    siteConfigs(first: 1, locales: $locales) {\n      id\n      name\n      domain\n      colorPalette\n      gaMeasurementId\n      gtmId\n      reviewIntervalMonths\n      logo {\n        ...AssetFields\n      }\n      logoMobile {\n        ...AssetFields\n      }\n      favicon {\n        ...AssetFields\n      }\n      miniChart {\n        ...ChartFields\n      }\n    }\n  }\n": types.SiteConfigDocument,
    "\n  query WindowPeriods($locales: [Locale!]! = [en], $factSlugs: [String!]!) {\n    windowPeriods(orderBy: position_ASC, first: 100, locales: $locales) {\n      id\n      infection\n      testType\n      earliestDays\n      reliableDays\n      note\n      translationSource\n      englishUpdatedAt: updatedAt(variation: BASE)\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n      lastReviewed\n      reviewedBy {\n        name\n        slug\n      }\n      finalTest {\n        id\n        testType\n        reliableDays\n      }\n    }\n    preventionFollowUps(orderBy: position_ASC, first: 20, locales: $locales) {\n      id\n      prevention\n      label\n      advice\n      finalDays\n      finalTest\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n      sourceDate\n      lastReviewed\n      reviewedBy {\n        name\n      }\n      windowPeriods {\n        id\n      }\n    }\n    facts(where: { slug_in: $factSlugs }, first: 20) {\n      slug\n      value\n      number\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n    }\n    pepArticle: post(where: { slug: \"pep-after-hiv-exposure\" }, locales: [en]) {\n      ...PostLanguagesFields\n    }\n    urgentCareArticle: post(where: { slug: \"when-to-seek-urgent-sexual-health-care\" }, locales: [en]) {\n      ...PostLanguagesFields\n    }\n  }\n": types.WindowPeriodsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    author(where: { slug: $slug }, locales: $locales) {\n      ...AuthorProfileFields\n    }\n  }\n"): typeof import('./graphql').AuthorBySlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(where: { author: { slug: $slug } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        ...ListPageInfoFields\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandsByDeepLink($names: [String!]!) {\n    advertisers(where: { deepLink: { name_in: $names } }, first: 100) {\n      name\n      deepLink {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').BrandsByDeepLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($locales: [Locale!]! = [en]) {\n    categories(first: 100, orderBy: title_ASC, locales: $locales) {\n      ...CategoryRefFields\n      description\n      coverImage {\n        ...AssetFields\n      }\n      subCategories(first: 100, orderBy: title_ASC) {\n        ...SubCategoryRefFields\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').CategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostIndexFields on Post {\n    id\n    slug\n    title\n    excerpt\n    createdAt\n    updatedAt\n    author {\n      name\n      slug\n    }\n    category {\n      slug\n    }\n    subCategory {\n      slug\n    }\n    ...PostLanguagesFields\n  }\n"): typeof import('./graphql').PostIndexFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...PostIndexFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').PostIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostIndexEntry($id: ID!, $locales: [Locale!]! = [en]) {\n    post(where: { id: $id }, locales: $locales) {\n      ...PostIndexFields\n    }\n  }\n"): typeof import('./graphql').PostIndexEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostLanguagesBySlug($slugs: [String!]!) {\n    posts(where: { slug_in: $slugs }, first: 100) {\n      slug\n      ...PostLanguagesFields\n    }\n  }\n"): typeof import('./graphql').PostLanguagesBySlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          id\n          slug\n          sitemap\n          updatedAt\n          ...PageLanguagesFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').PageIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorIndex($first: Int!, $skip: Int!) {\n    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {\n      edges {\n        node {\n          id\n          slug\n          updatedAt\n          localizations(locales: [en, es], includeCurrent: true) {\n            locale\n            updatedAt\n          }\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostCount($where: PostWhereInput, $locales: [Locale!]! = [en]) {\n    postsConnection(where: $where, first: 0, locales: $locales) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').PostCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewestPostUpdate($where: PostWhereInput, $locales: [Locale!]! = [en]) {\n    postsConnection(where: $where, orderBy: updatedAt_DESC, first: 1, locales: $locales) {\n      edges {\n        node {\n          updatedAt\n        }\n      }\n      aggregate {\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').NewestPostUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostAtPosition($skip: Int!) {\n    posts(orderBy: createdAt_ASC, first: 1, skip: $skip) {\n      createdAt\n    }\n  }\n"): typeof import('./graphql').PostAtPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    posts(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      slug\n      updatedAt\n      ...PostLanguagesFields\n    }\n  }\n"): typeof import('./graphql').SitemapPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RssItems($first: Int!, $locales: [Locale!]! = [en]) {\n    posts(orderBy: createdAt_DESC, first: $first, locales: $locales) {\n      title\n      slug\n      excerpt\n      createdAt\n      firstPublishedAt\n      author {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RssItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeepLinkByName($name: String!) {\n    deepLink(where: { name: $name }) {\n      affiliate_link\n    }\n    disabledAdvertisers: advertisers(where: { deepLink: { name: $name }, isDisabled: true }, first: 1) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeepLinkByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssetFields on Asset {\n    id\n    url\n    width\n    height\n    mimeType\n    alt\n  }\n"): typeof import('./graphql').AssetFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorSummaryFields on Author {\n    id\n    name\n    slug\n  }\n"): typeof import('./graphql').AuthorSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorProfileFields on Author {\n    ...AuthorSummaryFields\n    title\n    linkedin\n    biography\n    credentials\n    licence\n    conflictOfInterest\n    picture {\n      ...AssetFields\n    }\n  }\n"): typeof import('./graphql').AuthorProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewerFields on Author {\n    ...AuthorSummaryFields\n    credentials\n  }\n"): typeof import('./graphql').ReviewerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeepLinkFields on DeepLink {\n    id\n    name\n    cta\n    affiliate_link\n  }\n"): typeof import('./graphql').DeepLinkFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionFields on Promotion {\n    id\n    slug\n    productName\n    testsFor\n    sampleType\n    resultsTime\n    score\n    couponText\n    ribbon\n    features_md\n    callToAction\n    priceUsd\n    infectionsTested\n    resultsDaysMax\n    factsVerifiedOn\n    deepLink {\n      ...DeepLinkFields\n    }\n    landing_page_preview_image {\n      ...AssetFields\n    }\n    advertiser {\n      id\n      name\n      isDisabled\n      domain\n      defaultCouponText\n      features_md\n      review\n      logo {\n        ...AssetFields\n      }\n      landing_page_preview_image {\n        ...AssetFields\n      }\n      deepLink {\n        ...DeepLinkFields\n      }\n    }\n  }\n"): typeof import('./graphql').PromotionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChartFields on Chart {\n    id\n    name\n    promotions(first: 100, orderBy: score_DESC) {\n      ...PromotionFields\n    }\n  }\n"): typeof import('./graphql').ChartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviewFields on ProductReview {\n    id\n    name\n    description\n    pros\n    cons\n    product {\n      id\n      score\n      ribbon\n    }\n    brand {\n      id\n      name\n      domain\n      isDisabled\n    }\n    deepLink {\n      ...DeepLinkFields\n    }\n    image {\n      ...AssetFields\n    }\n  }\n"): typeof import('./graphql').ProductReviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostLanguagesFields on Post {\n    localizations(locales: [en, es], includeCurrent: true) {\n      locale\n      slug\n    }\n  }\n"): typeof import('./graphql').PostLanguagesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageLanguagesFields on Page {\n    localizations(locales: [en, es], includeCurrent: true) {\n      locale\n      slug\n    }\n  }\n"): typeof import('./graphql').PageLanguagesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextPageFields on PageInfo {\n    hasNextPage\n  }\n"): typeof import('./graphql').NextPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostListPageFields on PostConnection {\n    edges {\n      node {\n        ...PostSummaryFields\n        coverImage {\n          id\n          url(transformation: { image: { resize: { width: $width } }, document: { output: { format: webp } } })\n          width\n          height\n          mimeType\n          alt\n        }\n      }\n    }\n    pageInfo {\n      ...ListPageInfoFields\n    }\n    aggregate {\n      count\n    }\n  }\n"): typeof import('./graphql').PostListPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListPageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    pageSize\n  }\n"): typeof import('./graphql').ListPageInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleEvidenceFields on Post {\n    sources(first: 100) {\n      id\n      title\n      publisher\n      date\n      url\n    }\n    changeLog(first: 100) {\n      id\n      date\n      summary\n      reviewedBy {\n        ...ReviewerFields\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleEvidenceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranslationReviewFields on Post {\n    translationSource\n    translationReviewedBy\n    translationReviewedOn\n    translationReviewNote\n  }\n"): typeof import('./graphql').TranslationReviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryRefFields on Category {\n    id\n    title\n    slug\n  }\n"): typeof import('./graphql').CategoryRefFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubCategoryRefFields on SubCategory {\n    id\n    title\n    slug\n  }\n"): typeof import('./graphql').SubCategoryRefFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostSummaryFields on Post {\n    id\n    title\n    slug\n    excerpt\n    createdAt\n    updatedAt\n    firstPublishedAt\n    category {\n      ...CategoryRefFields\n    }\n    subCategory {\n      ...SubCategoryRefFields\n    }\n    author {\n      ...AuthorSummaryFields\n    }\n  }\n"): typeof import('./graphql').PostSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    ...PostSummaryFields\n    coverImage {\n      ...AssetFields\n    }\n  }\n"): typeof import('./graphql').PostCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaqFields on Faq {\n    id\n    question\n    answer\n  }\n"): typeof import('./graphql').FaqFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaqTranslationFields on Faq {\n    translationSource\n    englishUpdatedAt: updatedAt(variation: BASE)\n  }\n"): typeof import('./graphql').FaqTranslationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicFields on Topic {\n    id\n    name\n    faqs(first: 100) {\n      ...FaqFields\n    }\n  }\n"): typeof import('./graphql').TopicFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UrgentHelpFields on UrgentHelp {\n    id\n    title\n    timeframe\n    steps\n    helplines(first: 20) {\n      id\n      name\n      phone\n      description\n      url\n    }\n    sourceTitle\n    sourceUrl\n    lastReviewed\n  }\n"): typeof import('./graphql').UrgentHelpFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeoFields on Seo {\n    id\n    title\n    description\n    canonicalUrl\n    keywords\n    lastReviewed\n    dateModified\n    reviewedBy {\n      ...ReviewerFields\n    }\n  }\n"): typeof import('./graphql').SeoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($locales: [Locale!]! = [en]) {\n    homePages(first: 1, locales: $locales) {\n      id\n      createdAt\n      updatedAt\n      seo {\n        ...SeoFields\n      }\n    }\n  }\n"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestPosts($limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      ...PostListPageFields\n    }\n  }\n"): typeof import('./graphql').LatestPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicalTeam($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...AuthorProfileFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').MedicalTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewedPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          id\n          category {\n            ...CategoryRefFields\n          }\n          seo {\n            reviewedBy(locales: [en]) {\n              slug\n            }\n          }\n          translationReviewedBy\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewedPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationMenu($name: String!, $locales: [Locale!]! = [en]) {\n    navigationMenu(where: { name: $name }, locales: $locales) {\n      id\n      name\n      content(first: 50) {\n        __typename\n        ... on NavigationLink {\n          ...NavigationLinkFields\n        }\n        ... on NavigationDropdown {\n          id\n          title\n          links(first: 50) {\n            ...NavigationLinkFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NavigationMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavigationLinkFields on NavigationLink {\n    id\n    title\n    url\n    isColored\n  }\n"): typeof import('./graphql').NavigationLinkFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    page(where: { slug: $slug }, locales: $locales) {\n      ...PageSummaryFields\n      ...PageLanguagesFields\n      url\n      headerOneText\n      headerTwoText\n      sitemap\n      useHeroImage\n      showRankingMethod\n      updatedAt\n      ...PageTranslationFields\n      headerImage {\n        ...AssetFields\n      }\n      author {\n        ...AuthorSummaryFields\n      }\n      seo {\n        ...SeoFields\n      }\n      defaultChart {\n        ...ChartFields\n      }\n      topics(first: 100) {\n        ...TopicFields\n      }\n      content {\n        json\n        references(first: 100) {\n          __typename\n          ... on Post {\n            ...PostCardFields\n          }\n          ... on Page {\n            ...PageSummaryFields\n          }\n          ... on Promotion {\n            ...PromotionFields\n          }\n          ... on Asset {\n            ...AssetFields\n          }\n          ... on DeepLink {\n            ...DeepLinkFields\n          }\n          ... on Faq {\n            ...FaqFields\n          }\n          ... on Chart {\n            ...ChartFields\n          }\n          ... on Topic {\n            ...TopicFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PageBySlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageTranslationFields on Page {\n    translationSource\n    translationReviewedBy\n    translationReviewedOn\n    translationReviewNote\n    englishUpdatedAt: updatedAt(variation: BASE)\n  }\n"): typeof import('./graphql').PageTranslationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageSummaryFields on Page {\n    id\n    title\n    slug\n    metaDescription\n  }\n"): typeof import('./graphql').PageSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageReferences($first: Int!, $skip: Int!) {\n    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {\n      edges {\n        node {\n          slug\n          defaultChart {\n            id\n          }\n          content {\n            references(first: 100) {\n              ... on Post {\n                id\n              }\n              ... on Page {\n                id\n              }\n              ... on Promotion {\n                id\n              }\n              ... on Chart {\n                id\n              }\n            }\n          }\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').PageReferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PepHours {\n    ideal: fact(where: { slug: \"pep-start-timing\" }) {\n      number\n    }\n    limit: fact(where: { slug: \"pep-start-limit\" }) {\n      number\n    }\n  }\n"): typeof import('./graphql').PepHoursDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostBySlug($slug: String!, $locales: [Locale!]! = [en]) {\n    post(where: { slug: $slug }, locales: $locales) {\n      ...PostCardFields\n      ...PostLanguagesFields\n      tags\n      seo {\n        ...SeoFields\n      }\n      ...ArticleEvidenceFields\n      ...TranslationReviewFields\n      urgentHelp(first: 10) {\n        ...UrgentHelpFields\n      }\n      content {\n        json\n        references(first: 100) {\n          __typename\n          ... on Asset {\n            ...AssetFields\n          }\n          ... on DeepLink {\n            ...DeepLinkFields\n          }\n          ... on Promotion {\n            ...PromotionFields\n          }\n          ... on ProductReview {\n            ...ProductReviewFields\n          }\n          ... on Faq {\n            ...FaqFields\n            ...FaqTranslationFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostBySlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsByCategory($category: String = \"\", $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(where: { category: { slug: $category } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {\n      ...PostListPageFields\n    }\n  }\n"): typeof import('./graphql').PostsByCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsBySubCategory($category: String!, $subCategory: String!, $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {\n    postsConnection(\n      where: { category: { slug: $category }, subCategory: { slug: $subCategory } }\n      orderBy: createdAt_DESC\n      first: $limit\n      skip: $offset\n      locales: $locales\n    ) {\n      ...PostListPageFields\n    }\n  }\n"): typeof import('./graphql').PostsBySubCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingMethod {\n    rankingCriteria(orderBy: position_ASC, first: 20) {\n      id\n      name\n      slug\n      description\n      weight\n    }\n    promotions(orderBy: score_DESC, first: 100) {\n      id\n      slug\n      productName\n      score\n      ribbon\n      resultsTime\n      priceUsd\n      infectionsTested\n      resultsDaysMax\n      factsVerifiedOn\n      advertiser {\n        id\n        name\n        isDisabled\n      }\n      ratings(first: 20) {\n        id\n        rating\n        criterion {\n          id\n          weight\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RankingMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedPostFields on Post {\n    id\n    slug\n    title\n    excerpt\n    tags\n    category {\n      slug\n      title\n    }\n    subCategory {\n      slug\n    }\n  }\n"): typeof import('./graphql').RelatedPostFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedPosts($subCategory: String!, $category: String!, $first: Int!) {\n    sameSubCategory: posts(where: { subCategory: { slug: $subCategory } }, orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    sameCategory: posts(where: { category: { slug: $category } }, orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    newest: posts(orderBy: updatedAt_DESC, first: $first) {\n      ...RelatedPostFields\n    }\n    advertisers(first: 100) {\n      review\n    }\n  }\n"): typeof import('./graphql').RelatedPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchDocumentFields on Post {\n    id\n    slug\n    title\n    excerpt\n    tags\n    createdAt\n    updatedAt\n    category {\n      slug\n      title\n    }\n    subCategory {\n      slug\n      title\n    }\n    seo {\n      keywords\n      lastReviewed\n    }\n    content {\n      json\n    }\n  }\n"): typeof import('./graphql').SearchDocumentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchDocuments($first: Int!, $skip: Int!, $locales: [Locale!]!) {\n    postsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          ...SearchDocumentFields\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').SearchDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchDocument($id: ID!, $locales: [Locale!]!) {\n    post(where: { id: $id }, locales: $locales) {\n      ...SearchDocumentFields\n    }\n  }\n"): typeof import('./graphql').SearchDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchState($locales: [Locale!]!) {\n    postsConnection(first: 1, orderBy: updatedAt_DESC, locales: $locales) {\n      aggregate {\n        count\n      }\n      edges {\n        node {\n          id\n          updatedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSynonyms($first: Int!, $skip: Int!, $locales: [Locale!]!) {\n    searchSynonymsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {\n      edges {\n        node {\n          term\n          synonyms\n        }\n      }\n      pageInfo {\n        ...NextPageFields\n      }\n    }\n  }\n"): typeof import('./graphql').SearchSynonymsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig($locales: [Locale!]! = [en]) {\n    siteConfigs(first: 1, locales: $locales) {\n      id\n      name\n      domain\n      colorPalette\n      gaMeasurementId\n      gtmId\n      reviewIntervalMonths\n      logo {\n        ...AssetFields\n      }\n      logoMobile {\n        ...AssetFields\n      }\n      favicon {\n        ...AssetFields\n      }\n      miniChart {\n        ...ChartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SiteConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WindowPeriods($locales: [Locale!]! = [en], $factSlugs: [String!]!) {\n    windowPeriods(orderBy: position_ASC, first: 100, locales: $locales) {\n      id\n      infection\n      testType\n      earliestDays\n      reliableDays\n      note\n      translationSource\n      englishUpdatedAt: updatedAt(variation: BASE)\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n      lastReviewed\n      reviewedBy {\n        name\n        slug\n      }\n      finalTest {\n        id\n        testType\n        reliableDays\n      }\n    }\n    preventionFollowUps(orderBy: position_ASC, first: 20, locales: $locales) {\n      id\n      prevention\n      label\n      advice\n      finalDays\n      finalTest\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n      sourceDate\n      lastReviewed\n      reviewedBy {\n        name\n      }\n      windowPeriods {\n        id\n      }\n    }\n    facts(where: { slug_in: $factSlugs }, first: 20) {\n      slug\n      value\n      number\n      sourceTitle\n      sourcePublisher\n      sourceUrl\n    }\n    pepArticle: post(where: { slug: \"pep-after-hiv-exposure\" }, locales: [en]) {\n      ...PostLanguagesFields\n    }\n    urgentCareArticle: post(where: { slug: \"when-to-seek-urgent-sexual-health-care\" }, locales: [en]) {\n      ...PostLanguagesFields\n    }\n  }\n"): typeof import('./graphql').WindowPeriodsDocument;


export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}
