// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GetStaticPropsContext } from "next";
import type { NextRouter } from "next/router";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { ArticleView } from "@/components/article/ArticleView";
import { FeatureListsContext } from "@/components/comparison/FeatureList";
import { SiteLayout } from "@/components/layout/SiteLayout";
import { ContentPageView } from "@/components/pages/ContentPageView";
import { getSharedContext } from "@/lib/server/content/shared-context";
import { loadArticle, type ArticleProps } from "@/lib/server/page-data/article";
import { loadContentPage, type ContentPageProps } from "@/lib/server/page-data/content-page";
import { featureListsOf } from "@/lib/server/page-data/feature-lists";
import { shellProps, type PageLoader } from "@/lib/server/page-data/static-props";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import { createContentSource } from "@/queries/client/content-source";
import { withShippedContentCopy } from "./helpers";
import { IN_ENGLISH, linksOf, spanishLinkProblems, verifiedSpanishAddresses } from "../support/spanish-links";

/**
 * Every Spanish article and page as a reader gets it (the page inside the site's shell: menus,
 * footer, disclosure), rendered from the real content service over a copy of the shipped content.
 * Which pages have a Spanish version is read from the content, not written here: translations
 * keep arriving. On every one: no link to an English page that has a Spanish version; every link
 * to English content, on this site or another, says «(en inglés)» and carries hreflang="en"; a
 * Spanish address of another site is one docs/spanish-sources.md lists as verified; an English
 * source's title is marked lang="en".
 */
const test = withShippedContentCopy({});

type Stored = { slug: string; localizations?: { es?: { slug?: string; publishedAt?: string | null } } };
/** English slug → Spanish slug of the published translations of a content folder. */
function spanishVersions(folder: string): Map<string, string> {
  const dir = join(test.contentDir, folder);
  const entries = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Stored);
  return new Map(entries.flatMap((entry) => (entry.localizations?.es?.slug && entry.localizations.es.publishedAt ? [[entry.slug, entry.localizations.es.slug] as const] : [])));
}

/** The header's menus listen to the router's navigation events; no navigation happens here. */
const router = { locale: "es", events: { on: () => undefined, off: () => undefined } } as unknown as NextRouter;

const context = (slug: string): GetStaticPropsContext => ({ params: { slug }, locale: "es", locales: ["en", "es"], defaultLocale: "en" });

async function renderedPage<P extends object>(load: PageLoader<P>, slug: string, View: (props: P) => ReactNode): Promise<Document> {
  const source = createContentSource({ url: `${test.service.url}/graphql` });
  const shared = await getSharedContext(source, "es");
  const data = await load(source, context(slug), shared);
  if (!data || "redirectTo" in data) throw new Error(`no Spanish page at ${slug}`);
  const shell = shellProps(shared, data.meta, { locale: "es" });
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={router}>
    <PageLanguage.Provider value="es">
      <SpanishMessages>
        <SiteLayout shared={shell.shared} meta={shell.meta}>
          <FeatureListsContext.Provider value={featureListsOf(data)}>
            <View {...data} />
          </FeatureListsContext.Provider>
        </SiteLayout>
      </SpanishMessages>
    </PageLanguage.Provider>
    </RouterContext.Provider>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

/** An English path of the site has a Spanish version: a translated article or page, or a page every language has. */
const spanishVersionIn = (posts: Map<string, string>, pages: Map<string, string>) => (path: string) => {
  const article = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (article) return posts.has(article);
  const contentPage = /^\/([^/]+)$/.exec(path)?.[1];
  if (contentPage && pages.has(contentPage)) return true;
  return path === "/" || /^\/(blog|medical-team|when-to-test|search)(\/|$)/.test(path);
};

function linkProblems(page: Document, posts: Map<string, string>, pages: Map<string, string>): string[] {
  return spanishLinkProblems(linksOf(page), spanishVersionIn(posts, pages));
}

type StoredSource = { id: string; url: string };
type StoredPost = { sources?: StoredSource[]; localizations?: { es?: { sources?: StoredSource[]; publishedAt?: string | null } } };

describe("links on the Spanish site", () => {
  it("cite each source the same way in every Spanish article: its verified Spanish page, or its English page in all of them", () => {
    const dir = join(test.contentDir, "posts");
    const citedAs = new Map<string, Set<string>>();
    for (const file of readdirSync(dir)) {
      const post = JSON.parse(readFileSync(join(dir, file), "utf8")) as StoredPost;
      const english = new Map((post.sources ?? []).map((source) => [source.id, source.url]));
      for (const source of post.localizations?.es?.publishedAt ? (post.localizations.es.sources ?? []) : []) {
        const original = english.get(source.id);
        if (original) citedAs.set(original, (citedAs.get(original) ?? new Set()).add(source.url));
      }
    }
    const cited = (url: string) => [...(citedAs.get(url) ?? [])];
    expect(cited("https://www.cdc.gov/std/treatment-guidelines/screening-recommendations.htm")).toEqual(["https://www.cdc.gov/std/spanish/screening-recommendations-spa.htm"]);
    expect([...citedAs].filter(([, urls]) => urls.size > 1)).toEqual([]);
    const unverified = [...citedAs.values()].flatMap((urls) => [...urls]).filter((url) => /\/(es|spanish)\//.test(new URL(url).pathname) && !verifiedSpanishAddresses.has(url));
    expect(unverified).toEqual([]);
  });

  it("lead every Spanish article to Spanish pages where they exist, and say «(en inglés)» where they lead to English", async () => {
    const posts = spanishVersions("posts");
    const pages = spanishVersions("pages");
    expect(posts.size).toBeGreaterThan(20);
    const found: Record<string, string[]> = {};
    for (const slug of posts.values()) {
      const page = await renderedPage<ArticleProps>(loadArticle, slug, ArticleView);
      found[slug] = linkProblems(page, posts, pages);
    }
    expect(found).toEqual(Object.fromEntries([...posts.values()].map((slug) => [slug, []])));
  });

  it("does the same on every Spanish content page", async () => {
    const posts = spanishVersions("posts");
    const pages = spanishVersions("pages");
    const found: Record<string, string[]> = {};
    for (const slug of pages.values()) found[slug] = linkProblems(await renderedPage<ContentPageProps>(loadContentPage, slug, ContentPageView), posts, pages);
    expect(found).toEqual(Object.fromEntries([...pages.values()].map((slug) => [slug, []])));
  });

  it("sends the urgent-care article's PEP link to the Spanish PEP article, and marks its English source as English", async () => {
    const urgent = await renderedPage<ArticleProps>(loadArticle, "cuando-buscar-atencion-urgente-de-salud-sexual", ArticleView);
    const pep = [...urgent.querySelectorAll<HTMLAnchorElement>(".article__body a, article a")].find((link) => link.textContent?.startsWith("la PEP después de una posible exposición"));
    expect(pep?.getAttribute("href")).toBe("/es/blog/pep-despues-de-una-exposicion-al-vih");
    expect(pep?.hasAttribute("hreflang")).toBe(false);
    const sources = [...urgent.querySelectorAll(".article__sources li")];
    const english = sources.find((item) => item.textContent?.includes("Preventing HIV with PEP"));
    expect(english?.querySelector("a")?.getAttribute("hreflang")).toBe("en");
    expect(english?.querySelector('a [lang="en"]')?.textContent).toBe("Preventing HIV with PEP");
    expect(english?.querySelector("a")?.textContent).toBe(`Preventing HIV with PEP ${IN_ENGLISH}`);
  });
});
