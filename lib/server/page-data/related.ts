import { processTerm, tokenize } from "@/lib/server/search/text";
import type { ContentSource } from "@/queries/client/content-source";
import { getRelatedCandidates, type RelatedCandidate } from "@/queries/related-posts";
import { routes } from "@sti-aware/contract/routes";

/** An article's "Related reading" entry (components/article/RelatedReading.tsx). */
export type RelatedArticle = { href: string; title: string; category: string | null; excerpt: string | null };

export const RELATED_COUNT = 3;
/** Most articles a post's change regenerates for their related reading at once; the rest follow within REVALIDATE_SECONDS. */
export const RELATED_REGENERATED_MAX = 20;

type Subject = { id: string; title: string; excerpt?: string | null; tags: string[]; category?: { slug: string } | null; subCategory?: { slug: string } | null };

const termsOf = (post: Pick<Subject, "title" | "excerpt" | "tags">) =>
  new Set(tokenize([post.title, post.excerpt ?? "", ...post.tags].join(" ")).flatMap((word) => processTerm(word) ?? []));

/** Share of the smaller set's terms the two have in common (0–1). */
function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.min(a.size, b.size);
}

/** A sponsored item: a brand's review (Advertiser.review names it), or a post its editors tag "sponsored". */
const isSponsored = (candidate: RelatedCandidate, brandReviews: string[]) =>
  brandReviews.includes(candidate.slug) || candidate.tags.some((tag) => /^(sponsored|partner content|advertorial)$/i.test(tag.trim()));

/**
 * Three articles to read next: the same sub-category first, then the same category, then any
 * other, each group by how much the articles' titles, summaries and tags have in common (then
 * the most recently updated); never the article itself, never a sponsored one.
 */
export async function relatedArticles(source: ContentSource, post: Subject): Promise<RelatedArticle[]> {
  const { groups, brandReviews } = await getRelatedCandidates(source, { id: post.id, subCategory: post.subCategory?.slug ?? null, category: post.category?.slug ?? null, tags: post.tags });
  const own = termsOf(post);
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const seen = new Set<string>([post.id]);
  const ranked: { candidate: RelatedCandidate; tier: number; score: number; order: number }[] = [];
  groups.forEach((group) =>
    group.forEach((candidate) => {
      if (seen.has(candidate.id) || isSponsored(candidate, brandReviews)) return;
      seen.add(candidate.id);
      const tier = post.subCategory && candidate.subCategory?.slug === post.subCategory.slug ? 2 : post.category && candidate.category?.slug === post.category.slug ? 1 : 0;
      const sharedTags = candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
      ranked.push({ candidate, tier, score: similarity(own, termsOf(candidate)) + sharedTags * 0.25, order: ranked.length });
    }),
  );
  ranked.sort((a, b) => b.tier - a.tier || b.score - a.score || a.order - b.order);
  return ranked.slice(0, RELATED_COUNT).map(({ candidate }) => ({
    href: routes.path("article", { slug: candidate.slug }),
    title: candidate.title,
    category: candidate.category?.title ?? null,
    excerpt: candidate.excerpt ?? null,
  }));
}

/**
 * Articles whose related reading a post's publication, change or removal may alter, for the
 * publish webhook to regenerate at once: every article of a sub-category draws its candidates from
 * the sub-category's most recently updated posts, then the category's, the changed post among
 * them. The most recently updated others of its sub-category, then of its category, at most
 * RELATED_REGENERATED_MAX: one query, and the articles readers reach first.
 */
export async function relatedReadingPaths(source: ContentSource, post: { id: string; category: string | null; subCategory: string | null }): Promise<string[]> {
  if (!post.category && !post.subCategory) return [];
  const { groups } = await getRelatedCandidates(source, { id: post.id, subCategory: post.subCategory, category: post.category, tags: [] }, RELATED_REGENERATED_MAX + 1);
  const [sameSubCategory, sameCategory] = groups;
  const others = [...sameSubCategory, ...sameCategory].filter((candidate) => candidate.id !== post.id).map((candidate) => routes.path("article", { slug: candidate.slug }));
  return [...new Set(others)].slice(0, RELATED_REGENERATED_MAX);
}
