import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { isTranslationBehind } from "@sti-aware/contract/translation-status";
import type { SiteEnv } from "./env";

/** The build's query for the Spanish translations' state (plain fetch, like the review summary); the contract check validates it. */
export const TRANSLATION_SUMMARY_QUERY = `query TranslationSummary($skip: Int!) { posts(first: ${MAX_PAGE_SIZE}, skip: $skip) { changeLog { id } localizations(locales: [es]) { translationSource } } pages(first: ${MAX_PAGE_SIZE}, skip: $skip) { updatedAt(variation: BASE) localizations(locales: [es]) { translationSource } } }`;

type Translated = { localizations: { translationSource: string | null }[] };
type TranslationSummaryAnswer = { data?: { posts: (Translated & { changeLog: { id: string }[] })[]; pages: (Translated & { updatedAt: string })[] } };

/** How many published Spanish translations are behind their English (the English changed medically after their source). */
export async function countTranslationsBehind(env: Pick<SiteEnv, "contentApiUrl" | "contentApiToken">): Promise<{ behind: number; translated: number }> {
  let behind = 0;
  let translated = 0;
  for (let skip = 0; ; skip += MAX_PAGE_SIZE) {
    const response = await fetch(env.contentApiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...(env.contentApiToken ? { authorization: `Bearer ${env.contentApiToken}` } : {}) },
      body: JSON.stringify({ query: TRANSLATION_SUMMARY_QUERY, variables: { skip } }),
      signal: AbortSignal.timeout(10_000),
    });
    const { data } = (await response.json()) as TranslationSummaryAnswer;
    if (!data) throw new Error("no data");
    const count = (english: Parameters<typeof isTranslationBehind>[0], entry: Translated) => {
      for (const translation of entry.localizations) {
        translated++;
        if (isTranslationBehind(english, translation.translationSource)) behind++;
      }
    };
    for (const post of data.posts) count({ kind: "post", changeIds: post.changeLog.map((change) => change.id) }, post);
    for (const page of data.pages) count({ kind: "page", updatedAt: page.updatedAt }, page);
    if (data.posts.length < MAX_PAGE_SIZE && data.pages.length < MAX_PAGE_SIZE) break;
  }
  return { behind, translated };
}

/**
 * Printed by every build beside the medical reviews: how many Spanish translations are behind
 * the English, which readers see as "the English version is newer". Never fails the build.
 */
export async function reportTranslationsBehind(env: Pick<SiteEnv, "contentApiUrl" | "contentApiToken">, log = console.log): Promise<void> {
  try {
    const { behind, translated } = await countTranslationsBehind(env);
    log(`Translations: ${behind} Spanish translation${behind === 1 ? "" : "s"} behind the English (of ${translated}); \`npm run content -- check --locale es\` lists them.`);
  } catch (error) {
    log(`Translations: could not be counted (${error instanceof Error ? error.message : String(error)}).`);
  }
}
