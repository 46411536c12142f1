/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pagination } from "@/components/listing/Pagination";

const hrefFor = (page: number) => `/sti-testing/page/${page}`;

describe("Pagination", () => {
  it("links previous, next and nearby pages, marking the current one", () => {
    render(<Pagination currentPage={5} pagesCount={9} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/sti-testing/page/4");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/sti-testing/page/6");
    const numbers = screen.getAllByRole("link", { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(numbers).toEqual(["1", "4", "6", "9"]);
    expect(screen.getByText("5").closest("[aria-current]")).toHaveAttribute("aria-current", "page");
    expect(screen.getAllByText("…")).toHaveLength(2);
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination currentPage={1} pagesCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Next/ })).toBeInTheDocument();
    rerender(<Pagination currentPage={3} pagesCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
  });

  it("is hidden when there is a single page", () => {
    const { container } = render(<Pagination currentPage={1} pagesCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });
});
