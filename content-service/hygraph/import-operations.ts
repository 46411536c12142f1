import { everyAssetUploadOperation } from "./asset-upload";
import type { ImportModels } from "./import-models";

/**
 * The GraphQL operations the content import sends, one set per model: the contract check
 * validates each against Hygraph's schema (scripts/lib/hygraph-contract.ts).
 */

export const importOperations = {
  read: (models: ImportModels, model: string, stage: "DRAFT" | "PUBLISHED", pageSize: number) =>
    `query ImportRead($skip: Int) { ${models.listQuery(model)}(stage: ${stage}, first: ${pageSize}, skip: $skip) { id ${models.selection(model)} } }`,
  upsert: (model: string) => `mutation ImportUpsert($where: ${model}WhereUniqueInput!, $upsert: ${model}UpsertInput!) { upsert${model}(where: $where, upsert: $upsert) { id } }`,
  update: (model: string) => `mutation ImportUpdate($where: ${model}WhereUniqueInput!, $data: ${model}UpdateInput!) { update${model}(where: $where, data: $data) { id } }`,
  publish: (model: string) => `mutation ImportPublish($where: ${model}WhereUniqueInput!) { publish${model}(where: $where, to: [PUBLISHED]) { id } }`,
};

/** Every operation the import may send, named for the contract check's report. */
export function everyImportOperation(models: ImportModels): { name: string; query: string }[] {
  return [...everyAssetUploadOperation(), ...models.order().flatMap((model) => [
    { name: `import: read ${model}`, query: importOperations.read(models, model, "DRAFT", 10) },
    ...(model === "Asset" ? [] : [{ name: `import: upsert${model}`, query: importOperations.upsert(model) }]),
    { name: `import: update${model}`, query: importOperations.update(model) },
    { name: `import: publish${model}`, query: importOperations.publish(model) },
  ])];
}
