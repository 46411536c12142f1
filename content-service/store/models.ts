import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, getNamedType, GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, isListType, isNonNullType, Kind, type ConstDirectiveNode, type GraphQLSchema } from "graphql";
import { MODEL_FOLDERS } from "./store";

/**
 * The models of models.graphql as the service reads them: each model's and component's fields
 * and what kind each is, the API ids of their queries, and the relations read from the other side.
 */

export type FieldInfo = { name: string; type: string; list: boolean; nonNull: boolean; unique: boolean; localized: boolean; kind: "scalar" | "model" | "component" | "union" | "richText" | "enum" };

type ModelMap = Map<string, FieldInfo[]>;

const modelsSdl = readFileSync(join(import.meta.dirname, "..", "models.graphql"), "utf8");
export const modelSchema = buildSchema(modelsSdl);

const directive = (node: { directives?: readonly ConstDirectiveNode[] } | null | undefined, name: string) => node?.directives?.find((d) => d.name.value === name);

export const MODELS = Object.keys(MODEL_FOLDERS);
/** The types models.graphql marks @component. */
export const COMPONENTS = Object.values(modelSchema.getTypeMap())
  .filter((type) => type instanceof GraphQLObjectType && directive(type.astNode, "component"))
  .map((type) => type.name);

function describeFields(schema: GraphQLSchema): ModelMap {
  const map: ModelMap = new Map();
  for (const typeName of [...MODELS, ...COMPONENTS, "PostContentRichText", "PageContentRichText"]) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`models.graphql has no type ${typeName}`);
    map.set(
      typeName,
      Object.values(type.getFields()).map((field) => {
        const named = getNamedType(field.type);
        const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
        const kind: FieldInfo["kind"] = MODELS.includes(named.name)
          ? "model"
          : COMPONENTS.includes(named.name)
            ? "component"
            : named instanceof GraphQLUnionType
              ? "union"
              : named.name.endsWith("RichText")
                ? "richText"
                : named instanceof GraphQLScalarType
                  ? "scalar"
                  : "enum";
        return { name: field.name, type: named.name, list: isListType(inner), nonNull: isNonNullType(field.type), unique: Boolean(directive(field.astNode, "unique")), localized: Boolean(directive(field.astNode, "localized")), kind };
      }),
    );
  }
  return map;
}

export const FIELDS = describeFields(modelSchema);
/** Each type's fields by name: filters look a field up per entry. */
export const FIELD_INDEX = new Map([...FIELDS].map(([type, fields]) => [type, new Map(fields.map((field) => [field.name, field]))]));

export const singular = (model: string) => model[0].toLowerCase() + model.slice(1);

/** The list query's name: the model's plural API id (@plural in models.graphql), first letter lower case. */
export function pluralize(model: string): string {
  const plural = directive(modelSchema.getType(model)?.astNode, "plural")?.arguments?.find((arg) => arg.name.value === "apiId")?.value;
  if (plural?.kind !== Kind.STRING) throw new Error(`models.graphql: ${model} has no @plural(apiId: …)`);
  return singular(plural.value);
}

/** Reverse relations (@reverse in models.graphql) are computed from the other side rather than stored. */
export const REVERSE: Record<string, { model: string; field: string }> = Object.fromEntries(
  MODELS.flatMap((model) =>
    Object.values((modelSchema.getType(model) as GraphQLObjectType).getFields()).flatMap((field) => {
      const of = directive(field.astNode, "reverse")?.arguments?.[0]?.value;
      return of?.kind === Kind.STRING ? [[`${model}.${field.name}`, { model: getNamedType(field.type).name, field: of.value }]] : [];
    }),
  ),
);
export const isReverse = (model: string, field: string) => `${model}.${field}` in REVERSE;

/** The models and components with a localized field (`@localized`): they have `locale` and `localizations`. */
export const LOCALIZED_TYPES = new Set([...FIELDS].filter(([, fields]) => fields.some((field) => field.localized)).map(([type]) => type));
