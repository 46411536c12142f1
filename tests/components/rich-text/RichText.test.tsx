/** @vitest-environment jsdom */
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RichText } from "@/components/rich-text/RichText";
import type { PostSummary, RichText as RichTextContent, RichTextReference } from "@/lib/shared/content/types";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { asset, chart, deepLink, faq, promotion } from "../../fixtures/content";

const post: PostSummary = {
  id: "post-chlamydia-testing",
  title: "Chlamydia testing explained",
  slug: "chlamydia-testing",
  excerpt: "What to expect.",
  createdAt: "2026-03-02T09:00:00.000Z",
  updatedAt: "2026-03-02T09:00:00.000Z",
  firstPublishedAt: "2026-03-02T09:00:00.000Z",
  category: null,
  subCategory: null,
  coverImage: null,
  author: null,
};

const references: RichTextReference[] = [
  { __typename: "Asset", ...asset("asset-diagram", { width: 800, height: 450, alt: "How a swab test works" }) },
  { __typename: "DeepLink", ...deepLink("testwise") },
  { __typename: "Promotion", ...promotion("clearpath", 9.1, { ribbon: "Best value" }) },
  {
    __typename: "ProductReview",
    id: "review-homecheck",
    name: "HomeCheck Kits review",
    description: "A budget kit.",
    pros: ["Low price"],
    cons: ["Slower results"],
    product: { id: "promo-homecheck-basic", score: 7.8, ribbon: "Best value" },
    brand: { id: "adv-homecheck", name: "HomeCheck Kits", domain: "www.homecheck.example", isDisabled: false },
    deepLink: deepLink("homecheck"),
    image: null,
  },
  { __typename: "Faq", ...faq("faq-1") },
  { __typename: "Topic", id: "topic-basics", name: "Testing basics", faqs: [faq("faq-2")] },
  { __typename: "Chart", ...chart([promotion("labnow", 8.2)]), id: "chart-inline", name: "Lab visits compared" },
  { __typename: "Post", ...post },
  { __typename: "Page", id: "page-about-us", title: "About us", slug: "about-us", metaDescription: "Who we are." },
];

function content(markdown: string): RichTextContent {
  return { json: markdownToRichText(markdown) as RichTextContent["json"], references };
}

