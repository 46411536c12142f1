import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, getNamedType, GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, isListType, isNonNullType, type GraphQLSchema } from "graphql";
import { MODEL_FOLDERS } from "./store";

/**
 * The models of models.graphql as the service reads them: each model's and component's fields
 * and what kind each is, the API ids of their queries, and the relations read from the other side.
 */

export const MODELS = Object.keys(MODEL_FOLDERS);
export const COMPONENTS = ["Seo", "NavigationLink", "NavigationDropdown", "Source", "ChangeLogEntry", "Helpline", "CriterionRating"];

export type FieldInfo = { name: string; type: string; list: boolean; nonNull: boolean; kind: "scalar" | "model" | "component" | "union" | "richText" | "enum" };

type ModelMap = Map<string, FieldInfo[]>;

const modelsSdl = readFileSync(join(import.meta.dirname, "models.graphql"), "utf8");

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
        return { name: field.name, type: named.name, list: isListType(inner), nonNull: isNonNullType(field.type), kind };
      }),
    );
  }
  return map;
}

export const modelSchema = buildSchema(modelsSdl);
export const FIELDS = describeFields(modelSchema);
/** Each type's fields by name: filters look a field up per entry. */
export const FIELD_INDEX = new Map([...FIELDS].map(([type, fields]) => [type, new Map(fields.map((field) => [field.name, field]))]));

/** Plural API ids that an English plural rule would get wrong (Hygraph lets each model set its own). */
const PLURALS: Record<string, string> = { RankingCriterion: "rankingCriteria" };

export function pluralize(model: string): string {
  if (PLURALS[model]) return PLURALS[model];
  const lower = model[0].toLowerCase() + model.slice(1);
  return /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
}
export const singular = (model: string) => model[0].toLowerCase() + model.slice(1);

/** Reverse relations are computed from the other side rather than stored. */
export const REVERSE: Record<string, { model: string; field: string }> = {
  "Author.posts": { model: "Post", field: "author" },
  "Category.subCategories": { model: "SubCategory", field: "category" },
};
export const isReverse = (model: string, field: string) => `${model}.${field}` in REVERSE;
