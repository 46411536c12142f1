import { buildSchema, type GraphQLSchema } from "graphql";
import { ASSET_SYSTEM_FIELDS, HYGRAPH_ASSET_EXTRA_FIELDS, HYGRAPH_ASSET_UPLOAD_SDL } from "./hygraph-asset-types";
import { lowerFirst, type FieldDefinition, type ModelDefinitions, type TypeDefinition } from "./model-definitions";
import { planDefinitions } from "./plan-definitions";

/**
 * The content API of the project `npm run hygraph:setup` makes (its plan read back by
 * plan-definitions.ts, not models.graphql), by Hygraph's documented rules (schema reference:
 * system fields, components, relations, rich text, assets; content API: queries, filtering,
 * ordering, pagination, mutations, nested mutations), sharing nothing with the service's schema.ts.
 * The contract check validates every operation the site, the CLI and the tools send against it.
 * Kept to what can be checked: scheduling types appear only as far as their fields and arguments
 * need. Localization (a model with a localized field gains `locale`, `localizations(locales,
 * includeCurrent)`, system dates with a `variation`, and `localizations` in its create and update
 * inputs) follows Hygraph's localization page (hygraph.com/docs/api-reference/content-api/
 * localization) and the shapes of a Hygraph-generated schema (docs/hygraph.md, "Localization").
 */

const FILTERABLE_SCALARS = new Set(["ID", "String", "Int", "Float", "Boolean", "DateTime", "Date"]);
const COMPARABLE = new Set(["Int", "Float", "DateTime", "Date"]);
const TEXT = new Set(["ID", "String"]);
const PAGING = "skip: Int, after: String, before: String, first: Int, last: Int";
const LOCALES = "locales: [Locale!]";

function scalarFilters(name: string, type: string, list: boolean): string[] {
  if (list) return [`${name}: [${type}!]`, `${name}_not: [${type}!]`, `${name}_contains_all: [${type}!]`, `${name}_contains_some: [${type}!]`, `${name}_contains_none: [${type}!]`];
  const filters = [`${name}: ${type}`, `${name}_not: ${type}`];
  if (type === "Boolean") return filters;
  filters.push(`${name}_in: [${type}]`, `${name}_not_in: [${type}]`);
  if (TEXT.has(type)) for (const op of ["contains", "not_contains", "starts_with", "not_starts_with", "ends_with", "not_ends_with"]) filters.push(`${name}_${op}: ${type}`);
  if (COMPARABLE.has(type)) for (const op of ["lt", "lte", "gt", "gte"]) filters.push(`${name}_${op}: ${type}`);
  return filters;
}

const SYSTEM_SCALARS: FieldDefinition[] = [
  { apiId: "id", type: "ID", kind: "scalar", list: false, required: true, unique: true },
  { apiId: "createdAt", type: "DateTime", kind: "scalar", list: false, required: true, unique: false },
  { apiId: "updatedAt", type: "DateTime", kind: "scalar", list: false, required: true, unique: false },
  { apiId: "publishedAt", type: "DateTime", kind: "scalar", list: false, required: false, unique: false },
];

