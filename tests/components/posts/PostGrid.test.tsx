/** @vitest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostGrid } from "@/components/posts/PostCard";
import type { PostSummary } from "@/lib/shared/content/types";
import { asset } from "../../fixtures/content";

const post = (slug: string): PostSummary => ({
  id: `post-${slug}`,
  title: `Title ${slug}`,
  slug,
  excerpt: `About ${slug}.`,
  createdAt: "2026-03-05T10:00:00.000Z",
  updatedAt: "2026-03-06T10:00:00.000Z",
  firstPublishedAt: "2026-03-09T12:00:00.000Z",
  category: { id: "cat", title: "STI Testing", slug: "sti-testing" },
  subCategory: null,
  coverImage: asset(`cover-${slug}`),
  author: null,
});

describe("PostGrid", () => {
  it("links each post and shows the day it was first published as MMM DD, YYYY", () => {
    render(<PostGrid posts={[post("a"), post("b")]} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("link", { name: "Title a" })).toHaveAttribute("href", "/blog/a");
    expect(within(items[0]).getByText("Mar 09, 2026")).toBeInTheDocument();
  });

  it("loads only the first cover eagerly when the grid leads the page", () => {
    const { container, rerender } = render(<PostGrid posts={[post("a"), post("b"), post("c")]} leadsPage />);
    const loading = () => [...container.querySelectorAll("img")].map((image) => image.getAttribute("loading"));
    expect(loading()).toEqual(["eager", "lazy", "lazy"]);
    rerender(<PostGrid posts={[post("a"), post("b"), post("c")]} />);
    expect(loading()).toEqual(["lazy", "lazy", "lazy"]);
  });
});
