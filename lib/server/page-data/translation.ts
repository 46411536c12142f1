import { isTranslationBehind } from "@sti-aware/contract/translation-status";
import { DEFAULT_LOCALE, routes, type SiteLocale } from "@sti-aware/contract/routes";
import type { Post, Reviewer } from "@/lib/shared/content/types";
import type { ContentSource } from "@/queries/client/content-source";
import { getAuthorBySlug } from "@/queries/author-by-slug";
import { englishChangedOn } from "./translation-rows";

/**
 * What a translated article tells its reader about itself: its own medical review (reviewer, date,
 * note) and, when the English changed after the revision the translation was made from, what
 * changed, when, and where the English is. Computed at build/ISR time, so a new English review
 * makes every Spanish page that follows it say so at its next regeneration.
 */
export type TranslationReview = { reviewer: Reviewer | null; reviewedOn: string | null; note: string | null };
/** `medical`: a post's newer English revisions are review-history entries, each a medical change. */
export type TranslationBehind = { medical: boolean; date: string; summary: string };
/** An embedded FAQ whose English changed after its translation (FAQs record no medical review: a change, not a medical one). */
export type FaqBehind = { question: string; date: string };
/** `englishPath`: the English article this one translates. */
export type TranslationState = { review: TranslationReview | null; englishPath: string | null; behind: TranslationBehind | null; faqsBehind: FaqBehind[] };
/** A translated FAQ as the article query reads it: its source and its English's last update. */
export type TranslatedFaq = { question: string; translationSource?: string | null; englishUpdatedAt?: string | null };

type TranslatedPost = Pick<Post, "changeLog" | "localizations" | "translationSource" | "translationReviewedBy" | "translationReviewedOn" | "translationReviewNote">;

/** The newest English review-history entry the translation does not follow (all of them when its source is unknown). */
export function englishChangeSince(post: Pick<Post, "changeLog" | "translationSource">): Post["changeLog"][number] | null {
  const changeIds = post.changeLog.map((change) => change.id);
  if (!isTranslationBehind({ kind: "post", changeIds }, post.translationSource)) return null;
  return post.changeLog[0] ?? null;
}

async function reviewerOf(source: ContentSource, slug: string | null | undefined, locale: SiteLocale): Promise<Reviewer | null> {
  if (!slug) return null;
  const author = await getAuthorBySlug(source, slug, [locale, DEFAULT_LOCALE]);
  return author ? { id: author.id, name: author.name, slug: author.slug, credentials: author.credentials } : null;
}

/** A translated article's state; null on the English (the default locale). */
export async function translationState(source: ContentSource, post: TranslatedPost, locale: SiteLocale, faqs: TranslatedFaq[] = []): Promise<TranslationState | null> {
  if (locale === DEFAULT_LOCALE) return null;
  const reviewer = await reviewerOf(source, post.translationReviewedBy, locale);
  const reviewed = reviewer || post.translationReviewedOn || post.translationReviewNote;
  const review = reviewed ? { reviewer, reviewedOn: post.translationReviewedOn ?? null, note: post.translationReviewNote ?? null } : null;
  const change = englishChangeSince(post);
  const english = post.localizations.find((version) => version.locale === DEFAULT_LOCALE);
  const englishPath = english ? routes.inLocale(DEFAULT_LOCALE).path("article", { slug: english.slug }) : null;
  const faqsBehind = faqs.flatMap((faq) => {
    const date = englishChangedOn(faq);
    return date ? [{ question: faq.question, date }] : [];
  });
  return { review, englishPath, behind: change && englishPath ? { medical: true, date: change.date, summary: change.summary } : null, faqsBehind };
}
