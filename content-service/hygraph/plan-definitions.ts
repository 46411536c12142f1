import { readModelDefinitions, type FieldDefinition, type ModelDefinitions, type TypeDefinition } from "./model-definitions";
import { dryRunPlan, EMPTY_PROJECT } from "./schema-plan";

/**
 * The project a new Hygraph project becomes once the setup's plan (the Management SDK's own dry
 * run of it) is applied, read back from the steps alone by Hygraph's rules, not from
 * models.graphql: hygraph-schema.ts derives the content API from it, so the contract check holds
 * the site's, the build's, the CLI's and the import's operations to what the setup really creates
 * (a validation the plan leaves out, a field it does not create, a name Hygraph generates).
 *
 * Hygraph's rules applied (docs/hygraph.md, "The check"):
 * - Asset is Hygraph's own model, with its system fields `handle`, `fileName` (required),
 *   `height`, `width`, `size` (Float), `mimeType`, all localized (every Hygraph-generated schema's
 *   `AssetCreateLocalizationDataInput`); the plan adds only its own fields to it.
 * - A rich text with embeds is the type `<Model><Field>RichText` (`PostContentRichText`), its
 *   embeds the union `<Model><Field>RichTextEmbeddedTypes`.
 * - A union or modular-component field's type is `<Model><field>Union` (`NavigationMenucontentUnion`).
 * - A relation's reverse field exists on the related model unless it is unidirectional.
 */

type Step = { operationName: string; params: Record<string, unknown> };
type Reverse = { modelApiId?: string; modelApiIds?: string[]; apiId: string; isList?: boolean; isUnidirectional?: boolean };

const SIMPLE_TYPES: Record<string, string> = { STRING: "String", INT: "Int", FLOAT: "Float", BOOLEAN: "Boolean", DATETIME: "DateTime", DATE: "Date", JSON: "Json" };
const capitalized = (apiId: string) => apiId[0].toUpperCase() + apiId.slice(1);
const scalar = (apiId: string, type: string, required = false, localized = true): FieldDefinition => ({ apiId, type, kind: "scalar", list: false, required, unique: false, ...(localized ? { localized } : {}) });

/** Hygraph's Asset model before the project adds to it. */
const assetModel = (): TypeDefinition => ({
  apiId: "Asset",
  apiIdPlural: "Assets",
  fields: [scalar("handle", "String", true), scalar("fileName", "String", true), scalar("height", "Float"), scalar("width", "Float"), scalar("size", "Float"), scalar("mimeType", "String")],
});

/** The definitions of the project the steps make of an empty one. */
export function definitionsFromPlan(steps: Step[]): ModelDefinitions {
  const definitions: ModelDefinitions = { models: [assetModel()], components: [], unions: [], enumerations: [], locales: EMPTY_PROJECT.locales.map((locale) => locale.apiId) };
  const types = new Map<string, TypeDefinition>([["Asset", definitions.models[0]]]);
  const reverseFields: { target: string; field: FieldDefinition }[] = [];
  const addField = (params: Record<string, unknown>, field: Omit<FieldDefinition, "apiId" | "list" | "required" | "unique"> & Partial<FieldDefinition>) => {
    const parent = types.get(String(params.parentApiId));
    if (!parent) throw new Error(`the plan adds ${String(params.parentApiId)}.${String(params.apiId)} before creating ${String(params.parentApiId)}`);
    parent.fields.push({ apiId: String(params.apiId), list: Boolean(params.isList), required: Boolean(params.isRequired), unique: Boolean(params.isUnique), ...(params.isLocalized ? { localized: true } : {}), ...field });
  };
  const union = (params: Record<string, unknown>, members: string[]) => {
    const name = `${String(params.parentApiId)}${String(params.apiId)}Union`;
    definitions.unions.push({ apiId: name, types: members });
    addField(params, { type: name, kind: "union" });
  };

  for (const { operationName, params } of steps) {
    switch (operationName) {
      case "createLocale":
        definitions.locales.push(String(params.apiId));
        break;
      case "updateLocale":
        if (params.isDefault) definitions.locales = [String(params.apiId), ...definitions.locales.filter((locale) => locale !== params.apiId)];
        break;
      case "createEnumeration":
        definitions.enumerations.push({ apiId: String(params.apiId), values: (params.values as { apiId: string }[]).map((value) => value.apiId) });
        break;
      case "createModel":
      case "createComponent": {
        const type: TypeDefinition = { apiId: String(params.apiId), apiIdPlural: String(params.apiIdPlural), fields: [] };
        types.set(type.apiId, type);
        (operationName === "createModel" ? definitions.models : definitions.components).push(type);
        break;
      }
      case "createSimpleField":
        if (params.type === "RICHTEXT") {
          const embeds = params.embedsEnabled ? (params.embeddableModels as string[]) : [];
          addField(params, { type: `${String(params.parentApiId)}${capitalized(String(params.apiId))}RichText`, kind: "richText", list: false, embeds });
        } else {
          const type = SIMPLE_TYPES[String(params.type)];
          if (!type) throw new Error(`${String(params.parentApiId)}.${String(params.apiId)}: no rule here for Hygraph's ${String(params.type)} field`);
          addField(params, { type, kind: "scalar" });
        }
        break;
      case "updateSimpleField": {
        const field = types.get(String(params.parentApiId))?.fields.find((candidate) => candidate.apiId === params.apiId);
        if (field && params.isLocalized !== undefined) field.localized = Boolean(params.isLocalized);
        break;
      }
      case "createEnumerableField":
        addField(params, { type: String(params.enumerationApiId), kind: "enum" });
        break;
      case "createComponentField":
        addField(params, { type: String(params.componentApiId), kind: "component" });
        break;
      case "createComponentUnionField":
        union(params, params.componentApiIds as string[]);
        break;
      case "createUnionField": {
        const reverse = params.reverseField as Reverse;
        union(params, reverse.modelApiIds ?? []);
        for (const target of reverse.isUnidirectional ? [] : (reverse.modelApiIds ?? [])) {
          reverseFields.push({ target, field: { apiId: reverse.apiId, type: String(params.parentApiId), kind: "relation", list: Boolean(reverse.isList), required: false, unique: false, reverseOf: String(params.apiId) } });
        }
        break;
      }
      case "createRelationalField": {
        const reverse = params.reverseField as Reverse;
        addField(params, { type: String(reverse.modelApiId), kind: "relation" });
        if (!reverse.isUnidirectional) {
          reverseFields.push({ target: String(reverse.modelApiId), field: { apiId: reverse.apiId, type: String(params.parentApiId), kind: "relation", list: Boolean(reverse.isList), required: false, unique: false, reverseOf: String(params.apiId) } });
        }
        break;
      }
      case "createWebhook":
        break;
      default:
        throw new Error(`no rule here for the step ${operationName}`);
    }
  }
  for (const { target, field } of reverseFields) types.get(target)?.fields.push(field);
  return definitions;
}

/** The project the setup makes of a new one, from its plan for an empty project. */
export function planDefinitions(definitions: ModelDefinitions = readModelDefinitions()): ModelDefinitions {
  return definitionsFromPlan(dryRunPlan(definitions, EMPTY_PROJECT) as Step[]);
}