function commonSdl(definitions: ModelDefinitions): string[] {
  const modelUnion = definitions.models.map((model) => model.apiId).join(" | ");
  return [
    "scalar DateTime\nscalar Date\nscalar Json\nscalar RichTextAST",
    "enum Stage { DRAFT PUBLISHED }",
    `enum Locale { ${definitions.locales.join(" ")} }`,
    "enum SystemDateTimeFieldVariation { BASE LOCALIZATION COMBINED }",
    "enum UserKind { MEMBER PAT PUBLIC WEBHOOK APP }",
    "enum ImageFit { clip crop scale max }",
    "enum DocumentFileTypes { jpg odp ods odt png svg txt webp docx pdf html doc xlsx xls pptx ppt }",
    "enum ScheduledOperationStatus { CANCELED COMPLETED FAILED IN_PROGRESS PENDING }",
    "input ImageResizeInput { width: Int height: Int fit: ImageFit }",
    "input ImageTransformationInput { resize: ImageResizeInput }",
    "input DocumentOutputInput { format: DocumentFileTypes }",
    "input DocumentTransformationInput { output: DocumentOutputInput }",
    "input AssetTransformationInput { image: ImageTransformationInput document: DocumentTransformationInput validateOptions: Boolean = false }",
    "input ConnectPositionInput { after: ID before: ID start: Boolean end: Boolean }",
    ...HYGRAPH_ASSET_UPLOAD_SDL,
    "interface Node { id: ID! stage: Stage! }",
    "interface Entity { id: ID! stage: Stage! }",
    "type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String pageSize: Int }",
    "type Aggregate { count: Int! }",
    "type User implements Node & Entity { id: ID! stage: Stage! name: String! picture: String kind: UserKind! isActive: Boolean! createdAt: DateTime! updatedAt: DateTime! publishedAt: DateTime }",
    "input UserWhereInput { id: ID name: String name_contains: String kind: UserKind }",
    "type Version { id: ID! stage: Stage! revision: Int! createdAt: DateTime! }",
    "type ScheduledOperation implements Node & Entity { id: ID! stage: Stage! status: ScheduledOperationStatus! description: String errorMessage: String rawPayload: Json! createdAt: DateTime! updatedAt: DateTime! publishedAt: DateTime }",
    "input ScheduledOperationWhereInput { id: ID status: ScheduledOperationStatus }",
    "input VersionWhereInput { id: ID! stage: Stage! revision: Int! }",
    "type DocumentVersion { id: ID! stage: Stage! revision: Int! createdAt: DateTime! data: Json }",
    `union ScheduledOperationAffectedDocument = ${modelUnion}`,
  ];
}

/** A field of a model's or component's object type, with the arguments Hygraph gives its kind. */
function outputField(field: FieldDefinition): string {
  const wrap = (inner: string) => (field.list ? `[${inner}!]!` : field.required ? `${inner}!` : inner);
  switch (field.kind) {
    case "relation":
      if (field.list) return `${field.apiId}(where: ${field.type}WhereInput, orderBy: ${field.type}OrderByInput, ${PAGING}, ${LOCALES}, forceParentLocale: Boolean): ${wrap(field.type)}`;
      return `${field.apiId}(${LOCALES}, forceParentLocale: Boolean): ${wrap(field.type)}`;
    case "component":
    case "union":
      if (field.list) return `${field.apiId}(${PAGING}, ${LOCALES}, forceParentLocale: Boolean): ${wrap(field.type)}`;
      return `${field.apiId}(${LOCALES}, forceParentLocale: Boolean): ${wrap(field.type)}`;
    default:
      return `${field.apiId}: ${wrap(field.type)}`;
  }
}

const isLocalized = (type: TypeDefinition) => type.fields.some((field) => field.localized);

function modelTypeSdl(model: TypeDefinition, defaultLocale: string): string {
  const name = model.apiId;
  const variation = isLocalized(model) ? "(variation: SystemDateTimeFieldVariation! = COMBINED)" : "";
  const localization = isLocalized(model)
    ? ["locale: Locale!", `localizations(locales: [Locale!]! = [${defaultLocale}], includeCurrent: Boolean! = false): [${name}!]!`]
    : [];
  const system = [
    "id: ID!",
    "stage: Stage!",
    ...localization,
    `createdAt${variation}: DateTime!`,
    `updatedAt${variation}: DateTime!`,
    `publishedAt${variation}: DateTime`,
    `createdBy(${LOCALES}): User`,
    `updatedBy(${LOCALES}): User`,
    `publishedBy(${LOCALES}): User`,
    `documentInStages(stages: [Stage!]! = [DRAFT, PUBLISHED], includeCurrent: Boolean! = false, inheritLocale: Boolean! = false): [${name}!]!`,
    "history(limit: Int! = 10, skip: Int! = 0, stageOverride: Stage): [Version!]!",
    `scheduledIn(where: ScheduledOperationWhereInput, ${PAGING}, ${LOCALES}): [ScheduledOperation!]!`,
  ];
  const own = model.fields.map((field) => outputField(field));
  const asset = name === "Asset" ? HYGRAPH_ASSET_EXTRA_FIELDS : [];
  return `type ${name} implements Node & Entity {\n  ${[...system, ...own, ...asset].join("\n  ")}\n}`;
}

