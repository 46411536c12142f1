import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GetStaticPropsContext } from "next";
import { beforeAll, describe, expect, it } from "vitest";
import { dropLocalizations, withShippedContentCopy } from "../content-service/helpers";
import { createContentSource, type ContentSource } from "@/queries/client/content-source";
import { loadListing, loadSubCategoryRoot, type ListingProps } from "@/lib/server/page-data/listing";
import { loadContentPage } from "@/lib/server/page-data/content-page";
import { loadHome, type HomeProps } from "@/lib/server/page-data/home";
import { categoryListingPaths, subCategoryListingPaths } from "@/lib/server/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/server/page-data/static-props";
import { getSharedContext } from "@/lib/server/content/shared-context";
import { fetchPostList } from "@/lib/server/api/more-posts";
import { pathsToRevalidate } from "@/lib/server/publishing/affected-paths";
import type { NavigationMenu } from "@/lib/shared/content/types";
import { menusInLanguage } from "@/lib/server/content/menu-links";

/**
 * The category and sub-category listings in Spanish, on a copy of the shipped content with its
 * Spanish translations: /es/{categoría}/page/N lists the Spanish articles only, under the
 * categories' Spanish slugs and names, names its English version (and the English one it) where
 * both have the page, and a listing without a Spanish article has no Spanish page. The Spanish
 * menus go to these pages, and to every other Spanish page that exists.
 */
const SITE = "https://sti-aware.example";
type StoredPost = { id: string; category?: string; subCategory?: string; localizations?: { es?: { publishedAt?: string | null } } };
const storedPosts = (contentDir: string): StoredPost[] =>
  readdirSync(join(contentDir, "posts")).map((file) => JSON.parse(readFileSync(join(contentDir, "posts", file), "utf8")) as StoredPost);
// Every shipped article has its Spanish version: the safer-sex ones are left English-only in this
// copy, for a listing without a Spanish article.
const test = withShippedContentCopy({}, (contentDir) => {
  for (const post of storedPosts(contentDir)) if (post.subCategory === "subcat-safer-sex") dropLocalizations(contentDir, "posts", post.id);
});
let source: ContentSource;
// Spanish versions of the infection articles in the copy.
let spanishInfections = 0;

