import { everyAssetUploadOperation } from "./asset-upload";
import type { ImportModels } from "./import-models";
import { localeSelection, localizationsSelection } from "./import-localizations";

/**
 * The GraphQL operations the content import sends, one set per model: the contract check
 * validates each against Hygraph's schema (scripts/lib/hygraph-contract.ts).
 */

export const importOperations = {
  read: (models: ImportModels, model: string, stage: "DRAFT" | "PUBLISHED", pageSize: number) =>
    `query ImportRead($skip: Int) { ${models.listQuery(model)}(stage: ${stage}, first: ${pageSize}, skip: $skip) { id ${models.selection(model)} ${localizationsSelection(models, model)} } }`,
  /** A model localized only in its components, read in one locale (readInLocale). */
  readLocale: (models: ImportModels, model: string, stage: "DRAFT" | "PUBLISHED", pageSize: number) =>
    `query ImportReadLocale($skip: Int, $locales: [Locale!]!) { ${models.listQuery(model)}(stage: ${stage}, locales: $locales, first: ${pageSize}, skip: $skip) { id ${localeSelection(models, model)} } }`,
  // It answers the entry's components by id, for a later update that replaces them (an edit waiting to be published).
  upsert: (models: ImportModels, model: string) =>
    `mutation ImportUpsert($where: ${model}WhereUniqueInput!, $upsert: ${model}UpsertInput!) { upsert${model}(where: $where, upsert: $upsert) { id ${models.componentIds(model)} } }`,
  /** An update answering the entry's components by id (an edit waiting to be published, whose translation may name one). */
  updateAnswering: (models: ImportModels, model: string) =>
    `mutation ImportUpdateAnswering($where: ${model}WhereUniqueInput!, $data: ${model}UpdateInput!) { update${model}(where: $where, data: $data) { id ${models.componentIds(model)} } }`,
  update: (model: string) => `mutation ImportUpdate($where: ${model}WhereUniqueInput!, $data: ${model}UpdateInput!) { update${model}(where: $where, data: $data) { id } }`,
  /** The base (default locale) and the translations `$locales` names, published together. */
  publish: (model: string) => `mutation ImportPublish($where: ${model}WhereUniqueInput!, $locales: [Locale!]) { publish${model}(where: $where, locales: $locales, publishBase: true, to: [PUBLISHED]) { id } }`,
};

/** Every operation the import may send, named for the contract check's report. */
export function everyImportOperation(models: ImportModels): { name: string; query: string }[] {
  return [...everyAssetUploadOperation(), ...models.order().flatMap((model) => [
    { name: `import: read ${model}`, query: importOperations.read(models, model, "DRAFT", 10) },
    ...(model === "Asset" ? [] : [{ name: `import: upsert${model}`, query: importOperations.upsert(models, model) }]),
    { name: `import: update${model}`, query: importOperations.update(model) },
    ...(model === "Asset" ? [] : [{ name: `import: update${model} (answering its components)`, query: importOperations.updateAnswering(models, model) }]),
    { name: `import: publish${model}`, query: importOperations.publish(model) },
  ])];
}
