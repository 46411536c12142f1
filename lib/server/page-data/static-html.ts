import type { GetStaticPropsContext, GetStaticPropsResult } from "next";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import { SITE_PAGES } from "@/lib/shared/content/site-pages";
import { SitePagesContext } from "@/lib/shared/content/site-pages-context";
import { MessagesContext } from "@/lib/shared/i18n/messages-context";
import { localeCatalogue } from "@/lib/server/i18n/messages";
import { checkPageSize } from "./page-size";
import { staticProps, type PageLoader, type ShellProps } from "./static-props";

/**
 * Props of a page whose view never changes in the browser: the view rendered to HTML here, at
 * build (or regeneration) time, and inserted by components/layout/StaticHtml without hydration.
 * The page's content data stays on the server; only the shell's props go with it.
 */
export type StaticHtmlProps = ShellProps & { html: string };

/**
 * A view that never changes in the browser, as HTML for components/layout/StaticHtml: its links and
 * words in the page's language, as the shell's are (pages/_app).
 */
export function renderStaticHtml(view: ReactElement, nextLocale: string | undefined, { shared, meta }: ShellProps): string {
  const page = createElement(MessagesContext.Provider, { value: localeCatalogue(nextLocale) }, view);
  const inLanguage = createElement(SitePagesContext.Provider, { value: shared.sitePages ?? SITE_PAGES }, page);
  return renderToStaticMarkup(createElement(PageLanguage.Provider, { value: meta.locale }, inLanguage));
}

/**
 * getStaticProps for such a page: the loader's data, rendered by the page's view; `islands` picks
 * the little the page's interactive parts need in the browser (e.g. where "Load more" continues).
 */
export function staticHtmlProps<TProps, TIslands extends object = object>(
  load: PageLoader<TProps>,
  render: (props: ShellProps & TProps) => ReactElement,
  islands?: (props: ShellProps & TProps) => TIslands,
) {
  const getProps = staticProps(load);
  return async (context: GetStaticPropsContext): Promise<GetStaticPropsResult<StaticHtmlProps & TIslands>> => {
    const result = await getProps(context);
    if (!("props" in result)) return result;
    const { shared, meta, preview } = result.props;
    const html = renderStaticHtml(render(result.props), context.locale, result.props);
    const props = { ...(islands?.(result.props) as TIslands), shared, meta, preview, html };
    checkPageSize(meta.path, props);
    return { ...result, props };
  };
}

type NextDataProps = { pageProps?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The props for the first page load's __NEXT_DATA__ (pages/_document): the static HTML is already
 * in the page, so it is not sent again as JSON. A copy: Next serializes the same props object
 * as the page's data JSON (/_next/data/…), which client-side navigations need whole.
 */
export function withoutStaticHtml(props: NextDataProps): NextDataProps {
  if (typeof props.pageProps?.html !== "string") return props;
  return { ...props, pageProps: { ...props.pageProps, html: "" } };
}
