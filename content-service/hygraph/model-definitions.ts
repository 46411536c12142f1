import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, getNamedType, GraphQLEnumType, GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, isListType, isNonNullType, Kind, type ConstDirectiveNode } from "graphql";

/**
 * The models of models.graphql as a Hygraph project defines them: models (with their plural API
 * ids), components, unions, enumerations and each field's kind and validations. Read here on its
 * own, apart from the embedded service's reading (models.ts), so that what is checked against
 * Hygraph and set up in a project does not inherit the service's mistakes.
 */

export type FieldKind = "scalar" | "enum" | "relation" | "component" | "union" | "richText";
export type FieldDefinition = {
  apiId: string;
  /** The GraphQL type named: a scalar, an enumeration, a model, a component or a union. */
  type: string;
  kind: FieldKind;
  list: boolean;
  required: boolean;
  unique: boolean;
  description?: string;
  /** Rich text: the models and assets its embeds may reference. */
  embeds?: string[];
  /** A two-way relation's second side: the field of the related model it reads back. */
  reverseOf?: string;
  /** "Localize field" in the schema editor: each locale holds its own value. */
  localized?: boolean;
};
export type TypeDefinition = { apiId: string; apiIdPlural?: string; description?: string; fields: FieldDefinition[] };
export type ModelDefinitions = {
  models: TypeDefinition[];
  components: TypeDefinition[];
  unions: { apiId: string; types: string[] }[];
  enumerations: { apiId: string; values: string[] }[];
  /** The project's locales (the Locale enumeration of models.graphql), the default first. */
  locales: string[];
};

export const MODELS_FILE = join(import.meta.dirname, "..", "models.graphql");

const directive = (node: { directives?: readonly ConstDirectiveNode[] } | null | undefined, name: string) => node?.directives?.find((d) => d.name.value === name);
/** The system enumerations Hygraph provides itself (Locale lists the project's locales, set up as locales, not as an enumeration). */
const SYSTEM_ENUMS = new Set(["Stage", "Locale"]);

export function readModelDefinitions(sdl = readFileSync(MODELS_FILE, "utf8")): ModelDefinitions {
  const schema = buildSchema(sdl);
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__"));
  const richTexts = new Map(
    types
      .filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType && type.name.endsWith("RichText"))
      .map((type) => [type.name, (getNamedType(type.getFields().references.type) as GraphQLUnionType).getTypes().map((member) => member.name)]),
  );
  const objects = types.filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !richTexts.has(type.name));
  const isComponent = (type: GraphQLObjectType) => Boolean(directive(type.astNode, "component"));
  const components = new Set(objects.filter(isComponent).map((type) => type.name));
  const unionTypes = types.filter((type): type is GraphQLUnionType => type instanceof GraphQLUnionType && !type.name.endsWith("RichTextEmbeddedTypes"));

  const describe = (type: GraphQLObjectType): TypeDefinition => {
    const plural = directive(type.astNode, "plural")?.arguments?.find((arg) => arg.name.value === "apiId")?.value;
    return {
      apiId: type.name,
      ...(plural?.kind === Kind.STRING ? { apiIdPlural: plural.value } : {}),
      ...(type.description ? { description: type.description } : {}),
      fields: Object.values(type.getFields()).map((field) => {
        const named = getNamedType(field.type);
        const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
        const kind: FieldKind = richTexts.has(named.name)
          ? "richText"
          : named instanceof GraphQLUnionType
            ? "union"
            : components.has(named.name)
              ? "component"
              : named instanceof GraphQLObjectType
                ? "relation"
                : named instanceof GraphQLEnumType
                  ? "enum"
                  : "scalar";
        const reverse = directive(field.astNode, "reverse")?.arguments?.find((arg) => arg.name.value === "field")?.value;
        if (kind === "scalar" && !(named instanceof GraphQLScalarType)) throw new Error(`${type.name}.${field.name}: unknown type ${named.name}`);
        return {
          apiId: field.name,
          type: named.name,
          kind,
          list: isListType(inner),
          // A list is never null (an empty list), so `[T!]!` alone does not make a field required.
          required: isNonNullType(field.type) && !isListType(inner),
          unique: Boolean(directive(field.astNode, "unique")),
          ...(field.description ? { description: field.description } : {}),
          ...(kind === "richText" ? { embeds: richTexts.get(named.name) } : {}),
          ...(reverse?.kind === Kind.STRING ? { reverseOf: reverse.value } : {}),
          ...(directive(field.astNode, "localized") ? { localized: true } : {}),
        };
      }),
    };
  };

  return {
    models: objects.filter((type) => !isComponent(type)).map(describe),
    components: objects.filter(isComponent).map(describe),
    unions: unionTypes.map((union) => ({ apiId: union.name, types: union.getTypes().map((member) => member.name) })),
    enumerations: types
      .filter((type): type is GraphQLEnumType => type instanceof GraphQLEnumType && !SYSTEM_ENUMS.has(type.name))
      .map((type) => ({ apiId: type.name, values: type.getValues().map((value) => value.name) })),
    locales: (() => {
      const locale = schema.getType("Locale");
      return locale instanceof GraphQLEnumType ? locale.getValues().map((value) => value.name) : ["en"];
    })(),
  };
}

/** A plural API id as the query field Hygraph names after it: `RankingCriteria` → `rankingCriteria`. */
export const lowerFirst = (apiId: string) => apiId[0].toLowerCase() + apiId.slice(1);