function componentTypeSdl(component: TypeDefinition): string {
  // A component has only Hygraph's id and stage: it is saved and published with its entry.
  const fields = ["id: ID!", "stage: Stage!", ...component.fields.map((field) => outputField(field))];
  return `type ${component.apiId} implements Entity {\n  ${fields.join("\n  ")}\n}`;
}

function richTextSdl(definitions: ModelDefinitions): string[] {
  const richTexts = new Map<string, string[]>();
  for (const type of [...definitions.models, ...definitions.components]) {
    for (const field of type.fields) if (field.kind === "richText") richTexts.set(field.type, field.embeds ?? []);
  }
  return [...richTexts].flatMap(([name, embeds]) => [
    `union ${name}EmbeddedTypes = ${embeds.join(" | ")}`,
    `type ${name} { raw: RichTextAST! json: RichTextAST! html: String! markdown: String! text: String! references(${PAGING}): [${name}EmbeddedTypes!]! }`,
  ]);
}

/** Where, unique-where, order, connection and input types of one model, and its query and mutation fields. */
function modelApiSdl(model: TypeDefinition, defaultLocale: string): { types: string[]; query: string[]; mutation: string[] } {
  const name = model.apiId;
  const plural = model.apiIdPlural ?? `${name}s`;
  const where = [`_search: String`, `AND: [${name}WhereInput!]`, `OR: [${name}WhereInput!]`, `NOT: [${name}WhereInput!]`];
  const orderBy: string[] = [];
  for (const field of [...SYSTEM_SCALARS, ...model.fields]) {
    if ((field.kind === "scalar" && FILTERABLE_SCALARS.has(field.type)) || field.kind === "enum") {
      where.push(...scalarFilters(field.apiId, field.type, field.list));
      if (!field.list) orderBy.push(`${field.apiId}_ASC`, `${field.apiId}_DESC`);
    } else if (field.kind === "relation") {
      if (field.list) where.push(`${field.apiId}_every: ${field.type}WhereInput`, `${field.apiId}_some: ${field.type}WhereInput`, `${field.apiId}_none: ${field.type}WhereInput`);
      else where.push(`${field.apiId}: ${field.type}WhereInput`);
    }
  }
  where.push("createdBy: UserWhereInput", "updatedBy: UserWhereInput", "publishedBy: UserWhereInput");
  where.push("scheduledIn_every: ScheduledOperationWhereInput", "scheduledIn_some: ScheduledOperationWhereInput", "scheduledIn_none: ScheduledOperationWhereInput");
  const unique = ["id: ID", ...model.fields.filter((field) => field.unique).map((field) => `${field.apiId}: ${field.type}`)];
  const own = model.fields.filter((field) => !(name === "Asset" && ASSET_SYSTEM_FIELDS.has(field.apiId)));
  // Only a model's own localized scalar and rich-text fields go in its localization inputs.
  const localizedInputs = own.filter((field) => field.localized && (field.kind === "scalar" || field.kind === "enum" || field.kind === "richText"));
  const types = [
    `input ${name}WhereInput {\n  ${where.join("\n  ")}\n}`,
    `input ${name}ManyWhereInput {\n  ${where.join("\n  ")}\n}`,
    `input ${name}WhereUniqueInput { ${unique.join(" ")} }`,
    `enum ${name}OrderByInput { ${orderBy.join(" ")} }`,
    `type ${name}Edge { node: ${name}! cursor: String! }`,
    `type ${name}Connection { pageInfo: PageInfo! edges: [${name}Edge!]! aggregate: Aggregate! }`,
    `input ${name}CreateInput { createdAt: DateTime updatedAt: DateTime ${name === "Asset" ? "fileName: String uploadUrl: String " : ""}${own.map((field) => createInputField(field)).join(" ")}${localizedInputs.length ? ` localizations: ${name}CreateLocalizationsInput` : ""} }`,
    `input ${name}UpdateInput { ${name === "Asset" ? "fileName: String uploadUrl: String reUpload: Boolean " : ""}${own.map((field) => updateInputField(field)).join(" ")}${localizedInputs.length ? ` localizations: ${name}UpdateLocalizationsInput` : ""} }`,
    ...localizationInputsSdl(name, localizedInputs),
    `input ${name}UpdateManyInput { ${own.filter((field) => !field.unique && (field.kind === "scalar" || field.kind === "enum" || field.kind === "richText")).map((field) => updateInputField(field)).join(" ") || "_: Boolean"} }`,
    `input ${name}UpsertInput { create: ${name}CreateInput! update: ${name}UpdateInput! }`,
    `input ${name}ConnectInput { where: ${name}WhereUniqueInput! position: ConnectPositionInput }`,
    `input ${name}UpdateWithNestedWhereUniqueInput { where: ${name}WhereUniqueInput! data: ${name}UpdateInput! }`,
    `input ${name}UpsertWithNestedWhereUniqueInput { where: ${name}WhereUniqueInput! data: ${name}UpsertInput! }`,
    `input ${name}CreateOneInlineInput { create: ${name}CreateInput connect: ${name}WhereUniqueInput }`,
    `input ${name}CreateManyInlineInput { create: [${name}CreateInput!] connect: [${name}WhereUniqueInput!] }`,
    `input ${name}UpdateOneInlineInput { create: ${name}CreateInput update: ${name}UpdateWithNestedWhereUniqueInput upsert: ${name}UpsertWithNestedWhereUniqueInput connect: ${name}WhereUniqueInput disconnect: Boolean delete: Boolean }`,
    `input ${name}UpdateManyInlineInput { create: [${name}CreateInput!] connect: [${name}ConnectInput!] set: [${name}WhereUniqueInput!] update: [${name}UpdateWithNestedWhereUniqueInput!] upsert: [${name}UpsertWithNestedWhereUniqueInput!] disconnect: [${name}WhereUniqueInput!] delete: [${name}WhereUniqueInput!] }`,
  ];
  const single = lowerFirst(name);
  const list = lowerFirst(plural);
  const listArgs = `where: ${name}WhereInput, orderBy: ${name}OrderByInput, ${PAGING}, stage: Stage! = DRAFT, locales: [Locale!]! = [${defaultLocale}]`;
  const manyArgs = `where: ${name}ManyWhereInput, ${PAGING}`;
  return {
    types,
    query: [
      `${list}(${listArgs}): [${name}!]!`,
      `${single}(where: ${name}WhereUniqueInput!, stage: Stage! = DRAFT, locales: [Locale!]! = [${defaultLocale}]): ${name}`,
      `${list}Connection(${listArgs}): ${name}Connection!`,
      `${single}Version(where: VersionWhereInput!): DocumentVersion`,
    ],
    mutation: [
      `create${name}(data: ${name}CreateInput!): ${name}`,
      `update${name}(where: ${name}WhereUniqueInput!, data: ${name}UpdateInput!): ${name}`,
      `delete${name}(where: ${name}WhereUniqueInput!): ${name}`,
      `upsert${name}(where: ${name}WhereUniqueInput!, upsert: ${name}UpsertInput!): ${name}`,
      `publish${name}(where: ${name}WhereUniqueInput!, ${LOCALES}, publishBase: Boolean = true, withDefaultLocale: Boolean = true, to: [Stage!]! = [PUBLISHED]): ${name}`,
      `unpublish${name}(where: ${name}WhereUniqueInput!, from: [Stage!]! = [PUBLISHED], ${LOCALES}, unpublishBase: Boolean = true): ${name}`,
      `updateMany${plural}Connection(${manyArgs}, data: ${name}UpdateManyInput!): ${name}Connection!`,
      `deleteMany${plural}Connection(${manyArgs}): ${name}Connection!`,
      `publishMany${plural}Connection(${manyArgs}, from: Stage = DRAFT, to: [Stage!]! = [PUBLISHED], ${LOCALES}, publishBase: Boolean = true, withDefaultLocale: Boolean = true): ${name}Connection!`,
      `unpublishMany${plural}Connection(${manyArgs}, stage: Stage = DRAFT, from: [Stage!]! = [PUBLISHED], ${LOCALES}, unpublishBase: Boolean = true): ${name}Connection!`,
    ],
  };
}

