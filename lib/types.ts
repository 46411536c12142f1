/**
 * Types of the content as the site's queries select it (see queries/ and
 * content-service/models.graphql). One hand-written module, so pages and components
 * share a single vocabulary.
 */

import type { RichTextDocument } from "@sti-aware/contract/rich-text";

export type { RichTextDocument, RichTextElement, RichTextLeaf, RichTextNode } from "@sti-aware/contract/rich-text";

export type Asset = {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  mimeType: string | null;
  alt: string | null;
};

export type AuthorSummary = { id: string; name: string; slug: string };

export type Author = AuthorSummary & {
  title: string | null;
  linkedin: string | null;
  biography: string | null;
  picture: Asset | null;
};

export type Seo = {
  id: string;
  title: string | null;
  description: string | null;
  canonicalUrl: string | null;
  keywords: string[];
  lastReviewed: string | null;
  reviewedBy: AuthorSummary | null;
  dateModified: string | null;
  updatedAt?: string | null;
  publishedAt?: string | null;
};

export type CategoryRef = { id: string; title: string; slug: string };

export type SubCategory = CategoryRef & { description: string | null };

export type Category = CategoryRef & {
  description: string | null;
  coverImage: Asset | null;
  subCategories: SubCategory[];
};

export type PostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  createdAt: string;
  updatedAt: string;
  category: CategoryRef | null;
  subCategory: CategoryRef | null;
  coverImage: Asset | null;
  author: AuthorSummary | null;
};

export type DeepLink = { id: string; name: string; cta: string | null; affiliate_link: string };

export type Advertiser = {
  id: string;
  name: string;
  isDisabled: boolean;
  domain: string | null;
  defaultCouponText: string | null;
  features_md: string | null;
  review: string | null;
  logo: Asset | null;
  deepLink: DeepLink | null;
};

export type Promotion = {
  id: string;
  slug: string;
  /** The product ranked; the brand alone does not identify it when a brand has several. */
  productName: string | null;
  testsFor: string | null;
  sampleType: string | null;
  resultsTime: string | null;
  score: number;
  couponText: string | null;
  ribbon: string | null;
  features_md: string | null;
  callToAction: string | null;
  deepLink: DeepLink | null;
  advertiser: Advertiser | null;
  landing_page_preview_image: Asset | null;
};

export type ProductReview = {
  id: string;
  name: string;
  description: string | null;
  pros: string[];
  cons: string[];
  /** The product reviewed; its score is the review's score (one source of truth). */
  product: Pick<Promotion, "id" | "score" | "ribbon"> | null;
  brand: Pick<Advertiser, "id" | "name" | "domain" | "isDisabled"> | null;
  deepLink: DeepLink | null;
  image: Asset | null;
};

export type Chart = { id: string; name: string; promotions: Promotion[] };

export type Faq = { id: string; question: string; answer: string };

export type Topic = { id: string; name: string; faqs: Faq[] };

export type PageSummary = { id: string; title: string; slug: string; metaDescription: string | null };

export type RichTextReference =
  | ({ __typename: "Asset" } & Asset)
  /** brandName: filled in by the page loader (lib/page-data/brand-names.ts). */
  | ({ __typename: "DeepLink" } & DeepLink & { brandName?: string | null })
  | ({ __typename: "Promotion" } & Promotion)
  | ({ __typename: "ProductReview" } & ProductReview)
  | ({ __typename: "Faq" } & Faq)
  | ({ __typename: "Post" } & PostSummary)
  | ({ __typename: "Page" } & PageSummary)
  | ({ __typename: "Chart" } & Chart)
  | ({ __typename: "Topic" } & Topic);

export type RichText = { json: RichTextDocument; references: RichTextReference[] };

export type Post = PostSummary & {
  publishedAt: string | null;
  tags: string[];
  seo: Seo | null;
  content: RichText | null;
};

export type Page = PageSummary & {
  url: string | null;
  headerOneText: string | null;
  headerTwoText: string | null;
  sitemap: boolean;
  useHeroImage: boolean;
  headerImage: Asset | null;
  author: AuthorSummary | null;
  updatedAt: string;
  topics: Topic[];
  defaultChart: Chart | null;
  seo: Seo | null;
  content: RichText | null;
};

export type NavigationLink = { __typename: "NavigationLink"; id: string; title: string; url: string; isColored: boolean };
export type NavigationDropdown = {
  __typename: "NavigationDropdown";
  id: string;
  title: string;
  links: Omit<NavigationLink, "__typename">[];
};
export type NavigationItem = NavigationLink | NavigationDropdown;
export type NavigationMenu = { id: string; name: string; content: NavigationItem[] };

export type ColorPalette = Partial<Record<"primary" | "primaryDark" | "accent" | "surface" | "text", string>>;

export type SiteConfig = {
  id: string;
  name: string;
  domain: string;
  logo: Asset | null;
  logoMobile: Asset | null;
  favicon: Asset | null;
  colorPalette: ColorPalette | null;
  gaMeasurementId: string | null;
  gtmId: string | null;
  miniChart: Chart | null;
};

/** Site configuration as the shell uses it on every page: the home page's mini chart stays out. */
export type ShellSiteConfig = Omit<SiteConfig, "miniChart">;

export type HomePageData = { id: string; seo: Seo[]; createdAt: string; updatedAt: string };

/** Menus and site configuration, the same for every page (SPEC §2 "shared context"). */
export type SharedContext = {
  subMenu: NavigationMenu | null;
  footer: NavigationMenu | null;
  siteConfig: SiteConfig;
};

/** The shared context as every page's props carry it to the shell. */
export type ShellContext = Omit<SharedContext, "siteConfig"> & { siteConfig: ShellSiteConfig };

/** Category listing data (SPEC §3 "Category page"). */
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
