import { buildSchema, GraphQLScalarType, GraphQLUnionType, Kind, type GraphQLSchema, type ValueNode } from "graphql";
import { COMPONENTS, FIELDS, LOCALIZED_TYPES, MODELS, modelSchema, pluralize, singular, type FieldInfo } from "../store/models";
import { DEFAULT_LOCALE, LOCALES } from "../store/localization";
import { ASSET_UPLOAD_TYPES_SDL } from "./asset-upload-status";

/**
 * Generates Hygraph's content API from models.graphql: list, single and connection queries per
 * model, where/orderBy inputs, stages, rich-text references and asset transformations. The
 * resolvers are in root-queries.ts and field-resolvers.ts.
 */

const SCALARS = new Set(["ID", "String", "Int", "Float", "Boolean", "DateTime", "Date"]);
const SYSTEM_FIELDS: Record<string, string> = { id: "ID", createdAt: "DateTime", updatedAt: "DateTime", publishedAt: "DateTime" };

// ---------------------------------------------------------------- SDL generation

function scalarFilters(name: string, type: string, list: boolean): string[] {
  if (list) return [`${name}_contains_some: [${type}!]`, `${name}_contains_all: [${type}!]`, `${name}_contains_none: [${type}!]`];
  const filters = [`${name}: ${type}`, `${name}_not: ${type}`, `${name}_in: [${type}]`, `${name}_not_in: [${type}]`];
  if (type === "String" || type === "ID") {
    for (const op of ["contains", "not_contains", "starts_with", "not_starts_with", "ends_with", "not_ends_with"]) filters.push(`${name}_${op}: ${type}`);
  }
  if (["Int", "Float", "DateTime", "Date"].includes(type)) for (const op of ["lt", "lte", "gt", "gte"]) filters.push(`${name}_${op}: ${type}`);
  return filters;
}

/** Hygraph's locale arguments: on a relation it overrides the locales the query passes down; at the root it sets them (fallback order). */
const RELATION_LOCALES = "locales: [Locale!]";
// Without a default here (Hygraph's reads [en]): a query without the argument reads the gcms-locales header's locales, else the default locale.
const ROOT_LOCALES = "locales: [Locale!]";
const listArgs = (model: string) => `(where: ${model}WhereInput, orderBy: ${model}OrderByInput, first: Int, skip: Int, ${RELATION_LOCALES})`;

/** The scalars, stages, asset transformations and paging types every model's API uses. */
function commonSdl(): string[] {
  const parts: string[] = [
    `scalar DateTime\nscalar Date\nscalar Json\nscalar RichTextAST`,
    `enum Stage { DRAFT PUBLISHED }`,
    `enum Locale { ${LOCALES.join(" ")} }`,
    `enum SystemDateTimeFieldVariation { BASE LOCALIZATION COMBINED }`,
    `enum ImageFit { clip crop scale max }`,
    `enum DocumentFileTypes { webp jpg png avif }`,
    `input ImageResizeInput { width: Int height: Int fit: ImageFit }`,
    `input ImageTransformationInput { resize: ImageResizeInput }`,
    `input DocumentOutputInput { format: DocumentFileTypes }`,
    `input DocumentTransformationInput { output: DocumentOutputInput }`,
    `input AssetTransformationInput { image: ImageTransformationInput document: DocumentTransformationInput validateOptions: Boolean }`,
    `type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String pageSize: Int }`,
    `type Aggregate { count: Int! }`,
    ...ASSET_UPLOAD_TYPES_SDL,
  ];
  for (const union of Object.values(modelSchema.getTypeMap())) {
    if (union instanceof GraphQLUnionType) parts.push(`union ${union.name} = ${union.getTypes().map((t) => t.name).join(" | ")}`);
  }
  return parts;
}

function fieldSdl(owner: string, field: FieldInfo): string {
  const wrap = (inner: string) => (field.list ? `[${inner}!]!` : field.nonNull ? `${inner}!` : inner);
  if (field.kind === "model" && field.list) return `${field.name}${listArgs(field.type)}: ${wrap(field.type)}`;
  if (field.kind === "model") return `${field.name}(${RELATION_LOCALES}): ${wrap(field.type)}`;
  if ((field.kind === "union" || field.kind === "component") && field.list) return `${field.name}(first: Int, skip: Int): ${wrap(field.type)}`;
  if (owner === "Asset" && field.name === "url") return "";
  return `${field.name}: ${wrap(field.type)}`;
}