/**
 * A model's localization inputs, as a Hygraph-generated schema has them: `localizations: { create:
 * [{ locale, data }] }` on create; `{ create, update: [{ locale, data }], upsert: [{ locale,
 * create, update }], delete: [Locale!] }` on update; the data holds the localized fields (and, on
 * create, the localization's dates).
 */
function localizationInputsSdl(name: string, localized: FieldDefinition[]): string[] {
  if (!localized.length) return [];
  return [
    `input ${name}CreateLocalizationDataInput { createdAt: DateTime updatedAt: DateTime ${localized.map((field) => createInputField(field)).join(" ")} }`,
    `input ${name}CreateLocalizationInput { data: ${name}CreateLocalizationDataInput! locale: Locale! }`,
    `input ${name}CreateLocalizationsInput { create: [${name}CreateLocalizationInput!] }`,
    `input ${name}UpdateLocalizationDataInput { ${localized.map((field) => updateInputField(field)).join(" ")} }`,
    `input ${name}UpdateLocalizationInput { data: ${name}UpdateLocalizationDataInput! locale: Locale! }`,
    `input ${name}UpsertLocalizationInput { update: ${name}UpdateLocalizationDataInput! create: ${name}CreateLocalizationDataInput! locale: Locale! }`,
    `input ${name}UpdateLocalizationsInput { create: [${name}CreateLocalizationInput!] update: [${name}UpdateLocalizationInput!] upsert: [${name}UpsertLocalizationInput!] delete: [Locale!] }`,
  ];
}

