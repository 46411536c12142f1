/**
 * Every GraphQL operation the editor CLI sends, in one place: cli.ts and cli-synonyms.ts send
 * them, and the contract check (scripts/lib/hygraph-contract.ts) validates each, every template
 * filled in for each value it takes, against the API Hygraph generates from models.graphql.
 */

import { PAGE_FIELDS, POST_FIELDS } from "./front-matter";

/** The list fields the CLI names entries by slug in. */
export const SLUG_LIST_FIELDS = { post: "posts", page: "pages", author: "authors", category: "categories", "sub-category": "subCategories" } as const;
/** The models whose ids the CLI lists when a Markdown embed names none of them (rich-text embeds). */
export const EMBEDDABLE_LIST_FIELDS: Record<string, string> = { Asset: "assets", DeepLink: "deepLinks", Promotion: "promotions", ProductReview: "productReviews", Faq: "faqs", Chart: "charts", Topic: "topics", Post: "posts", Page: "pages" };

const SHOW_FIELDS = {
  post: "id slug title excerpt tags stage createdAt updatedAt publishedAt firstPublishedAt category { slug } subCategory { slug } author { slug } coverImage { id } seo { title description lastReviewed reviewedBy { slug } } sources { title publisher date url } changeLog { date summary reviewedBy { slug } } content { text }",
  page: "id slug title headerOneText headerTwoText metaDescription stage createdAt updatedAt publishedAt firstPublishedAt seo { title description lastReviewed reviewedBy { slug } } content { text }",
};

export const CLI_OPERATIONS = {
  slugs: (listField: string) => `query ($skip: Int!) { ${listField}(first: 100, skip: $skip, orderBy: slug_ASC) { slug } }`,
  reviewInterval: "{ siteConfigs(first: 1) { reviewIntervalMonths } }",
  listRows: (listField: "posts" | "pages") => `query ($skip: Int!) { ${listField}(first: 100, skip: $skip, orderBy: slug_ASC) { id slug updatedAt seo { lastReviewed } } }`,
  show: (model: "post" | "page") => `query ($slug: String!) { ${model}(where: { slug: $slug }) { ${SHOW_FIELDS[model]} } }`,
  /** An entry in a locale (its slug in that locale, falling back to the English slug), with its translation's provenance. */
  showLocalized: (model: "post" | "page") =>
    `query ($slug: String!, $locales: [Locale!]!) { ${model}(where: { slug: $slug }, locales: $locales) { locale ${SHOW_FIELDS[model]} translationSource translationReviewedBy translationReviewedOn translationReviewNote } }`,
  /** What publishing an English change leaves behind: the English revision and each translation's source. */
  translationState: (model: "post" | "page") =>
    `query ($slug: String!) { ${model}(where: { slug: $slug }) { ${model === "post" ? "changeLog { id date summary }" : "updatedAt(variation: BASE)"} localizations(locales: [es]) { locale slug translationSource } } }`,
  /** A page of rows with each entry's translation in `es`: its slug, stages and source. */
  listLocalized: (listField: "posts" | "pages") =>
    `query ($skip: Int!) { ${listField}(first: 100, skip: $skip, orderBy: slug_ASC) { slug publishedAt ${listField === "posts" ? "changeLog { id }" : "updatedAt(variation: BASE)"} localizations(locales: [es]) { slug published: publishedAt(variation: LOCALIZATION) updated: updatedAt(variation: LOCALIZATION) translationSource } } }`,
  /** A translation as the translators' file holds it (pull --locale). */
  pullLocalized: (model: "post" | "page") =>
    `query ($slug: String!, $locales: [Locale!]!) { ${model}(where: { slug: $slug }, locales: $locales) { locale slug title ${model === "post" ? "excerpt sources { title publisher url date }" : "headerOneText headerTwoText metaDescription"} seo { title description } translationSource translationReviewedBy translationReviewedOn translationReviewNote content { json } } }`,
  idOf: (model: "post" | "page") => `query ($slug: String!) { entry: ${model}(where: { slug: $slug }) { id } }`,
  publishLocalized: (model: "post" | "page") =>
    `mutation ($slug: String!, $locales: [Locale!]!) { publish${model === "post" ? "Post" : "Page"}(where: { slug: $slug }, locales: $locales, publishBase: false, to: PUBLISHED) { id slug } }`,
  pull: (model: "post" | "page") => `query ($slug: String!) { ${model}(where: { slug: $slug }) { ${model === "post" ? POST_FIELDS : PAGE_FIELDS} } }`,
  ids: (listField: string) => `{ ${listField}(first: 100) { id } }`,
  createPost: "mutation ($data: PostCreateInput!) { createPost(data: $data) { id slug stage } }",
  updatePost: "mutation ($slug: String!, $data: PostUpdateInput!) { updatePost(where: { slug: $slug }, data: $data) { id slug stage updatedAt } }",
  updatePage: "mutation ($slug: String!, $data: PageUpdateInput!) { updatePage(where: { slug: $slug }, data: $data) { id slug stage updatedAt } }",
  publishPost: "mutation ($slug: String!) { publishPost(where: { slug: $slug }, to: PUBLISHED) { id slug publishedAt firstPublishedAt } }",
  unpublishPost: "mutation ($slug: String!) { unpublishPost(where: { slug: $slug }, from: PUBLISHED) { id slug } }",
  deletePost: "mutation ($slug: String!) { deletePost(where: { slug: $slug }) { id slug } }",
  publishPage: "mutation ($slug: String!) { publishPage(where: { slug: $slug }, to: PUBLISHED) { id slug publishedAt firstPublishedAt } }",
  deleteSynonym: "mutation ($term: String!) { deleteSearchSynonym(where: { term: $term }) { id term } }",
  findSynonym: "query ($term: String!) { searchSynonym(where: { term: $term }) { id } }",
  updateSynonym: "mutation ($term: String!, $synonyms: [String!]!) { updateSearchSynonym(where: { term: $term }, data: { synonyms: $synonyms }) { id } }",
  createSynonym: "mutation ($term: String!, $synonyms: [String!]!) { createSearchSynonym(data: { term: $term, synonyms: $synonyms }) { id } }",
  publishSynonym: "mutation ($term: String!) { publishSearchSynonym(where: { term: $term }, to: PUBLISHED) { id term synonyms publishedAt } }",
  // A translation's words are a localization of an entry (Hygraph: a localized unique field is looked up in the first of `locales`).
  findSynonymIn: "query ($term: String!, $locale: Locale!) { searchSynonym(where: { term: $term }, locales: [$locale]) { id } }",
  setSynonymLocalization:
    "mutation ($id: ID!, $locale: Locale!, $term: String!, $synonyms: [String!]!) { updateSearchSynonym(where: { id: $id }, data: { localizations: { upsert: [{ locale: $locale, create: { term: $term, synonyms: $synonyms }, update: { term: $term, synonyms: $synonyms } }] } }) { id } }",
  publishSynonymLocalization:
    "mutation ($id: ID!, $locale: Locale!) { publishSearchSynonym(where: { id: $id }, locales: [$locale], publishBase: false, to: PUBLISHED) { id } }",
  unpublishSynonymLocalization: "mutation ($id: ID!, $locale: Locale!) { unpublishSearchSynonym(where: { id: $id }, locales: [$locale], unpublishBase: false, from: PUBLISHED) { id } }",
  deleteSynonymLocalization: "mutation ($id: ID!, $locale: Locale!) { updateSearchSynonym(where: { id: $id }, data: { localizations: { delete: [$locale] } }) { id } }",
};

