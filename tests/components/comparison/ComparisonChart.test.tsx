/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { advertiser, chart, promotion } from "../../fixtures/content";

describe("ComparisonChart", () => {
  const promotions = [
    promotion("homecheck", 8.1),
    promotion("testwise", 9.4),
    promotion("shieldco", 9.9, { advertiser: advertiser("shieldco", { isDisabled: true }) }),
    promotion("clearpath", 8.7),
  ];

  it("ranks promotions by score, best first, and leaves out disabled advertisers", () => {
    render(<ComparisonChart chart={chart(promotions)} />);
    const rows = screen.getAllByRole("rowheader").map((header) => [header.previousElementSibling?.textContent, header.textContent]);
    expect(rows).toEqual([
      ["#1", "Testwise Labs — testwise kit"],
      ["#2", "Clearpath Labs — clearpath kit"],
      ["#3", "Homecheck Labs — homecheck kit"],
    ]);
    // The ranking is in the markup once: a table, not a table and a hidden list of cards.
    expect(screen.getAllByRole("table")).toHaveLength(1);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByText(/Shieldco/)).not.toBeInTheDocument();
  });

  it("shows the affiliate disclosure before the first click-out", () => {
    const { container } = render(<ComparisonChart chart={chart(promotions)} />);
    const disclosure = screen.getByText(/Advertising disclosure/);
    const firstLink = container.querySelector('a[rel~="sponsored"]');
    expect(firstLink).not.toBeNull();
    expect(disclosure.compareDocumentPosition(firstLink as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("respects a row limit and renders nothing when every advertiser is disabled", () => {
    const { rerender } = render(<ComparisonChart chart={chart(promotions)} limit={2} />);
    expect(screen.getAllByRole("rowheader")).toHaveLength(2);
    rerender(<ComparisonChart chart={chart([promotions[2]])} />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
