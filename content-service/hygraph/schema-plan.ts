import { Client, RelationalFieldType, SimpleFieldType, VisibilityTypes, WebhookMethod, WebhookTriggerAction, WebhookTriggerType } from "@hygraph/management-sdk";
import { lowerFirst, type FieldDefinition, type ModelDefinitions, type TypeDefinition } from "./model-definitions";

/**
 * What `npm run hygraph:setup` changes in a Hygraph project: the models, components, fields,
 * relations, unions and validations of models.graphql that the project's current schema (as its
 * Management API reports it, project-schema.ts) lacks, and the revalidation webhook, queued on
 * the official Management SDK's Client, and the project's locales (models.graphql's Locale
 * enumeration, its first value the default) with the fields it marks `@localized` set to "localize
 * field". Nothing else the project has is changed or deleted: the plan adds (and marks a field
 * localized), so running it again on a set-up project plans nothing.
 */

/** The project's schema as far as the plan needs it: which API ids exist where. */
export type ProjectSchema = {
  /** `localized`: the fields marked "localize field" (simple fields only). */
  models: { apiId: string; fields: string[]; localized?: string[] }[];
  components: { apiId: string; fields: string[]; localized?: string[] }[];
  enumerations: string[];
  /** The environment's locales; a new project has English as its default. */
  locales: { apiId: string; isDefault: boolean }[];
  webhooks: { name: string; url: string }[];
  /** The environment read (none offline): its name, its Content API address and its High Performance one. */
  environment?: { name: string; endpoint: string; newDeliveryUrl?: string };
};

export const EMPTY_PROJECT: ProjectSchema = {
  models: [{ apiId: "Asset", fields: ["id", "handle", "fileName", "mimeType", "width", "height", "size", "url"] }],
  components: [],
  enumerations: [],
  locales: [{ apiId: "en", isDefault: true }],
  webhooks: [],
};

export type WebhookSettings = { siteUrl: string; secret: string };
export const WEBHOOK_NAME = "Site revalidation";

const SIMPLE_TYPES: Record<string, SimpleFieldType> = {
  String: SimpleFieldType.String,
  Int: SimpleFieldType.Int,
  Float: SimpleFieldType.Float,
  Boolean: SimpleFieldType.Boolean,
  DateTime: SimpleFieldType.Datetime,
  Date: SimpleFieldType.Date,
  Json: SimpleFieldType.Json,
};

/** "subCategory" → "Sub category": the name editors see. */
const displayName = (apiId: string) => {
  const words = apiId.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
};

/** The hidden, one-way reverse side Hygraph requires of a relation read only from its owner. */
const hiddenReverse = (owner: string, field: string) => `${lowerFirst(owner)}${field[0].toUpperCase()}${field.slice(1)}`;

/** "Localize field": the SDK's isLocalized, on simple (and rich-text) fields, the only ones Hygraph localizes. */
const localized = (field: FieldDefinition) => (field.localized ? { isLocalized: true } : {});

/** The locales the project lacks (created), and the default locale set as the project's default. */
function planLocales(client: Client, locales: string[], current: ProjectSchema["locales"]): void {
  for (const locale of locales) {
    if (!current.some((existing) => existing.apiId === locale)) client.createLocale({ apiId: locale, displayName: LOCALE_NAMES[locale] ?? locale });
  }
  if (!current.some((existing) => existing.apiId === locales[0] && existing.isDefault)) client.updateLocale({ apiId: locales[0], isDefault: true });
}
const LOCALE_NAMES: Record<string, string> = { en: "English", es: "Spanish" };

function queueField(client: Client, parent: TypeDefinition, field: FieldDefinition, definitions: ModelDefinitions): void {
  // Visibility stated, not left to Hygraph's default: every field is read and edited in the UI (READ_WRITE).
  const common = { parentApiId: parent.apiId, apiId: field.apiId, displayName: displayName(field.apiId), visibility: VisibilityTypes.ReadWrite, ...(field.description ? { description: field.description } : {}) };
  switch (field.kind) {
    case "scalar":
      client.createSimpleField({ ...common, type: SIMPLE_TYPES[field.type], isList: field.list, isRequired: field.required, isUnique: field.unique, ...localized(field) });
      return;
    case "richText":
      client.createSimpleField({ ...common, type: SimpleFieldType.Richtext, isRequired: field.required, embedsEnabled: true, embeddableModels: field.embeds ?? [], ...localized(field) });
      return;
    case "component":
      client.createComponentField({ ...common, componentApiId: field.type, isList: field.list, isRequired: field.required });
      return;
    case "union": {
      const members = definitions.unions.find((union) => union.apiId === field.type)?.types ?? [];
      if (members.every((member) => definitions.components.some((component) => component.apiId === member))) {
        client.createComponentUnionField({ ...common, componentApiIds: members, isList: field.list, isRequired: field.required });
      } else {
        client.createUnionField({ ...common, isList: field.list, reverseField: { modelApiIds: members, apiId: hiddenReverse(parent.apiId, field.apiId), displayName: `${parent.apiId} ${field.apiId}`, isList: true } });
      }
      return;
    }
    case "relation": {
      // The two sides of a two-way relation are one field in Hygraph, created from the owning side.
      const target = definitions.models.find((model) => model.apiId === field.type);
      const twoWay = target?.fields.find((other) => other.reverseOf === field.apiId && other.type === parent.apiId);
      client.createRelationalField({
        ...common,
        type: field.type === "Asset" ? RelationalFieldType.Asset : RelationalFieldType.Relation,
        isList: field.list,
        // The SDK's type docs (Client.d.ts, mgmtServerTypes.d.ts): isRequired "is only supported for
        // RelationFieldType ASSET"; Hygraph does not hold another relation required (docs/hygraph.md).
        ...(field.type === "Asset" ? { isRequired: field.required } : {}),
        reverseField: twoWay
          ? { modelApiId: field.type, apiId: twoWay.apiId, displayName: displayName(twoWay.apiId), isList: twoWay.list }
          : { modelApiId: field.type, apiId: hiddenReverse(parent.apiId, field.apiId), displayName: `${parent.apiId} ${field.apiId}`, isList: true, isUnidirectional: true },
      });
      return;
    }
    case "enum":
      client.createEnumerableField({ ...common, enumerationApiId: field.type, isList: field.list, isRequired: field.required, isUnique: field.unique });
  }
}

