import { breadcrumbTrail, listingHeadline } from "@/lib/server/page-data/seo";
import { serverMessages } from "@/lib/server/i18n/messages";
import { listingTitle } from "@/lib/shared/listing/listing";
import type { CategoryPageData } from "@/lib/shared/content/types";

/** What server code writes into a page (titles, breadcrumbs, structured data) follows the page's locale; no locale is English. */
describe("server-side messages", () => {
  const page = { title: "Pruebas en casa", category: { slug: "sti-testing" }, currentPage: 2 } as CategoryPageData;

  it("starts a Spanish breadcrumb trail at Inicio and an English one at Home", () => {
    expect(breadcrumbTrail("es", { name: "Blog", href: "/blog" }).map((crumb) => crumb.name)).toEqual(["Inicio", "Blog"]);
    expect(breadcrumbTrail(undefined)[0].name).toBe("Home");
  });

  it("writes listing titles and headlines in the page's language", () => {
    expect(listingTitle(page, serverMessages("shell", "es").t)).toBe("Pruebas en casa, página 2");
    expect(listingTitle(page)).toBe("Pruebas en casa page 2");
    expect(listingHeadline(2, 5, "es")).toBe("Blog de diagnóstico y bienestar sexual - Página 2 de 5");
    expect(listingHeadline(2, 5)).toBe("Health Diagnostics & Wellness Blog - Page 2 out of 5");
  });

  it("falls back to English for a locale the site does not have", () => {
    expect(serverMessages("errors", "fr").t("notFoundTitle")).toBe("Page not found");
    expect(serverMessages("errors", "es").t("notFoundTitle")).toBe("No se encontró la página");
  });
});
