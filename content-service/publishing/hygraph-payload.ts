import { FIELDS, REVERSE, isReverse, LOCALIZED_TYPES, type FieldInfo } from "../store/models";
import { DEFAULT_LOCALE, localizationsOf, type Locale } from "../store/localization";
import type { ContentStore, Entry, Stage } from "../store/store";
import type { WebhookPayload } from "./delivery";

/**
 * The webhook body as Hygraph sends it, built by the rules of Hygraph's docs ("Webhooks" →
 * "Receiving a webhook"), so the site reads exactly what a hosted project sends:
 * - `{ operation, data }`; `data` always holds `__typename`, `id` and `stage`;
 * - every non-localized field of the entry at the top (system dates too), a component with its
 *   non-localized fields;
 * - every related entry as `{ id, __typename }` only (both sides of a relation: an author's posts);
 * - `localizations`: one `{ locale, …localized fields }` per locale of the entry (the default
 *   locale's too), a component's localized fields under it with its id; only for models with a
 *   localized field.
 * The snapshot is the operation's stage ("Create, Update, and Delete actions only send the draft
 * version. Publishing, and Unpublishing actions only send the published version."); the caller
 * passes that version. Rich text is sent as stored: the docs do not say how Hygraph writes it in a
 * webhook, and the site reads none of it (docs/hygraph.md).
 */

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ id, __typename }` of a stored relation (an id, or a list of ids); an id the store does not know is left out. */
function references(store: ContentStore, value: unknown): unknown {
  const one = (id: unknown) => {
    const model = typeof id === "string" ? store.modelOf(id) : undefined;
    return model ? { id, __typename: model } : null;
  };
  return Array.isArray(value) ? value.map(one).filter((reference) => reference !== null) : value === undefined || value === null ? null : one(value);
}

/** A component's (or model's) fields split into what goes at the top and what into a localization. */
function split(store: ContentStore, type: string, value: Fields, stage: Stage, ownId: string): { shared: Fields; localized: Fields } {
  const shared: Fields = {};
  const localized: Fields = {};
  for (const field of FIELDS.get(type) ?? []) {
    if (isReverse(type, field.name)) {
      const { model, field: back } = REVERSE[`${type}.${field.name}`];
      shared[field.name] = (store.referencing(model, back, stage).get(ownId) ?? []).map((entry) => ({ id: entry.id, __typename: model }));
      continue;
    }
    if (!(field.name in value)) continue;
    if (field.localized) {
      localized[field.name] = value[field.name];
      continue;
    }
    const [top, own] = fieldParts(store, field, value[field.name], stage);
    shared[field.name] = top;
    if (own !== undefined) localized[field.name] = own;
  }
  return { shared, localized };
}

/** A non-localized field: its value at the top, and for a component its localized fields (with the component's id). */
function fieldParts(store: ContentStore, field: FieldInfo, value: unknown, stage: Stage): [unknown, unknown] {
  if (field.kind === "model" || field.kind === "union") return [references(store, value), undefined];
  if (field.kind !== "component" || !LOCALIZED_TYPES.has(field.type)) return [field.kind === "component" ? componentTop(store, field.type, value, stage) : value, undefined];
  const parts = (item: unknown) => {
    if (!isObject(item)) return { shared: item, localized: undefined };
    const { shared, localized } = split(store, field.type, item, stage, String(item.id ?? ""));
    return { shared: { ...withId(item), ...shared }, localized: { ...withId(item), ...localized } };
  };
  if (Array.isArray(value)) {
    const items = value.map(parts);
    return [items.map((item) => item.shared), items.map((item) => item.localized)];
  }
  const { shared, localized } = parts(value);
  return [shared, localized];
}

const withId = (item: Fields) => (typeof item.id === "string" ? { id: item.id } : {});

/** A component without localized fields: at the top whole, its relations as references. */
function componentTop(store: ContentStore, type: string, value: unknown, stage: Stage): unknown {
  const one = (item: unknown) => (isObject(item) ? { ...withId(item), ...split(store, type, item, stage, String(item.id ?? "")).shared } : item);
  return Array.isArray(value) ? value.map(one) : one(value);
}

/** The body of a webhook for `entry` (the version of `stage`); `locales`: the locales the operation touched, listed first. */
export function hygraphWebhookBody(store: ContentStore, operation: string, entry: Entry, stage: Stage, locales: Locale[] = [DEFAULT_LOCALE]): WebhookPayload {
  const { __typename: model, id } = entry;
  const { shared, localized } = split(store, model, entry, stage, id);
  const data: WebhookPayload["data"] = { __typename: model, id, stage, createdAt: entry.createdAt, updatedAt: entry.updatedAt, publishedAt: entry.publishedAt, ...shared };
  if (LOCALIZED_TYPES.has(model) || Object.keys(localized).length) {
    const own = localizationsOf(entry);
    const every = [...new Set<Locale>([...locales, DEFAULT_LOCALE, ...(Object.keys(own) as Locale[])])].filter((locale) => locale === DEFAULT_LOCALE || own[locale]);
    data.localizations = every.map((locale) => {
      if (locale === DEFAULT_LOCALE) return { locale, createdAt: entry.createdAt, updatedAt: entry.updatedAt, publishedAt: entry.publishedAt, ...localized };
      const { createdAt, updatedAt, publishedAt, ...fields } = own[locale];
      return { locale, createdAt, updatedAt, publishedAt, ...fields };
    });
  }
  return { operation, data };
}
