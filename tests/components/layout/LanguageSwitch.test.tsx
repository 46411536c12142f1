/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { LanguageSwitch } from "@/components/layout/LanguageSwitch";
import { PostCard } from "@/components/posts/PostCard";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import type { PostSummary } from "@/lib/shared/content/types";

const versions = [
  { locale: "en" as const, path: "/blog/hiv-testing" },
  { locale: "es" as const, path: "/es/blog/prueba-del-vih" },
];

describe("LanguageSwitch", () => {
  it("keeps the reader on the same article in the other language, its link in that language", () => {
    render(<LanguageSwitch locale="en" versions={versions} />);
    const link = screen.getByRole("link", { name: "Español" });
    expect(link).toHaveAttribute("href", "/es/blog/prueba-del-vih");
    expect(link).toHaveAttribute("hreflang", "es");
    expect(link).toHaveAttribute("lang", "es");
    expect(screen.getByRole("navigation", { name: "Language" })).toContainElement(link);
  });

  it("goes back from Spanish to the English version", () => {
    // A Spanish page renders under the Spanish messages (components/i18n/LocaleMessages), which name the switch.
    render(
      <SpanishMessages>
        <LanguageSwitch locale="es" versions={versions} />
      </SpanishMessages>,
    );
    expect(screen.getByRole("navigation", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/blog/hiv-testing");
  });

  it("takes the reader to the other language's home page, saying the page has no translation yet", () => {
    render(<LanguageSwitch locale="en" versions={undefined} />);
    const link = screen.getByRole("link", { name: /^Español/ });
    expect(link).toHaveAttribute("href", "/es");
    expect(link).toHaveTextContent("Español (portada: esta página aún no está traducida)");
    render(<LanguageSwitch locale="es" versions={[{ locale: "es", path: "/es/blog/solo-en-espanol" }]} />);
    expect(screen.getByRole("link", { name: /^English/ })).toHaveAttribute("href", "/");
  });
});

describe("links built by components follow the page's language", () => {
  const post = { id: "p1", slug: "prueba-del-vih", title: "Prueba del VIH", excerpt: null, coverImage: null, createdAt: "2026-01-01T00:00:00Z", firstPublishedAt: null, updatedAt: "2026-01-01T00:00:00Z", author: null, category: null, subCategory: null } as unknown as PostSummary;

  it("links a post card to the Spanish article on a Spanish page, and to the English one otherwise", () => {
    const { unmount } = render(
      <PageLanguage.Provider value="es">
        <PostCard post={post} />
      </PageLanguage.Provider>,
    );
    expect(screen.getByRole("link", { name: /Prueba del VIH/ })).toHaveAttribute("href", "/es/blog/prueba-del-vih");
    unmount();
    render(<PostCard post={post} />);
    expect(screen.getByRole("link", { name: /Prueba del VIH/ })).toHaveAttribute("href", "/blog/prueba-del-vih");
  });
});
