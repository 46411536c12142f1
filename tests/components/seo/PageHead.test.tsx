/** @vitest-environment jsdom */
import { render } from "@testing-library/react";
import { HeadManagerContext } from "next/dist/shared/lib/head-manager-context.shared-runtime";
import type { ReactElement, ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PageHead, serializeJsonLd, StructuredData } from "@/components/seo/PageHead";
import { DEFAULT_DESCRIPTION, type PageMeta } from "@/lib/shared/page/page-meta";
import type { CategoryPageData, ShellSiteConfig } from "@/lib/shared/content/types";

const siteConfig: ShellSiteConfig = {
  id: "site-config",
  name: "STI Aware",
  domain: "www.stiaware.example",
  logo: null,
  logoMobile: null,
  favicon: null,
  colorPalette: null,
  gaMeasurementId: null,
  gtmId: null,
};

/**
 * Renders what next/head would put in <head>, so the test can read it like a browser would
 * (React hoists <title>, <meta> and <link> into document.head; scripts stay in place).
 */
function renderHead(node: ReactNode): Document {
  let headElements: ReactElement[] = [];
  const mountedInstances = new Set<ReactNode>();
  render(
    <HeadManagerContext.Provider value={{ mountedInstances, updateHead: (elements: ReactElement[]) => (headElements = elements) }}>
      {node}
    </HeadManagerContext.Provider>,
  );
  const head = document.createElement("div");
  document.body.appendChild(head);
  render(<>{headElements}</>, { container: head });
  return document;
}

const meta = (overrides: Partial<PageMeta> = {}): PageMeta => ({
  title: "Chlamydia testing explained",
  description: "How chlamydia tests work.",
  path: "/blog/chlamydia-testing",
  canonicalUrl: "http://localhost:3000/blog/chlamydia-testing",
  image: "http://127.0.0.1:4000/optimized/cover.svg?w=400&q=75",
  type: "article",
  structuredData: [{ "@type": "Article", headline: "</script><script>alert(1)</script>" }],
  locale: "en",
  alternateLinks: [],
  ...overrides,
});

describe("PageHead (shell metadata)", () => {
  it("titles the page '{title} | {site name}' and sets description, referrer, canonical and Open Graph", () => {
    const head = renderHead(<PageHead meta={meta()} siteConfig={siteConfig} />);
    expect(head.querySelector("title")?.textContent).toBe("Chlamydia testing explained | STI Aware");
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute("content", "How chlamydia tests work.");
    expect(head.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "origin");
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/blog/chlamydia-testing");
    expect(head.querySelector('meta[property="og:image:width"]')).toHaveAttribute("content", "400");
    expect(head.querySelector('meta[property="og:image:height"]')).toHaveAttribute("content", "250");
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });

  it("names an article's first publication and last change (article:published_time, article:modified_time)", () => {
    const article = { publishedTime: "2026-01-24T23:29:00.000Z", modifiedTime: "2026-11-26T02:00:00.000Z" };
    const head = renderHead(<PageHead meta={meta({ article })} siteConfig={siteConfig} />);
    expect(head.querySelector('meta[property="article:published_time"]')).toHaveAttribute("content", article.publishedTime);
    expect(head.querySelector('meta[property="article:modified_time"]')).toHaveAttribute("content", article.modifiedTime);
  });

  it('titles a category listing from the category page the shell is handed: "{title or category} page {n}"', () => {
    const categoryPage: CategoryPageData = {
      title: "At-Home Testing",
      description: null,
      category: { id: "c", title: "STI Testing", slug: "sti-testing" },
      subCategory: null,
      currentPage: 3,
      pagesCount: 4,
      coverImage: null,
      dateModified: null,
    };
    const listing = meta({ title: "At-Home Testing", type: "website" });
    expect(renderHead(<PageHead meta={listing} siteConfig={siteConfig} categoryPage={categoryPage} />).querySelector("title")?.textContent).toBe("At-Home Testing page 3 | STI Aware");
  });

  it("leaves structured data out of next/head, which rebuilds every tag it manages after hydration", () => {
    const head = renderHead(<PageHead meta={meta()} siteConfig={siteConfig} />);
    expect(head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("escapes structured data so content cannot close the script element", () => {
    const { container } = render(<StructuredData items={meta().structuredData} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "{}").headline).toBe("</script><script>alert(1)</script>");
  });

  it("keeps structured data well-formed whatever the text holds: parsed from HTML, it is JSON without forbidden characters", () => {
    const hostile = "a\u0000b\u0001\u000b\u001fc\ufffe\uffff d\ud800e\udc00f \u2028\u2029 </script><!-- ]]> & \t\n\r 😀";
    const html = `<!doctype html><html><head><script type="application/ld+json">${serializeJsonLd({ "@type": "Article", headline: hostile, keywords: [hostile] })}</script></head><body></body></html>`;
    expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u2028\u2029\ufffe\uffff]/);
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const scripts = parsed.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0].textContent ?? "");
    const expected = "abc def \u2028\u2029 </script><!-- ]]> & \t\n\r 😀";
    expect(data).toEqual({ "@type": "Article", headline: expected, keywords: [expected] });
  });

  it("uses the site name alone for an untitled page and marks noindex pages", () => {
    const head = renderHead(<PageHead meta={meta({ title: "", description: DEFAULT_DESCRIPTION, noindex: true })} siteConfig={siteConfig} />);
    expect(head.querySelector("title")?.textContent).toBe("STI Aware");
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute("content", "A blog about STDs and STIs awareness and prevention.");
    expect(head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});

describe("PageHead (languages)", () => {
  it("names each language's version and the version for everyone else when the page has a translation", () => {
    const links = [
      { hrefLang: "en", href: "http://localhost:3000/blog/hiv-testing" },
      { hrefLang: "es", href: "http://localhost:3000/es/blog/prueba-del-vih" },
      { hrefLang: "x-default", href: "http://localhost:3000/blog/hiv-testing" },
    ];
    const head = renderHead(<PageHead meta={meta({ locale: "es", canonicalUrl: links[1].href, alternateLinks: links })} siteConfig={siteConfig} />);
    const alternates = [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
    expect(alternates).toEqual(links.map((link) => [link.hrefLang, link.href]));
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/es/blog/prueba-del-vih");
  });

  it.each([
    ["en", "/rss.xml"],
    ["es", "/es/rss.xml"],
  ] as const)("advertises the feed of the page's language (%s: %s), for feed readers and browsers", (locale, href) => {
    const head = renderHead(<PageHead meta={meta({ locale })} siteConfig={siteConfig} />);
    const feeds = [...head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => [link.getAttribute("href"), link.getAttribute("title")]);
    // Without the Spanish catalogue loaded the title is the English message; the pages' own test checks the Spanish one.
    expect(feeds).toEqual([[href, "STI Aware: latest articles"]]);
  });

  it("has no alternate links on a page in one language", () => {
    const head = renderHead(<PageHead meta={meta()} siteConfig={siteConfig} />);
    expect(head.querySelector('link[rel="alternate"][hreflang]')).toBeNull();
  });
});