beforeAll(() => {
  spanishInfections = storedPosts(test.contentDir).filter((post) => post.category === "category-infections" && post.localizations?.es?.publishedAt).length;
  process.env.CONTENT_API_URL = `${test.service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${test.service.url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  source = createContentSource({ url: `${test.service.url}/graphql` });
});

const context = (params: Record<string, string>, locale = "en"): GetStaticPropsContext => ({ params, locale, locales: ["en", "es"], defaultLocale: "en" });

function propsOf(result: Awaited<ReturnType<ReturnType<typeof staticProps>>>): ShellProps & ListingProps {
  if (!("props" in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as ShellProps & ListingProps;
}

const hreflangs = (shell: ShellProps) => Object.fromEntries(shell.meta.alternateLinks.map((link) => [link.hrefLang, link.href]));
const listing = async (params: Record<string, string>, locale = "en") => propsOf(await staticProps(loadListing)(context(params, locale)));

describe("a category listing in Spanish", () => {
  it("lists the category's Spanish articles under its Spanish slug and name, with breadcrumbs, canonical and alternates both ways", async () => {
    const page = await listing({ slug: "infecciones", page: "1" }, "es");
    expect(page.meta.locale).toBe("es");
    expect(page.categoryPage).toMatchObject({ title: "ITS de la A a la Z", currentPage: 1, pagesCount: Math.ceil(spanishInfections / 9) });
    expect(page.categoryPage.description).toMatch(/^Guías fáciles de entender/);
    expect(page.posts).toHaveLength(9);
    expect(page.posts.map((post) => post.slug)).toContain("vih-pruebas-tratamiento-y-prevencion");
    expect(page.posts.map((post) => post.slug)).not.toContain("mycoplasma-genitalium");
    expect(page.breadcrumbs).toEqual([
      { name: "Inicio", href: "/es" },
      { name: "ITS de la A a la Z", href: "/es/infecciones/page/1" },
    ]);
    expect(page.meta.title).toBe("ITS de la A a la Z");
    expect(page.meta.canonicalUrl).toBe(`${SITE}/es/infecciones/page/1`);
    const both = { en: `${SITE}/infections/page/1`, es: `${SITE}/es/infecciones/page/1`, "x-default": `${SITE}/infections/page/1` };
    expect(hreflangs(page)).toEqual(both);
    expect(hreflangs(await listing({ slug: "infections", page: "1" }))).toEqual(both);
    expect(page.meta.structuredData.find((item) => item["@type"] === "CollectionPage")).toMatchObject({ inLanguage: "es", name: "ITS de la A a la Z, página 1" });
  });

  it("continues with Spanish articles: page 2 and Load more hold the rest, in Spanish", async () => {
    const second = await listing({ slug: "infecciones", page: "2" }, "es");
    expect(second.posts).toHaveLength(spanishInfections - 9);
    const more = await fetchPostList({ list: { kind: "category", category: "infecciones", locale: "es" }, limit: 9, offset: 9 });
    expect(more.posts.map((post) => post.slug)).toEqual(second.posts.map((post) => post.slug));
    expect(more.pageInfo.hasNextPage).toBe(false);
    expect(await staticProps(loadListing)(context({ slug: "infecciones", page: "3" }, "es"))).toMatchObject({ notFound: true });
  });

  it("gives a sub-category its Spanish listing under both Spanish slugs", async () => {
    const page = await listing({ slug: "infecciones", subCategory: "its-virales", page: "1" }, "es");
    expect(page.categoryPage.title).toBe("ITS virales");
    expect(page.breadcrumbs.map((crumb) => crumb.href)).toEqual(["/es", "/es/infecciones/page/1", "/es/infecciones/its-virales/page/1"]);
    expect(hreflangs(page)).toMatchObject({ en: `${SITE}/infections/viral-stis/page/1`, es: `${SITE}/es/infecciones/its-virales/page/1` });
    expect(page.posts.length).toBeGreaterThan(0);
    for (const post of page.posts) expect(post.subCategory?.slug).toBe("its-virales");
  });

  it("has no Spanish page for a listing without a Spanish article (404), and its English page names no other language", async () => {
    expect(await staticProps(loadListing)(context({ slug: "prevencion", subCategory: "sexo-mas-seguro", page: "1" }, "es"))).toMatchObject({ notFound: true });
    expect((await listing({ slug: "prevention", subCategory: "safer-sex", page: "1" })).meta.alternateLinks).toEqual([]);
    // English slugs are English addresses only.
    expect(await staticProps(loadListing)(context({ slug: "infections", page: "1" }, "es"))).toMatchObject({ notFound: true });
  });

  it("redirects a Spanish category's and sub-category's root to its Spanish page 1", async () => {
    expect(await staticProps(loadContentPage)(context({ slug: "infecciones" }, "es"))).toMatchObject({ redirect: { destination: "/es/infecciones/page/1" } });
    expect(await staticProps(loadSubCategoryRoot)(context({ slug: "infecciones", subCategory: "its-virales" }, "es"))).toMatchObject({
      redirect: { destination: "/es/infecciones/its-virales/page/1" },
    });
  });

  it("is prebuilt in each language that has it", async () => {
    const spanish = [...(await categoryListingPaths()).paths, ...(await subCategoryListingPaths()).paths].flatMap((path) =>
      typeof path !== "string" && path.locale === "es" ? [Object.values(path.params).join("/")] : [],
    );
    expect(spanish).toEqual(expect.arrayContaining(["infecciones/1", "infecciones/2", "infecciones/its-virales/1", "pruebas-de-its/pruebas-en-casa/1"]));
    expect(spanish.filter((path) => path.includes("sexo-mas-seguro"))).toEqual([]);
  });

  it("links the Spanish home's topics to Spanish listings that exist only", async () => {
    const home = propsOf(await staticProps(loadHome)(context({}, "es"))) as unknown as HomeProps;
    const prevention = home.categories.find((category) => category.slug === "prevencion");
    expect(prevention?.subCategories.map((subCategory) => subCategory.slug)).toEqual(["prep-y-pep"]);
  });

  it("regenerates both languages' listings of a Spanish article's category and sub-category when it is published", async () => {
    // As the webhook parser hands it over: the slug of each locale from the payload's `localizations`, the category looked up by id.
    const slugs = [
      { locale: "en", slug: "hiv-basics-testing-treatment" },
      { locale: "es", slug: "vih-pruebas-tratamiento-y-prevencion" },
    ];
    const paths = await pathsToRevalidate({ operation: "publish", data: { __typename: "Post", id: "post-hiv-basics-testing-treatment", stage: "PUBLISHED", slug: slugs[0].slug, slugs } }, source);
    expect(paths).toEqual(
      expect.arrayContaining(["/infections/page/1", "/infections/viral-stis/page/1", "/es/infecciones/page/1", "/es/infecciones/page/2", "/es/infecciones/its-virales/page/1"]),
    );
  });
});

describe("the Spanish menus", () => {
  const linksOf = (menu: NavigationMenu | null) => (menu?.content ?? []).flatMap((item) => (item.__typename === "NavigationLink" ? [item] : item.links));

  it("link to the Spanish page where one exists, and to the English page only where none does", async () => {
    const [english, spanish] = await Promise.all([getSharedContext(source, "en"), getSharedContext(source, "es")]);
    const urls = (menus: typeof english) => new Map([...linksOf(menus.subMenu), ...linksOf(menus.footer)].map((link) => [link.id, link.url]));
    const [inEnglish, inSpanish] = [urls(english), urls(spanish)];
    // Every Spanish menu link that is not under /es: a page with no Spanish version (its loader answers 404 in Spanish).
    for (const [id, url] of inSpanish) {
      expect(url === inEnglish.get(id) || url.startsWith("/es"), id).toBe(true);
      const listingPage = /^\/([^/]+)(?:\/([^/]+))?\/page\/(\d+)$/.exec(url);
      if (listingPage && !url.startsWith("/es")) {
        // An English listing left in the Spanish menu: Spanish has no listing of it.
        expect(propsOf(await staticProps(loadListing)(context({ slug: listingPage[1], ...(listingPage[2] ? { subCategory: listingPage[2] } : {}), page: listingPage[3] }))).meta.alternateLinks, id).toEqual([]);
      }
    }
    expect(inSpanish.get("nav-link-4")).toBe("/es/infecciones/page/1");
    expect(inSpanish.get("nav-link-2")).toBe("/es/pruebas-de-its/pruebas-en-casa/page/1");
    expect(inSpanish.get("nav-link-8")).toBe("/prevention/safer-sex/page/1");
    expect(inSpanish.get("nav-link-14")).toBe("/es/blog");
    expect(inSpanish.get("nav-link-16")).toBe("/es/mejores-pruebas-de-its-en-casa");
    expect(inSpanish.get("nav-link-20")).toBe("/es/politica-de-privacidad");
    expect(inSpanish.get("nav-link-22")).toBe("/es/rss.xml");
    expect(inSpanish.get("nav-link-23")).toBe("/sitemap.xml");
    // English menus are as the editor wrote them.
    expect(inEnglish.get("nav-link-4")).toBe("/infections/page/1");
  });

  it("turn any address an editor may write into its Spanish page: an article by its Spanish slug, a category root, search with its query; others as written", async () => {
    const written = [
      "/blog/hiv-basics-testing-treatment",
      "/blog/mycoplasma-genitalium",
      "/infections",
      "/sti-testing/home-testing",
      "/search?q=vih",
      "/about-us#equipo",
      "/go/testwise",
      "https://www.cdc.gov/sti/",
      "/no-such-page",
    ];
    const menu: NavigationMenu = {
      id: "menu-test",
      name: "test",
      content: written.map((url, index) => ({ __typename: "NavigationLink", id: `link-${index}`, title: url, url, isColored: false })),
    };
    const { test: spanish } = await menusInLanguage(source, "es", { test: menu });
    expect(spanish?.content.map((item) => (item.__typename === "NavigationLink" ? item.url : null))).toEqual([
      "/es/blog/vih-pruebas-tratamiento-y-prevencion",
      "/blog/mycoplasma-genitalium",
      "/es/infecciones/page/1",
      "/es/pruebas-de-its/pruebas-en-casa/page/1",
      "/es/search?q=vih",
      "/es/sobre-nosotros#equipo",
      "/go/testwise",
      "https://www.cdc.gov/sti/",
      "/no-such-page",
    ]);
    expect(await menusInLanguage(source, "en", { test: menu })).toEqual({ test: menu });
  });
});
