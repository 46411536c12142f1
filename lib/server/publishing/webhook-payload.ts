import { isNormalizedSlug } from "@sti-aware/contract/slug";

/**
 * The publish webhook's body as Hygraph sends it (docs/hygraph.md, "Webhooks"), checked field by
 * field before anything is regenerated: the body is signed, but what it says still decides which
 * paths the site rebuilds, so a value of the wrong shape (a slug that is an object, a path, an
 * unknown model) is refused with the field named rather than turned into paths.
 *
 * Hygraph's "Receiving a webhook": `data` always holds `__typename`, `id` and `stage`; with
 * payloads on, every non-localized field at the top, related entries as `{ id, __typename }`
 * only, and an optional `localizations` array of `{ locale, …localized fields }`. A Post's or
 * Page's slug is localized, so it arrives only there; an Author's is not, so it is at the top.
 * Fields the site does not read are ignored.
 */

/** Every model of the content API (schema.graphql), the only names `__typename` may carry. */
export const WEBHOOK_MODELS = [
  "Post",
  "Page",
  "Author",
  "HomePage",
  "WindowPeriod",
  "Category",
  "SubCategory",
  "DeepLink",
  "Advertiser",
  "Promotion",
  "ProductReview",
  "Chart",
  "Faq",
  "Topic",
  "NavigationMenu",
  "SiteConfig",
  "Asset",
  "SearchSynonym",
  "UrgentHelp",
  "RankingCriterion",
  "PreventionFollowUp",
  "Fact",
] as const;
export type WebhookModel = (typeof WEBHOOK_MODELS)[number];

/** Hygraph's webhook operations ("Triggers": Create, Update, Delete, Publish, Unpublish). */
export const WEBHOOK_OPERATIONS = ["create", "update", "publish", "unpublish", "delete"] as const;
export type WebhookOperation = (typeof WEBHOOK_OPERATIONS)[number];

/** A related entry as Hygraph's payload names it: its model and id, nothing else. */
export type WebhookReference = { __typename: string; id: string } | null;

/** One locale's slug, from the payload's `localizations` (or, for a model whose slug is not localized, the top). */
export type LocalizedSlug = { locale: string; slug: string };

export type WebhookPayload = {
  operation: WebhookOperation;
  data: {
    __typename: WebhookModel;
    id: string;
    /** The content stage of the snapshot: DRAFT for create, update and delete; PUBLISHED for publish and unpublish. */
    stage?: string;
    /** The default locale's slug: the top-level one, or the default locale's localization's. */
    slug?: string;
    /** Every slug the payload names, one per locale. */
    slugs: LocalizedSlug[];
    createdAt?: string;
    author?: WebhookReference;
    category?: WebhookReference;
    subCategory?: WebhookReference;
  };
};

/** Ids are short tokens of letters, digits, '-' and '_' (Hygraph's cuids; this service's "post-<slug>"). */
const ID = /^[A-Za-z0-9_-]{1,200}$/;
/** Hygraph's stages are DRAFT, PUBLISHED and custom ones (an enum value). */
const STAGE = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** A locale's API id (en, es, de_AT …). */
const LOCALE = /^[A-Za-z]{2,3}(?:_[A-Za-z0-9]{2,8})?$/;
const SLUG_MAX = 150;
export const DEFAULT_PAYLOAD_LOCALE = "en";

const isSlug = (value: unknown): value is string => typeof value === "string" && value.length <= SLUG_MAX && isNormalizedSlug(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isDate = (value: unknown) => typeof value === "string" && !Number.isNaN(Date.parse(value));

function reference(field: string, value: unknown): WebhookReference | string {
  if (value === null) return null;
  if (!isRecord(value)) return `data.${field} must be null or { __typename, id }`;
  if (typeof value.id !== "string" || !ID.test(value.id)) return `data.${field}.id must be an entry id`;
  if (typeof value.__typename !== "string" || !/^[A-Z][A-Za-z0-9]{0,63}$/.test(value.__typename)) return `data.${field}.__typename must name a model`;
  return { __typename: value.__typename, id: value.id };
}

/** The slugs of `localizations` (and of the top, for a model whose slug is not localized), or the first problem. */
function slugsOf(data: Record<string, unknown>): LocalizedSlug[] | string {
  const slugs: LocalizedSlug[] = [];
  if (data.slug !== undefined && data.slug !== null) {
    if (!isSlug(data.slug)) return `data.slug must be a slug (lower-case letters, digits and '-', at most ${SLUG_MAX})`;
    slugs.push({ locale: DEFAULT_PAYLOAD_LOCALE, slug: data.slug });
  }
  if (data.localizations === undefined || data.localizations === null) return slugs;
  if (!Array.isArray(data.localizations)) return "data.localizations must be a list of { locale, …localized fields }";
  for (const [index, localization] of data.localizations.entries()) {
    if (!isRecord(localization) || typeof localization.locale !== "string" || !LOCALE.test(localization.locale)) {
      return `data.localizations[${index}].locale must name a locale`;
    }
    if (localization.slug === undefined || localization.slug === null) continue;
    if (!isSlug(localization.slug)) return `data.localizations[${index}].slug must be a slug (lower-case letters, digits and '-', at most ${SLUG_MAX})`;
    if (!slugs.some((known) => known.locale === localization.locale)) slugs.push({ locale: localization.locale, slug: localization.slug });
  }
  return slugs;
}

/** The payload, or the first problem found, worded for the sender. */
export function parseWebhookPayload(value: unknown): { payload: WebhookPayload } | { problem: string } {
  if (!isRecord(value)) return { problem: "body must be { operation, data: { __typename, id, stage } }" };
  const { operation, data } = value;
  if (typeof operation !== "string" || !(WEBHOOK_OPERATIONS as readonly string[]).includes(operation)) {
    return { problem: `operation must be one of ${WEBHOOK_OPERATIONS.join(", ")}` };
  }
  if (!isRecord(data)) return { problem: "data must be an object { __typename, id, stage, … }" };
  if (typeof data.__typename !== "string" || !(WEBHOOK_MODELS as readonly string[]).includes(data.__typename)) {
    return { problem: `data.__typename must name a model of the content API (${WEBHOOK_MODELS.join(", ")})` };
  }
  if (typeof data.id !== "string" || !ID.test(data.id)) return { problem: "data.id must be an entry id (letters, digits, '-', '_'; at most 200)" };
  if (data.stage !== undefined && (typeof data.stage !== "string" || !STAGE.test(data.stage))) return { problem: "data.stage must name a content stage (DRAFT, PUBLISHED, …)" };
  const slugs = slugsOf(data);
  if (typeof slugs === "string") return { problem: slugs };
  const entry: WebhookPayload["data"] = { __typename: data.__typename as WebhookModel, id: data.id, slugs };
  if (typeof data.stage === "string") entry.stage = data.stage;
  const own = slugs.find((known) => known.locale === DEFAULT_PAYLOAD_LOCALE);
  if (own) entry.slug = own.slug;
  if (data.createdAt !== undefined && data.createdAt !== null) {
    if (!isDate(data.createdAt)) return { problem: "data.createdAt must be an ISO date-time" };
    entry.createdAt = data.createdAt as string;
  }
  for (const field of ["author", "category", "subCategory"] as const) {
    if (data[field] === undefined) continue;
    const related = reference(field, data[field]);
    if (typeof related === "string") return { problem: related };
    entry[field] = related;
  }
  return { payload: { operation: operation as WebhookOperation, data: entry } };
}
