import type { ContentApi } from "./content-api";
import { importOperations } from "./import-operations";

/**
 * The import's publishing: each entry published here is published there with its locales
 * (`publish<Model>(where, locales, publishBase: true)`), and only when every field and relation of
 * it was written. An entry with a failed write (an asset that could not be uploaded, a deferred rich
 * text or relation refused) stays a draft there and is named, so readers never get an article
 * without its body or cover.
 */

export type ToPublish = { model: string; where: Record<string, string>; key: string; locales: string[] };

export type PublishHooks = {
  /** Counts a write (throws to stop an interrupted import). */
  wrote: () => void;
  fail: (model: string, key: string, error: unknown) => void;
  /** An entry held back because a write of it failed. */
  unpublished: (item: ToPublish) => void;
  /** Whether an error stops the import (rethrown, not reported). */
  isStop: (error: unknown) => boolean;
};

export async function publishWhole(api: ContentApi, toPublish: ToPublish[], incomplete: Set<string>, hooks: PublishHooks): Promise<void> {
  const whole = toPublish.filter((item) => {
    if (!incomplete.has(`${item.model}:${item.key}`)) return true;
    hooks.unpublished(item);
    return false;
  });
  // A project may refuse to publish a link to an entry not published yet (the embedded service's
  // editors' check does): what was refused is tried again while the rounds publish something.
  let pending = whole;
  while (pending.length) {
    const refused: { item: ToPublish; error: unknown }[] = [];
    for (const item of pending) {
      try {
        await api.request(importOperations.publish(item.model), { where: item.where, locales: item.locales });
        hooks.wrote();
      } catch (error) {
        if (hooks.isStop(error)) throw error;
        refused.push({ item, error });
      }
    }
    if (refused.length === pending.length) {
      for (const { item, error } of refused) hooks.fail(item.model, item.key, error);
      break;
    }
    pending = refused.map(({ item }) => item);
  }
}
