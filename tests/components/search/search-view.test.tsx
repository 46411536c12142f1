/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchView } from "@/components/search/SearchView";
import type { SearchAnswer } from "@/lib/shared/search/types";

afterEach(() => vi.restoreAllMocks());

const answer: SearchAnswer = {
  query: "hiv",
  total: 16,
  hits: [{ title: "HIV Basics", href: "/blog/hiv-basics", category: "STIs A to Z", reviewed: null, passage: [] }],
  suggestions: [],
};

describe("the results page as it hydrates", () => {
  // The count's formatter (an Intl.NumberFormat, which the messages' plural count builds on first use) cost
  // ~16 ms of the page's hydration: the server's status line is shown as it is until the query is edited.
  it("says the server's count line and builds no number formatter", async () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    render(<SearchView query="hiv" answer={answer} problem={null} topics={[]} statusLine="16 articles found for “hiv”, showing the first 1." />);
    expect(screen.getByRole("status")).toHaveTextContent("16 articles found for “hiv”, showing the first 1.");
    expect(await screen.findByRole("link", { name: "HIV Basics" })).toBeInTheDocument();
    expect(built).not.toHaveBeenCalled();
  });
});