/** The fields Hygraph owns on its Asset model; the project only adds its own (here `alt`). */
const ASSET_SYSTEM_FIELDS = new Set(["handle", "fileName", "mimeType", "width", "height", "size"]);

/** Queues on `client` every schema change the project lacks, and the webhook when settings are given. */
export function planSchema(client: Client, definitions: ModelDefinitions, current: ProjectSchema, webhook?: WebhookSettings): void {
  const has = <T extends { apiId: string }>(list: T[], apiId: string) => list.find((item) => item.apiId === apiId);
  planLocales(client, definitions.locales, current.locales);
  for (const enumeration of definitions.enumerations) {
    if (!current.enumerations.includes(enumeration.apiId)) {
      client.createEnumeration({ apiId: enumeration.apiId, displayName: displayName(enumeration.apiId), values: enumeration.values.map((value) => ({ apiId: value, displayName: displayName(value) })) });
    }
  }
  for (const component of definitions.components) {
    if (!has(current.components, component.apiId)) {
      client.createComponent({ apiId: component.apiId, apiIdPlural: `${component.apiId}s`, displayName: displayName(component.apiId), ...(component.description ? { description: component.description } : {}) });
    }
  }
  for (const model of definitions.models) {
    if (model.apiId !== "Asset" && !has(current.models, model.apiId)) {
      client.createModel({ apiId: model.apiId, apiIdPlural: model.apiIdPlural ?? `${model.apiId}s`, displayName: displayName(model.apiId), ...(model.description ? { description: model.description } : {}) });
    }
  }
  // Fields after every type exists: a relation, embed or component field names other types.
  for (const [parents, existing] of [
    [definitions.components, current.components],
    [definitions.models, current.models],
  ] as const) {
    for (const parent of parents) {
      const present = new Set(has(existing, parent.apiId)?.fields ?? []);
      const localizedNow = new Set(has(existing, parent.apiId)?.localized ?? []);
      for (const field of parent.fields) {
        if (field.reverseOf || (parent.apiId === "Asset" && ASSET_SYSTEM_FIELDS.has(field.apiId))) continue;
        // A field the project has is left as it is, except that one models.graphql localizes is marked localized.
        if (present.has(field.apiId)) {
          if (field.localized && !localizedNow.has(field.apiId)) client.updateSimpleField({ parentApiId: parent.apiId, apiId: field.apiId, isLocalized: true });
          continue;
        }
        queueField(client, parent, field, definitions);
      }
    }
  }
  if (webhook) planWebhook(client, current, webhook);
}

/** Queues the revalidation webhook unless the project has one to the same address. */
export function planWebhook(client: Client, current: Pick<ProjectSchema, "webhooks">, webhook: WebhookSettings): void {
  const url = new URL("/api/revalidate", webhook.siteUrl).toString();
  if (current.webhooks.some((existing) => existing.url === url)) return;
  client.createWebhook({
    name: WEBHOOK_NAME,
    description: "Regenerates the pages a published, unpublished or deleted entry touches (signed with CONTENT_WEBHOOK_SECRET).",
    url,
    method: WebhookMethod.Post,
    isActive: true,
    includePayload: true,
    // Empty lists: every model, every stage.
    models: [],
    stages: [],
    triggerType: WebhookTriggerType.ContentModel,
    triggerActions: [WebhookTriggerAction.Publish, WebhookTriggerAction.Unpublish, WebhookTriggerAction.Delete],
    secretKey: webhook.secret,
  });
}

/** The SDK's own dry run: the migration steps it would send, in order. */
export function dryRunPlan(definitions: ModelDefinitions, current: ProjectSchema, webhook?: WebhookSettings): ReturnType<Client["dryRun"]> {
  const client = new Client({ authToken: "dry-run", endpoint: "https://dry-run.invalid/content/dry-run/master" });
  planSchema(client, definitions, current, webhook);
  return client.dryRun();
}
