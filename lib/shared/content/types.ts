/**
 * The site's names for the content its queries select. Every shape comes from the generated
 * types (queries/generated, from schema.graphql and the documents in queries/): a component
 * typed with one of these fails type-check when it reads a field its fragment does not select.
 * Only the site's own additions are written here: the brand name the loader adds to deep links,
 * the parsed colour palette, and the view models at the end.
 */

import type { FeatureBlock } from "@sti-aware/contract/feature-markdown";
import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import type { SitePages } from "./site-pages";
import type * as Generated from "@/queries/generated/graphql";
import type { PepHours } from "./pep-hours";

export type { RichTextDocument, RichTextElement, RichTextLeaf, RichTextNode } from "@sti-aware/contract/rich-text";

export type Asset = Generated.AssetFieldsFragment;
export type AuthorSummary = Generated.AuthorSummaryFieldsFragment;
export type Author = Generated.AuthorProfileFieldsFragment;
export type Seo = Generated.SeoFieldsFragment;
export type Reviewer = Generated.ReviewerFieldsFragment;
export type ArticleSource = Generated.ArticleEvidenceFieldsFragment["sources"][number];
export type ChangeLogEntry = Generated.ArticleEvidenceFieldsFragment["changeLog"][number];
export type UrgentHelp = Generated.UrgentHelpFieldsFragment;
export type CategoryRef = Generated.CategoryRefFieldsFragment;
export type Category = Generated.CategoriesQuery["categories"][number];
export type PostSummary = Generated.PostCardFieldsFragment;
export type DeepLink = Generated.DeepLinkFieldsFragment;
export type Promotion = Generated.PromotionFieldsFragment;
/** Each brand-features text of a page (`features_md`) → its tree, parsed on the server (lib/server/page-data/feature-lists.ts). */
export type FeatureLists = Record<string, FeatureBlock[]>;
export type Advertiser = NonNullable<Promotion["advertiser"]>;
export type ProductReview = Generated.ProductReviewFieldsFragment;
export type Chart = Generated.ChartFieldsFragment;
export type Faq = Generated.FaqFieldsFragment;
export type Topic = Generated.TopicFieldsFragment;
export type RankingMethod = Generated.RankingMethodQuery;

type PostBySlug = NonNullable<Generated.PostBySlugQuery["post"]>;
type PageBySlug = NonNullable<Generated.PageBySlugQuery["page"]>;
type SelectedReference = NonNullable<PostBySlug["content"]>["references"][number] | NonNullable<PageBySlug["content"]>["references"][number];

/** An entry embedded in rich text; a deep link's brandName is filled in by the page loader (lib/server/page-data/brand-names.ts). */
export type RichTextReference =
  | Exclude<SelectedReference, { __typename: "DeepLink" }>
  | (Extract<SelectedReference, { __typename: "DeepLink" }> & { brandName?: string | null });

export type RichText = { json: RichTextDocument; references: RichTextReference[] };
export type Post = Omit<PostBySlug, "content"> & { content: RichText | null };
export type Page = Omit<PageBySlug, "content"> & { content: RichText | null };

export type NavigationMenu = NonNullable<Generated.NavigationMenuQuery["navigationMenu"]>;
export type NavigationItem = NavigationMenu["content"][number];
export type NavigationLink = Extract<NavigationItem, { __typename: "NavigationLink" }>;
export type NavigationDropdown = Extract<NavigationItem, { __typename: "NavigationDropdown" }>;

/** The palette keys the stylesheet reads; the content API sends the palette as free JSON. */
export type ColorPalette = Partial<Record<"primary" | "primaryDark" | "accent" | "surface" | "text", string>>;

/** The site configuration with its palette parsed (lib/server/content/shared-context.ts). */
export type SiteConfig = Omit<Generated.SiteConfigQuery["siteConfigs"][number], "colorPalette"> & { colorPalette: ColorPalette | null };

/** Site configuration as the shell uses it on every page: the home page's mini chart stays out. */
export type ShellSiteConfig = Omit<SiteConfig, "miniChart" | "reviewIntervalMonths">;

/** Menus and site configuration, the same for every page (the "shared context" of docs/requirements.md, Routes and page shell). */
export type SharedContext = {
  subMenu: NavigationMenu | null;
  footer: NavigationMenu | null;
  siteConfig: SiteConfig;
  /** The PEP time limits the footer states (the CMS's facts; CDC's 24 and 72 hours when missing). */
  pepHours?: PepHours;
  /** The content pages the shell links to, in the page's language where they have a version (./site-pages.ts). */
  sitePages?: SitePages;
};

/**
 * The shared context as every page's props carry it to the shell, with the year the page was
 * rendered: the footer's copyright must not read the visitor's clock, or a page built on
 * 31 December would not hydrate on 1 January.
 */
export type ShellContext = Omit<SharedContext, "siteConfig"> & {
  siteConfig: ShellSiteConfig;
  copyrightYear: number;
  /** A category listing hands the shell its category page (null elsewhere): the shell titles the page from it. */
  categoryPage: CategoryPageData | null;
};

/** Category listing data ("Category page" in docs/requirements.md, Entities). */
export type CategoryPageData = {
  title: string;
  description: string | null;
  category: CategoryRef;
  subCategory: CategoryRef | null;
  currentPage: number;
  pagesCount: number;
  coverImage: Asset | null;
  dateModified: string | null;
};
