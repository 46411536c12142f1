import type { GetStaticPropsContext, GetStaticPropsResult } from "next";
import type { ContentSource } from "@/queries/client/content-source";
import { contentSource } from "@/lib/server/content/source";
import { siteEnv } from "@/lib/server/config/env";
import { DEFAULT_OG_IMAGE_PATH } from "@/lib/shared/page/page-meta";
import { absoluteUrl, type PageMeta, type PageMetaInput } from "@/lib/server/page-data/seo";
import { getSharedContext } from "@/lib/server/content/shared-context";
import type { CategoryPageData, FeatureLists, SharedContext, ShellContext } from "@/lib/shared/content/types";
import { featureListsOf } from "@/lib/server/page-data/feature-lists";
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from "@sti-aware/contract/routes";
import { alternateLinks, withLanguage } from "./alternates";

/** Props every page hands to the shell (pages/_app renders SiteLayout from them). */
export type ShellProps = { shared: ShellContext; meta: PageMeta; preview: boolean; featureLists?: FeatureLists };

/** What a page hands the shell besides its data: its metadata, and a category listing its category page. */
export type ShellInput = { meta: PageMetaInput; categoryPage?: CategoryPageData };

/** A path that has a page elsewhere (e.g. a category's root, whose page is its page 1). */
export type Redirect = { redirectTo: string };

export type PageLoader<TProps> = (
  source: ContentSource,
  context: GetStaticPropsContext,
  shared: SharedContext,
) => Promise<(ShellInput & TProps) | Redirect | null>;

/**
 * getStaticProps for every route: reads shared context and the page's data from the master
 * (or, in draft mode, the preview) content API. A missing entry is a real 404; a failing
 * content service throws, so Next keeps serving the last good page instead of caching a
 * broken or empty one.
 */
export function staticProps<TProps>(load: PageLoader<TProps>) {
  return async (context: GetStaticPropsContext): Promise<GetStaticPropsResult<ShellProps & TProps>> => {
    const preview = context.draftMode === true;
    const source = contentSource({ preview });
    const locale = localeOf(context);
    const shared = await getSharedContext(preview ? contentSource() : source, locale);
    const data = await load(source, context, shared);
    const revalidate = siteEnv().revalidateSeconds;
    if (!data) return { notFound: true, revalidate };
    // Not permanent: an editor may later publish a page at the same path.
    if ("redirectTo" in data) return { redirect: { destination: data.redirectTo, permanent: false }, revalidate };
    const shell = shellProps(shared, data.meta, { preview, categoryPage: data.categoryPage, locale });
    return { props: { ...data, ...shell, featureLists: featureListsOf(data) }, revalidate };
  };
}

type ShellOptions = { preview?: boolean; categoryPage?: CategoryPageData | null; locale?: SiteLocale };

/** The shell's props from shared context and a page's metadata (also for the few server-rendered routes). */
export function shellProps(shared: SharedContext, metaInput: PageMetaInput, { preview = false, categoryPage = null, locale = DEFAULT_LOCALE }: ShellOptions = {}): ShellProps {
  const meta: PageMeta = {
    ...metaInput,
    image: metaInput.image ?? absoluteUrl(DEFAULT_OG_IMAGE_PATH),
    canonicalUrl: absoluteUrl(metaInput.path),
    structuredData: withLanguage(metaInput.structuredData, locale),
    locale,
    alternateLinks: alternateLinks(metaInput.alternates),
  };
  return { meta, shared: shellContext(shared, categoryPage), preview };
}

/** The language Next routed the request to (next.config.ts's i18n): "/es/…" is Spanish, the root English. */
export function localeOf(context: { locale?: string }): SiteLocale {
  return isSiteLocale(context.locale) ? context.locale : DEFAULT_LOCALE;
}

/** Every page's HTML carries its props, so the shell gets only what it renders. */
function shellContext({ siteConfig, ...rest }: SharedContext, categoryPage: CategoryPageData | null): ShellContext {
  const { miniChart: _homePageOnly, reviewIntervalMonths: _loadersOnly, ...shellSiteConfig } = siteConfig;
  return { ...rest, siteConfig: shellSiteConfig, copyrightYear: new Date().getUTCFullYear(), categoryPage };
}

/** Whether Next routed the request to the default language (English, at the root). */
export const inDefaultLanguage = (context: { locale?: string }): boolean => localeOf(context) === DEFAULT_LOCALE;

/** A route parameter as a single string (catch-all and missing params become undefined). */
export function param(context: GetStaticPropsContext, name: string): string | undefined {
  const value = context.params?.[name];
  return typeof value === "string" ? value : undefined;
}