/** A component's inputs: created inside its entry, updated, upserted or deleted by its id. */
function componentApiSdl(component: TypeDefinition): string[] {
  const name = component.apiId;
  return [
    `input ${name}WhereUniqueInput { id: ID }`,
    `input ${name}CreateInput { ${component.fields.map((field) => createInputField(field)).join(" ") || "_: Boolean"} }`,
    `input ${name}UpdateInput { ${component.fields.map((field) => updateInputField(field)).join(" ") || "_: Boolean"} }`,
    `input ${name}UpsertInput { create: ${name}CreateInput! update: ${name}UpdateInput! }`,
    `input ${name}UpdateWithNestedWhereUniqueInput { where: ${name}WhereUniqueInput! data: ${name}UpdateInput! }`,
    `input ${name}UpsertWithNestedWhereUniqueInput { where: ${name}WhereUniqueInput! data: ${name}UpsertInput! }`,
    `input ${name}CreateOneInlineInput { create: ${name}CreateInput }`,
    `input ${name}CreateManyInlineInput { create: [${name}CreateInput!] }`,
    `input ${name}UpdateOneInlineInput { create: ${name}CreateInput update: ${name}UpdateWithNestedWhereUniqueInput upsert: ${name}UpsertWithNestedWhereUniqueInput delete: Boolean }`,
    // In a list of components, new and changed instances say where they go.
    `input ${name}CreateWithPositionInput { data: ${name}CreateInput! position: ConnectPositionInput }`,
    `input ${name}UpdateWithNestedWhereUniqueAndPositionInput { where: ${name}WhereUniqueInput! data: ${name}UpdateInput position: ConnectPositionInput }`,
    `input ${name}UpsertWithNestedWhereUniqueAndPositionInput { where: ${name}WhereUniqueInput! data: ${name}UpsertInput position: ConnectPositionInput }`,
    `input ${name}UpdateManyInlineInput { create: [${name}CreateWithPositionInput!] update: [${name}UpdateWithNestedWhereUniqueAndPositionInput!] upsert: [${name}UpsertWithNestedWhereUniqueAndPositionInput!] delete: [${name}WhereUniqueInput!] }`,
  ];
}

