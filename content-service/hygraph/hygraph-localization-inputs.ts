import type { FieldDefinition } from "./model-definitions";

/**
 * The localization inputs of Hygraph's content API (docs/hygraph.md, "Localization"), for a
 * localized model and, by the same rule, a component with localized fields ("Content import").
 */

/** A localized (scalar or rich-text) field's input: required on create when the field is. */
const scalarInput = (field: FieldDefinition, create: boolean) => {
  const type = field.kind === "richText" ? "RichTextAST" : field.type;
  return `${field.apiId}: ${field.list ? `[${type}!]` : create && field.required ? `${type}!` : type}`;
};

/** Only a type's own localized scalar and rich-text fields go in its localization inputs. */
export const ownLocalized = (fields: FieldDefinition[]) => fields.filter((field) => field.localized && (field.kind === "scalar" || field.kind === "enum" || field.kind === "richText"));

/**
 * A model's localization inputs, as a Hygraph-generated schema has them: `localizations: { create:
 * [{ locale, data }] }` on create; `{ create, update: [{ locale, data }], upsert: [{ locale,
 * create, update }], delete: [Locale!] }` on update; the data holds the localized fields (and, on
 * create, the localization's dates).
 */
export function localizationInputsSdl(name: string, localized: FieldDefinition[]): string[] {
  if (!localized.length) return [];
  return [
    `input ${name}CreateLocalizationDataInput { createdAt: DateTime updatedAt: DateTime ${localized.map((field) => scalarInput(field, true)).join(" ")} }`,
    `input ${name}CreateLocalizationInput { data: ${name}CreateLocalizationDataInput! locale: Locale! }`,
    `input ${name}CreateLocalizationsInput { create: [${name}CreateLocalizationInput!] }`,
    `input ${name}UpdateLocalizationDataInput { ${localized.map((field) => scalarInput(field, false)).join(" ")} }`,
    `input ${name}UpdateLocalizationInput { data: ${name}UpdateLocalizationDataInput! locale: Locale! }`,
    `input ${name}UpsertLocalizationInput { update: ${name}UpdateLocalizationDataInput! create: ${name}CreateLocalizationDataInput! locale: Locale! }`,
    `input ${name}UpdateLocalizationsInput { create: [${name}CreateLocalizationInput!] update: [${name}UpdateLocalizationInput!] upsert: [${name}UpsertLocalizationInput!] delete: [Locale!] }`,
  ];
}
