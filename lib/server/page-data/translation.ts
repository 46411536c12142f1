import { isTranslationBehind } from "@sti-aware/contract/translation-status";
import { DEFAULT_LOCALE, routes, type Routes, type SiteLocale } from "@sti-aware/contract/routes";
import { absoluteUrl, personLd } from "./seo";
import type { Page, Post, Reviewer } from "@/lib/shared/content/types";
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

type ReviewedTranslation = Pick<Post, "translationReviewedBy" | "translationReviewedOn" | "translationReviewNote">;

/** The translation's own review, when it records any part of one. */
async function translationReview(source: ContentSource, entry: ReviewedTranslation, locale: SiteLocale): Promise<TranslationReview | null> {
  const reviewer = await reviewerOf(source, entry.translationReviewedBy, locale);
  const reviewed = reviewer || entry.translationReviewedOn || entry.translationReviewNote;
  return reviewed ? { reviewer, reviewedOn: entry.translationReviewedOn ?? null, note: entry.translationReviewNote ?? null } : null;
}

/** A translated article's state; null on the English (the default locale). */
export async function translationState(source: ContentSource, post: TranslatedPost, locale: SiteLocale, faqs: TranslatedFaq[] = []): Promise<TranslationState | null> {
  if (locale === DEFAULT_LOCALE) return null;
  const review = await translationReview(source, post, locale);
  const change = englishChangeSince(post);
  const english = post.localizations.find((version) => version.locale === DEFAULT_LOCALE);
  const englishPath = english ? routes.inLocale(DEFAULT_LOCALE).path("article", { slug: english.slug }) : null;
  const faqsBehind = faqs.flatMap((faq) => {
    const date = englishChangedOn(faq);
    return date ? [{ question: faq.question, date }] : [];
  });
  return { review, englishPath, behind: change && englishPath ? { medical: true, date: change.date, summary: change.summary } : null, faqsBehind };
}

type TranslatedPage = Pick<Page, "localizations" | "translationSource" | "translationReviewedBy" | "translationReviewedOn" | "translationReviewNote" | "englishUpdatedAt">;

/**
 * A translated page's state: pages keep no review history, so any English update after the
 * translation's source puts it behind (as the editors' check counts it), a change with no summary.
 */
export async function pageTranslationState(source: ContentSource, page: TranslatedPage, locale: SiteLocale): Promise<TranslationState | null> {
  if (locale === DEFAULT_LOCALE) return null;
  const review = await translationReview(source, page, locale);
  const english = page.localizations.find((version) => version.locale === DEFAULT_LOCALE);
  const englishPath = english ? routes.inLocale(DEFAULT_LOCALE).path("contentPage", { slug: english.slug }) : null;
  const date = englishChangedOn(page);
  return { review, englishPath, behind: date && englishPath ? { medical: false, date, summary: "" } : null, faqsBehind: [] };
}

/**
 * A translation's structured data says what its page says: the English work it translates, with the
 * date of an English medical change the translation does not follow yet (then the English is newer
 * than this page), and the translation's own review as the page's review.
 */
export function translationLd(translation: TranslationState | null | undefined, pageRoutes: Routes, type: "MedicalWebPage" | "WebPage" = "MedicalWebPage") {
  if (!translation) return {};
  const { review, englishPath, behind } = translation;
  const english = englishPath ? { "@type": type, url: absoluteUrl(englishPath), inLanguage: DEFAULT_LOCALE } : null;
  return {
    ...(review?.reviewer ? { reviewedBy: personLd(review.reviewer, pageRoutes) } : {}),
    ...(review?.reviewedOn ? { lastReviewed: review.reviewedOn } : {}),
    ...(english ? { translationOfWork: behind ? { ...english, dateModified: behind.date, ...(behind.summary ? { description: behind.summary } : {}) } : english } : {}),
  };
}
