// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GetStaticPropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { loadAuthor, type AuthorProps } from "@/lib/server/page-data/author";
import { loadMedicalTeam, type MedicalTeamProps } from "@/lib/server/page-data/medical-team";
import type { Redirect } from "@/lib/server/page-data/static-props";
import type { SharedContext } from "@/lib/shared/content/types";
import { createContentSource, type ContentSource } from "@/queries/client/content-source";
import { render, screen, within } from "@testing-library/react";
import { MedicalTeamView } from "@/components/authors/MedicalTeamView";

/**
 * The team and authors' pages in Spanish on the shipped content and its imported Spanish (the real
 * content service, read only): every localized field of a profile shows its Spanish version, and
 * the team page's introduction links the Spanish policy and corrections pages.
 */
let service: ContentService;
let source: ContentSource;
beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  source = createContentSource({ url: `${service.url}/graphql` });
});
afterAll(async () => {
  await service?.close();
});

const spanish = (params: Record<string, string> = {}): GetStaticPropsContext => ({ params, locale: "es", locales: ["en", "es"], defaultLocale: "en" });
const shared = {} as SharedContext;

function loaded<T>(result: T | Redirect | null): T {
  if (!result || "redirectTo" in (result as object)) throw new Error("expected the page");
  return result as T;
}

type StoredAuthor = { id: string; slug: string; localizations: { es: Record<string, string> } };
const shippedAuthors = readdirSync(join(DEFAULT_CONTENT_DIR, "authors")).map((file) => JSON.parse(readFileSync(join(DEFAULT_CONTENT_DIR, "authors", file), "utf8")) as StoredAuthor);
type StoredPost = { localizations?: { es?: { translationReviewedBy?: string } } };
const shippedPosts = readdirSync(join(DEFAULT_CONTENT_DIR, "posts")).map((file) => JSON.parse(readFileSync(join(DEFAULT_CONTENT_DIR, "posts", file), "utf8")) as StoredPost);
// Every field of Author marked @localized in content-service/models.graphql.
const LOCALIZED = ["title", "biography", "credentials", "licence", "conflictOfInterest"] as const;

describe("the team and its people in Spanish, on the shipped content", () => {
  it("shows every author's shipped Spanish profile on their Spanish page", async () => {
    expect(shippedAuthors.length).toBeGreaterThan(3);
    for (const stored of shippedAuthors) {
      const { author } = loaded<AuthorProps>(await loadAuthor(source, spanish({ slug: stored.slug }), shared));
      for (const field of LOCALIZED) expect(author[field], `${stored.slug}.${field}`).toBe(stored.localizations.es[field]);
    }
  });

  it("links the Spanish review policy and corrections pages from the Spanish team page, and shows Spanish profiles", async () => {
    const team = loaded<MedicalTeamProps>(await loadMedicalTeam(source, spanish(), shared));
    expect(team.links).toEqual({ reviewPolicy: "/es/politica-de-revision-medica", corrections: "/es/contacto-y-correcciones" });
    for (const member of team.members) expect(member.biography).toBe(shippedAuthors.find((stored) => stored.slug === member.slug)?.localizations.es.biography);
    const english = loaded<MedicalTeamProps>(await loadMedicalTeam(source, { ...spanish(), locale: "en" }, shared));
    expect(english.links).toEqual({ reviewPolicy: "/medical-review-policy", corrections: "/contact-and-corrections" });
  });

  it("says on the team page who reviewed the Spanish translations, and of how many articles", async () => {
    const reviewedTranslations = shippedPosts.filter((post) => post.localizations?.es?.translationReviewedBy === "camila-reyes").length;
    expect(reviewedTranslations).toBeGreaterThan(0);
    const english = loaded<MedicalTeamProps>(await loadMedicalTeam(source, { ...spanish(), locale: "en" }, shared));
    render(<MedicalTeamView members={english.members} breadcrumbs={english.breadcrumbs} links={english.links} />);
    const camila = screen.getByRole("heading", { name: /^Camila Reyes/ }).closest("li") as HTMLElement;
    expect(within(camila).getByText(`Medical reviewer of the Spanish translations of ${reviewedTranslations} articles`)).toBeTruthy();
    expect(screen.queryByText(/reviews no articles yet/)).toBeNull();
  });
});