describe("RichText", () => {
  it("a table scrolls inside a region a keyboard can reach, named by the heading before it or else by its columns", () => {
    render(<RichText variant="post" content={content("## Which test when\n\nSome text.\n\n| Test | Window |\n|---|---|\n| NAAT | 1–2 weeks |\n\n| Clade | What to know |\n|---|---|\n| I | Mostly Central Africa |")} />);
    const regions = screen.getAllByRole("region");
    expect(regions.map((region) => region.getAttribute("aria-label"))).toEqual(["Table: Which test when", "Table: Which test when"]);
    for (const region of regions) expect(region).toHaveAttribute("tabindex", "0");
    cleanup();
    render(<RichText variant="post" content={content("| Clade | What to know |\n|---|---|\n| I | Mostly Central Africa |")} />);
    expect(screen.getByRole("region", { name: "Table: Clade, What to know" })).toContainElement(screen.getByRole("cell", { name: "Mostly Central Africa" }));
  });

  it("renders blocks, marks, lists, quotes and tables as semantic HTML", () => {
    const { container } = render(
      <RichText
        variant="post"
        content={content("## Heading two\n\nA **bold** and *italic* word.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n| A | B |\n|---|---|\n| 1 | 2 |")}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Heading two" })).toBeInTheDocument();
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("italic");
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    expect(container.querySelector("ol > li")?.textContent).toBe("first");
    expect(container.querySelector("blockquote")?.textContent).toBe("quoted");
    expect(screen.getByRole("columnheader", { name: "A" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "2" })).toBeInTheDocument();
  });

  it("renders every embedded reference type", () => {
    render(
      <RichText
        variant="page"
        content={content(
          [
            "See [TestWise Labs](deeplink:deeplink-testwise) or [our about page](/about-us).",
            "{{embed Asset asset-diagram}}",
            "{{embed Promotion promo-clearpath}}",
            "{{embed ProductReview review-homecheck}}",
            "{{embed Faq faq-1}}",
            "{{embed Topic topic-basics}}",
            "{{embed Chart chart-inline}}",
            "{{embed Post post-chlamydia-testing}}",
            "{{embed Page page-about-us}}",
            "{{embed DeepLink deeplink-testwise}}",
          ].join("\n\n"),
        )}
      />,
    );
    const inline = screen.getByRole("link", { name: "TestWise Labs" });
    expect(inline).toHaveAttribute("href", "/go/testwise");
    expect(inline.getAttribute("rel")).toContain("sponsored");
    const figure = screen.getByRole("img", { name: "How a swab test works" });
    expect(figure.getAttribute("src")).toMatch(/\/optimized\/asset-diagram\.svg\?w=\d+&q=75/);
    expect(figure).toHaveAttribute("width", "700");
    expect(screen.getByText("Best value")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Review: HomeCheck Kits review" })).toBeInTheDocument();
    expect(screen.getByText("Question faq-1?")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Testing basics" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Lab visits compared" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Chlamydia testing explained" })).toHaveAttribute("href", "/blog/chlamydia-testing");
    expect(screen.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about-us");
    const buttons = screen.getAllByRole("link", { name: /^Order a kit/ }).map((link) => link.getAttribute("href"));
    expect(buttons).toEqual(expect.arrayContaining(["/go/testwise", "/go/homecheck"]));
  });

  it("sizes embedded assets 400 wide in posts", () => {
    render(<RichText variant="post" content={content("{{embed Asset asset-diagram}}")} />);
    expect(screen.getByRole("img")).toHaveAttribute("width", "400");
  });

  it("drops unsafe link targets and unknown embeds without crashing", () => {
    const json = {
      children: [
        { type: "paragraph", children: [{ type: "link", href: "javascript:alert(1)", children: [{ text: "click" }] }] },
        { type: "embed", nodeId: "missing", nodeType: "Promotion", children: [{ text: "" }] },
      ],
    };
    const { container } = render(<RichText variant="post" content={{ json: json as RichTextContent["json"], references }} />);
    expect(screen.queryByRole("link", { name: "click" })).not.toBeInTheDocument();
    expect(screen.getByText("click")).toBeInTheDocument();
    expect(container.querySelector("[href^='javascript']")).toBeNull();
  });

  describe("content the API returned but should not have", () => {
    // Typed loosely on purpose: these are the shapes a careless editor or another source can produce.
    const renderJson = (json: unknown, refs: unknown = references) =>
      render(<RichText variant="post" content={{ json, references: refs } as unknown as RichTextContent} />);

    it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "heading-seven", ""])("renders an unknown node type %j as its text", (type) => {
      const { container } = renderJson({ children: [{ type, children: [{ text: "kept " }, { type: "paragraph", children: [{ text: "text" }] }] }] });
      expect(container.textContent).toBe("kept text");
    });

    it("skips leaves whose text is not a string, null nodes and children that are not lists, keeping the rest", () => {
      const { container } = renderJson({
        children: [
          { type: "paragraph", children: [{ text: 42 }, null, true, "loose", { text: "visible" }, { text: { nested: 1 } }] },
          { type: "paragraph" },
          { type: "bulleted-list", children: "not a list" },
          { type: 7, children: [{ text: " too" }] },
          { type: "paragraph", children: [{ type: "link", href: 12, children: [{ text: " link" }] }] },
        ],
      });
      expect(container.textContent).toBe("visible too link");
    });

    it("renders a document without children, a missing json or missing references as an empty body", () => {
      expect(renderJson({}).container.textContent).toBe("");
      expect(renderJson(null).container.textContent).toBe("");
      expect(renderJson({ children: [{ type: "embed", nodeId: "__proto__", nodeType: "Promotion", children: [] }] }, null).container.textContent).toBe("");
    });

    it("renders lists nested thousands of levels deep, the deep part as text", () => {
      let node: unknown = { text: "bottom" };
      for (let level = 0; level < 3_000; level++) node = { type: "bulleted-list", children: [{ type: "list-item", children: [{ type: "list-item-child", children: [node] }] }] };
      const { container } = renderJson({ children: [node] });
      expect(container.textContent).toBe("bottom");
      expect(container.querySelectorAll("ul").length).toBeLessThan(50);
    });

    it("logs each kind of problem once, however often it occurs", () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        const json = { children: [{ type: "valueOf", children: [{ text: "a" }] }, { type: "valueOf", children: [{ text: "b" }] }] };
        renderJson(json);
        renderJson(json);
        expect(warn.mock.calls.filter(([message]) => String(message).includes('"valueOf"'))).toHaveLength(1);
      } finally {
        warn.mockRestore();
      }
    });
  });
});
