import { describe, expect, it } from "vitest";
import { ContentStore } from "@/content-service/store/store";
import { FIELDS, LOCALIZED_TYPES, MODELS } from "@/content-service/store/models";
import { hygraphWebhookBody } from "@/content-service/publishing/hygraph-payload";
import { parseWebhookPayload } from "@/lib/server/publishing/webhook-payload";
import { DEFAULT_CONTENT_DIR } from "@/content-service/http/server";

/**
 * The embedded service's webhook body, every model, against the rules of Hygraph's docs, "Webhooks" →
 * "Receiving a webhook" (the oracle is the docs' rules applied to models.graphql's field flags, not
 * the sender's code): `data` holds __typename, id and stage; no localized field at the top; every
 * related entry as { id, __typename } and nothing else; localized fields only in `localizations`,
 * each item naming its locale; and the site reads it.
 */
const store = ContentStore.load(DEFAULT_CONTENT_DIR);

describe("the webhook body the content service sends", () => {
  it.each(MODELS)("%s: as 'Receiving a webhook' describes it, and read by the site", (model) => {
    const [entry] = store.all(model, "PUBLISHED");
    expect(entry, `the shipped content has a published ${model}`).toBeDefined();
    const { data } = hygraphWebhookBody(store, "publish", entry, "PUBLISHED");
    expect(data).toMatchObject({ __typename: model, id: entry.id, stage: "PUBLISHED" });
    for (const field of FIELDS.get(model) ?? []) {
      if (field.localized) expect(data, `${model}.${field.name} is localized`).not.toHaveProperty(field.name);
      else if (field.kind === "model" && data[field.name] !== null && data[field.name] !== undefined) {
        for (const related of [data[field.name]].flat()) expect(Object.keys(related as object).sort(), `${model}.${field.name}`).toEqual(["__typename", "id"]);
      }
    }
    // A component's localized fields go with their locale too, under the component's field (with its id);
    // so do those of a modular component field (a union of components: a menu's links and dropdowns).
    const localized = (FIELDS.get(model) ?? []).filter((field) => field.localized || (field.kind === "component" && LOCALIZED_TYPES.has(field.type)) || field.kind === "union").map((field) => field.name);
    if (localized.length) {
      const localizations = data.localizations as Record<string, unknown>[];
      expect(localizations[0]).toMatchObject({ locale: "en" });
      for (const localization of localizations) expect(Object.keys(localization).every((key) => ["locale", "createdAt", "updatedAt", "publishedAt", ...localized].includes(key)), `${model}: ${Object.keys(localization).join(", ")}`).toBe(true);
    }
    expect(parseWebhookPayload({ operation: "publish", data })).not.toHaveProperty("problem");
  });
});
