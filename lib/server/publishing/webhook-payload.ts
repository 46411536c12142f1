import { isNormalizedSlug } from "@sti-aware/contract/slug";

/**
 * The publish webhook's body, checked field by field before anything is regenerated: the body
 * is signed, but what it says still decides which paths the site rebuilds, so a value of the
 * wrong shape (a slug that is an object, a path, an unknown model) is refused with the field
 * named rather than turned into paths. Fields the site does not read are ignored, as Hygraph
 * sends every field of the entry.
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
] as const;
export type WebhookModel = (typeof WEBHOOK_MODELS)[number];

/** Hygraph's webhook operations. */
const OPERATIONS = ["create", "update", "publish", "unpublish", "delete"] as const;

/** A related entry as the webhook names it: its id and slug. */
export type WebhookReference = { id?: string; slug: string } | null;

export type WebhookPayload = {
  operation: (typeof OPERATIONS)[number];
  data: {
    __typename: WebhookModel;
    id: string;
    slug?: string;
    createdAt?: string;
    stage?: "DRAFT" | "PUBLISHED";
    author?: WebhookReference;
    category?: WebhookReference;
    subCategory?: WebhookReference;
  };
};

/** Ids are short tokens of letters, digits, '-' and '_' (Hygraph's cuids; this service's "post-<slug>"). */
const ID = /^[A-Za-z0-9_-]{1,200}$/;
const SLUG_MAX = 150;

const isSlug = (value: unknown): value is string => typeof value === "string" && value.length <= SLUG_MAX && isNormalizedSlug(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function reference(field: string, value: unknown): WebhookReference | string {
  if (value === null) return null;
  if (!isRecord(value)) return `data.${field} must be null or { id, slug }`;
  if (value.id !== undefined && (typeof value.id !== "string" || !ID.test(value.id))) return `data.${field}.id must be an entry id`;
  if (!isSlug(value.slug)) return `data.${field}.slug must be a slug (lower-case letters, digits and '-')`;
  return value.id === undefined ? { slug: value.slug } : { id: value.id, slug: value.slug };
}

/** The payload, or the first problem found, worded for the sender. */
export function parseWebhookPayload(value: unknown): { payload: WebhookPayload } | { problem: string } {
  if (!isRecord(value)) return { problem: "body must be { operation, data: { __typename, id } }" };
  const { operation, data } = value;
  if (typeof operation !== "string" || !(OPERATIONS as readonly string[]).includes(operation)) {
    return { problem: `operation must be one of ${OPERATIONS.join(", ")}` };
  }
  if (!isRecord(data)) return { problem: "data must be an object { __typename, id, … }" };
  if (typeof data.__typename !== "string" || !(WEBHOOK_MODELS as readonly string[]).includes(data.__typename)) {
    return { problem: `data.__typename must name a model of the content API (${WEBHOOK_MODELS.join(", ")})` };
  }
  if (typeof data.id !== "string" || !ID.test(data.id)) return { problem: "data.id must be an entry id (letters, digits, '-', '_'; at most 200)" };
  const entry: WebhookPayload["data"] = { __typename: data.__typename as WebhookModel, id: data.id };
  if (data.slug !== undefined && data.slug !== null) {
    if (!isSlug(data.slug)) return { problem: `data.slug must be a slug (lower-case letters, digits and '-', at most ${SLUG_MAX})` };
    entry.slug = data.slug;
  }
  if (data.createdAt !== undefined && data.createdAt !== null) {
    if (typeof data.createdAt !== "string" || Number.isNaN(Date.parse(data.createdAt))) return { problem: "data.createdAt must be an ISO date-time" };
    entry.createdAt = data.createdAt;
  }
  if (data.stage !== undefined && data.stage !== "DRAFT" && data.stage !== "PUBLISHED") return { problem: "data.stage must be DRAFT or PUBLISHED" };
  if (data.stage) entry.stage = data.stage;
  for (const field of ["author", "category", "subCategory"] as const) {
    if (data[field] === undefined) continue;
    const related = reference(field, data[field]);
    if (typeof related === "string") return { problem: related };
    entry[field] = related;
  }
  return { payload: { operation: operation as WebhookPayload["operation"], data: entry } };
}