/** A union's inputs: one member chosen by its type name. */
function unionApiSdl(union: { apiId: string; types: string[] }): string[] {
  const name = union.apiId;
  const members = (suffix: string) => union.types.map((type) => `${type}: ${type}${suffix}`).join(" ");
  return [
    `union ${name} = ${union.types.join(" | ")}`,
    `input ${name}WhereUniqueInput { ${members("WhereUniqueInput")} }`,
    `input ${name}CreateInput { ${members("CreateInput")} }`,
    `input ${name}CreateOneInlineInput { create: ${name}CreateInput connect: ${name}WhereUniqueInput }`,
    `input ${name}CreateManyInlineInput { create: [${name}CreateInput!] connect: [${name}WhereUniqueInput!] }`,
    `input ${name}UpdateOneInlineInput { create: ${name}CreateInput connect: ${name}WhereUniqueInput disconnect: Boolean delete: Boolean }`,
    `input ${name}UpdateManyInlineInput { create: [${name}CreateInput!] connect: [${name}WhereUniqueInput!] set: [${name}WhereUniqueInput!] disconnect: [${name}WhereUniqueInput!] delete: [${name}WhereUniqueInput!] }`,
  ];
}

function inlineInputType(field: FieldDefinition, verb: "Create" | "Update"): string | null {
  if (field.kind === "relation" || field.kind === "component" || field.kind === "union") return `${field.type}${verb}${field.list ? "Many" : "One"}InlineInput`;
  return null;
}

function createInputField(field: FieldDefinition): string {
  const inline = inlineInputType(field, "Create");
  if (inline) return `${field.apiId}: ${inline}`;
  const type = field.kind === "richText" ? "RichTextAST" : field.type;
  return `${field.apiId}: ${field.list ? `[${type}!]` : field.required ? `${type}!` : type}`;
}

function updateInputField(field: FieldDefinition): string {
  const inline = inlineInputType(field, "Update");
  if (inline) return `${field.apiId}: ${inline}`;
  const type = field.kind === "richText" ? "RichTextAST" : field.type;
  return `${field.apiId}: ${field.list ? `[${type}!]` : type}`;
}

/** The SDL of the content API Hygraph would generate for these models (by default: the project the setup's plan makes). */
export function hygraphSdl(definitions: ModelDefinitions = planDefinitions()): string {
  const parts = [...commonSdl(definitions), ...richTextSdl(definitions)];
  for (const enumeration of definitions.enumerations) parts.push(`enum ${enumeration.apiId} { ${enumeration.values.join(" ")} }`);
  for (const union of definitions.unions) parts.push(...unionApiSdl(union));
  for (const component of definitions.components) parts.push(componentTypeSdl(component), ...componentApiSdl(component));
  const defaultLocale = definitions.locales[0];
  const query = [`node(id: ID!, stage: Stage! = DRAFT, locales: [Locale!]! = [${defaultLocale}]): Node`];
  const mutation: string[] = [];
  for (const model of definitions.models) {
    parts.push(modelTypeSdl(model, defaultLocale));
    const api = modelApiSdl(model, defaultLocale);
    parts.push(...api.types);
    query.push(...api.query);
    mutation.push(...api.mutation);
  }
  parts.push(`type Query {\n  ${query.join("\n  ")}\n}`, `type Mutation {\n  ${mutation.join("\n  ")}\n}`);
  return parts.join("\n\n");
}

export function hygraphSchema(definitions?: ModelDefinitions): GraphQLSchema {
  return buildSchema(hygraphSdl(definitions));
}