/** Every operation above, each template once per value the CLI gives it, named for error messages. */
export function everyCliOperation(): { name: string; query: string }[] {
  const operations: { name: string; query: string }[] = [];
  for (const [name, operation] of Object.entries(CLI_OPERATIONS)) {
    if (typeof operation === "string") operations.push({ name, query: operation });
  }
  for (const field of Object.values(SLUG_LIST_FIELDS)) operations.push({ name: `slugs(${field})`, query: CLI_OPERATIONS.slugs(field) });
  for (const field of ["posts", "pages"] as const) operations.push({ name: `listRows(${field})`, query: CLI_OPERATIONS.listRows(field) }, { name: `listLocalized(${field})`, query: CLI_OPERATIONS.listLocalized(field) });
  for (const model of ["post", "page"] as const) {
    operations.push({ name: `show(${model})`, query: CLI_OPERATIONS.show(model) }, { name: `pull(${model})`, query: CLI_OPERATIONS.pull(model) });
    operations.push({ name: `showLocalized(${model})`, query: CLI_OPERATIONS.showLocalized(model) }, { name: `translationState(${model})`, query: CLI_OPERATIONS.translationState(model) });
    operations.push({ name: `publishLocalized(${model})`, query: CLI_OPERATIONS.publishLocalized(model) }, { name: `idOf(${model})`, query: CLI_OPERATIONS.idOf(model) }, { name: `pullLocalized(${model})`, query: CLI_OPERATIONS.pullLocalized(model) });
  }
  for (const field of Object.values(EMBEDDABLE_LIST_FIELDS)) operations.push({ name: `ids(${field})`, query: CLI_OPERATIONS.ids(field) });
  return operations;
}