/** The object types of the models and components, with their system fields, and the rich-text types. */
function objectTypesSdl(): string[] {
  const parts: string[] = [];
  for (const typeName of [...MODELS, ...COMPONENTS]) {
    const isModel = MODELS.includes(typeName);
    // Hygraph's system fields: a component has only id and stage (it has no dates of its own).
    const system = isModel ? ["id: ID!", "createdAt: DateTime!", "updatedAt: DateTime!", "publishedAt: DateTime", "stage: Stage!"] : ["id: ID!", "stage: Stage!"];
    if (isModel && LOCALIZED_TYPES.has(typeName)) {
      // A model with a localized field gains Hygraph's localization system fields, and its system dates a variation.
      const variation = "(variation: SystemDateTimeFieldVariation! = COMBINED)";
      system.splice(1, 3, `createdAt${variation}: DateTime!`, `updatedAt${variation}: DateTime!`, `publishedAt${variation}: DateTime`);
      system.push("locale: Locale!", `localizations(locales: [Locale!]! = [${DEFAULT_LOCALE}], includeCurrent: Boolean! = false): [${typeName}!]!`);
    }
    const extra = typeName === "Asset" ? ["url(transformation: AssetTransformationInput): String!", "upload: AssetUpload"] : [];
    const fields = (FIELDS.get(typeName) ?? []).map((field) => fieldSdl(typeName, field)).filter(Boolean);
    parts.push(`type ${typeName} {\n  ${[...system, ...fields, ...extra].join("\n  ")}\n}`);
  }
  for (const richText of ["PostContentRichText", "PageContentRichText"]) {
    const union = richText.replace("RichText", "RichTextEmbeddedTypes");
    parts.push(`type ${richText} { json: RichTextAST! text: String! references(first: Int, skip: Int): [${union}!]! }`);
  }
  return parts;
}

/** A model's where, unique-where and orderBy inputs, its connection types, and its three root query fields. */
function modelApiSdl(model: string): { types: string[]; queryFields: string[] } {
  const fields = FIELDS.get(model) ?? [];
  const filterable = [
    ...Object.entries(SYSTEM_FIELDS).map(([name, type]) => ({ name, type, list: false, nonNull: true, kind: "scalar" as const })),
    ...fields,
  ];
  const where: string[] = [`AND: [${model}WhereInput!]`, `OR: [${model}WhereInput!]`, `NOT: [${model}WhereInput!]`, `_search: String`];
  const orderBy: string[] = [];
  for (const field of filterable) {
    if (field.kind === "scalar" && SCALARS.has(field.type)) {
      where.push(...scalarFilters(field.name, field.type, field.list));
      if (!field.list) orderBy.push(`${field.name}_ASC`, `${field.name}_DESC`);
    } else if (field.kind === "model") {
      if (field.list) where.push(`${field.name}_some: ${field.type}WhereInput`, `${field.name}_every: ${field.type}WhereInput`, `${field.name}_none: ${field.type}WhereInput`);
      else where.push(`${field.name}: ${field.type}WhereInput`);
    }
  }
  const unique = ["id: ID", ...fields.filter((f) => f.unique).map((f) => `${f.name}: ${f.type}`)];
  const plural = pluralize(model);
  return {
    types: [
      `input ${model}WhereInput {\n  ${where.join("\n  ")}\n}`,
      `input ${model}WhereUniqueInput { ${unique.join(" ")} }`,
      `enum ${model}OrderByInput { ${orderBy.join(" ")} }`,
      `type ${model}Edge { cursor: String! node: ${model}! }`,
      `type ${model}Connection { edges: [${model}Edge!]! pageInfo: PageInfo! aggregate: Aggregate! }`,
    ],
    queryFields: [
      `${plural}(where: ${model}WhereInput, orderBy: ${model}OrderByInput, first: Int, skip: Int, stage: Stage, ${ROOT_LOCALES}): [${model}!]!`,
      `${singular(model)}(where: ${model}WhereUniqueInput!, stage: Stage, ${ROOT_LOCALES}): ${model}`,
      `${plural}Connection(where: ${model}WhereInput, orderBy: ${model}OrderByInput, first: Int, skip: Int, stage: Stage, ${ROOT_LOCALES}): ${model}Connection!`,
    ],
  };
}

function generateSdl(): string {
  const parts = [...commonSdl(), ...objectTypesSdl()];
  const query: string[] = [];
  for (const model of MODELS) {
    const { types, queryFields } = modelApiSdl(model);
    parts.push(...types);
    query.push(...queryFields);
  }
  parts.push(`type Query {\n  ${query.join("\n  ")}\n}`);
  return parts.join("\n\n");
}

const SDL = generateSdl();

// ---------------------------------------------------------------- scalars

/** Pass-through scalars: Date/DateTime as ISO strings, Json and RichTextAST as JSON values. */
function passThrough(name: string): GraphQLScalarType {
  const literal = (node: ValueNode): unknown => {
    switch (node.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return node.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(node.value);
      case Kind.LIST:
        return node.values.map(literal);
      case Kind.OBJECT:
        return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
      default:
        return null;
    }
  };
  return new GraphQLScalarType({ name, serialize: (v) => v, parseValue: (v) => v, parseLiteral: literal });
}

export function buildContentSchema(extraSdl = ""): GraphQLSchema {
  const schema = buildSchema(`${SDL}\n${extraSdl}`);
  for (const name of ["DateTime", "Date", "Json", "RichTextAST"]) {
    const scalar = schema.getType(name) as GraphQLScalarType;
    const replacement = passThrough(name);
    scalar.serialize = replacement.serialize;
    scalar.parseValue = replacement.parseValue;
    scalar.parseLiteral = replacement.parseLiteral;
  }
  return schema;
}
