/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";

describe("Breadcrumbs", () => {
  it("shows Home > Blog > article title with the current page last and not linked", () => {
    render(
      <Breadcrumbs
        items={[
          { name: "Home", href: "/" },
          { name: "Blog", href: "/blog" },
          { name: "Syphilis: signs and testing", href: "/blog/syphilis" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.textContent).toBe("HomeBlogSyphilis: signs and testing");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(screen.queryByRole("link", { name: /Syphilis/ })).not.toBeInTheDocument();
    expect(screen.getByText("Syphilis: signs and testing")).toHaveAttribute("aria-current", "page");
  });

  it("renders nothing without items", () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
