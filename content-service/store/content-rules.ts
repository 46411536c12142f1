import { GraphQLUnionType } from "graphql";
import { FIELDS, isReverse, MODELS, modelSchema } from "./models";

/** What a valid entry looks like, derived from models.graphql: checked on each write and at start-up (entry-validation.ts). */
export type ContentRules = {
  /** field → allowed target models ("A|B"), per model */
  relations: Record<string, Record<string, string>>;
  /** required scalar fields, per model */
  required: Record<string, string[]>;
  /** rich-text field → models it may embed, per model */
  richText: Record<string, Record<string, string[]>>;
  /** component field → (its relation field → allowed target model), per model */
  componentRelations: Record<string, Record<string, Record<string, string>>>;
  /** text fields the site reads as Markdown (named `…_md`, as `features_md`), per model */
  markdown: Record<string, string[]>;
};

/** Relation fields per model, for validation: field → allowed target models. */
function relationMap(): Record<string, Record<string, string>> {
  const relations: Record<string, Record<string, string>> = {};
  for (const model of MODELS) {
    relations[model] = {};
    for (const field of FIELDS.get(model) ?? []) {
      if (field.kind === "model" && !isReverse(model, field.name)) relations[model][field.name] = field.type;
    }
  }
  return relations;
}

/** Relations inside each model's components (e.g. Seo.reviewedBy → Author), for validation. */
function componentRelationMap(): Record<string, Record<string, Record<string, string>>> {
  const map: Record<string, Record<string, Record<string, string>>> = {};
  for (const model of MODELS) {
    for (const field of FIELDS.get(model) ?? []) {
      if (field.kind !== "component") continue;
      const relations = (FIELDS.get(field.type) ?? []).filter((inner) => inner.kind === "model");
      if (relations.length) (map[model] ??= {})[field.name] = Object.fromEntries(relations.map((inner) => [inner.name, inner.type]));
    }
  }
  return map;
}

/** Required (non-null, non-list) scalar fields per model. */
function requiredMap(): Record<string, string[]> {
  return Object.fromEntries(
    MODELS.map((model) => [model, (FIELDS.get(model) ?? []).filter((f) => f.nonNull && !f.list && f.kind === "scalar").map((f) => f.name)]),
  );
}

/** Text fields the site reads as Markdown per model: by Hygraph convention their names end in `_md`. */
function markdownFieldMap(): Record<string, string[]> {
  return Object.fromEntries(
    MODELS.map((model) => [model, (FIELDS.get(model) ?? []).filter((f) => f.kind === "scalar" && f.type === "String" && f.name.endsWith("_md")).map((f) => f.name)]).filter(([, fields]) => fields.length),
  );
}

/** Rich-text fields per model, each with the models it may embed (its `…RichTextEmbeddedTypes` union). */
function richTextFieldMap(): Record<string, Record<string, string[]>> {
  const fields: Record<string, Record<string, string[]>> = {};
  for (const model of MODELS) {
    for (const field of FIELDS.get(model) ?? []) {
      if (field.kind !== "richText") continue;
      const union = modelSchema.getType(field.type.replace(/RichText$/, "RichTextEmbeddedTypes"));
      const embeddable = union instanceof GraphQLUnionType ? union.getTypes().map((type) => type.name) : [];
      (fields[model] ??= {})[field.name] = embeddable;
    }
  }
  return fields;
}

/** The rules every stored entry must meet, checked on each write and at start-up. */
export function contentRules(): ContentRules {
  return { relations: relationMap(), required: requiredMap(), richText: richTextFieldMap(), componentRelations: componentRelationMap(), markdown: markdownFieldMap() };
}
