/** @vitest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RichText } from "@/components/rich-text/RichText";
import type { RichText as RichTextContent, RichTextReference } from "@/lib/shared/content/types";
import { RICH_TEXT_ELEMENT_TYPES } from "@sti-aware/contract/rich-text";
import documents from "../../fixtures/hygraph-rich-text.json";
import { deepLink, faq } from "../../fixtures/content";

/**
 * The renderer against documents as Hygraph's API returns them (tests/fixtures/hygraph-rich-text.json),
 * not our Markdown converter's output, and against hostile variants of each media node.
 */
type DocumentName = Exclude<keyof typeof documents, "_comment">;

const references: RichTextReference[] = [
  { __typename: "DeepLink", ...deepLink("testwise") },
  { __typename: "Faq", ...faq("faq-choosing-a-home-sti-test-1") },
];

/** Documents are read as the API's untyped JSON, the way the site receives them. */
const content = (json: unknown): RichTextContent => ({ json, references }) as RichTextContent;
const renderDocument = (name: DocumentName, variant: "post" | "page" = "post") => render(<RichText variant={variant} content={content(documents[name])} />);
const renderNodes = (...children: unknown[]) => render(<RichText variant="post" content={content({ children })} />);
const media = (node: Record<string, unknown>) => renderNodes({ children: [{ text: "" }], ...node });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("Hygraph's rich-text documents", () => {
  it("has a document for every node type of Hygraph's AST", () => {
    const types = new Set<string>();
    const visit = (node: unknown): void => {
      if (typeof node !== "object" || node === null) return;
      const { type, children } = node as { type?: string; children?: unknown[] };
      if (type) types.add(type);
      children?.forEach(visit);
    };
    Object.values(documents).forEach(visit);
    expect([...types].sort()).toEqual([...RICH_TEXT_ELEMENT_TYPES].sort());
  });

  it("headings: heading-one becomes the second level (the page title is the only h1), the others keep theirs", () => {
    renderDocument("headings");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Heading one", "Heading two"]);
    for (const [level, name] of [[3, "Heading three"], [4, "Heading four"], [5, "Heading five"], [6, "Heading six"]] as const) {
      expect(screen.getByRole("heading", { level, name })).toBeInTheDocument();
    }
  });

  it("marks and soft line breaks", () => {
    const { container } = renderDocument("marks");
    const paragraph = container.querySelector("p")!;
    expect(within(paragraph).getByText("Test").tagName).toBe("STRONG");
    expect(within(paragraph).getByText("every").tagName).toBe("EM");
    expect(within(paragraph).getByText("three months").tagName).toBe("U");
    expect(within(paragraph).getByText("NAAT").tagName).toBe("CODE");
    expect(paragraph.querySelectorAll("br")).toHaveLength(1);
    expect(paragraph.textContent).toBe("Test every three months with NAATafter a new partner.");
  });

  it("block quotes and nested lists", () => {
    const { container } = renderDocument("lists");
    const outer = screen.getAllByRole("list")[0];
    expect(outer.tagName).toBe("UL");
    const items = within(outer).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Chlamydia");
    expect(within(items[1]).getByRole("list").tagName).toBe("OL");
    expect(within(within(items[1]).getByRole("list")).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Swab", "Urine sample"]);
    expect(container.querySelector("ul > span, ol > span")).toBeNull();
    renderDocument("block-quote");
    expect(document.querySelector("blockquote")).toHaveTextContent("Most infections cause no symptoms at all.");
  });

  it("links: new tab when asked, internal paths through the router; the CMS's id, class and rel are not copied", () => {
    renderDocument("link");
    const external = screen.getByRole("link", { name: "CDC guidance" });
    expect(external).toHaveAttribute("href", "https://www.cdc.gov/sti/");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).not.toHaveAttribute("id");
    expect(external).not.toHaveAttribute("class");
    expect(screen.getByRole("link", { name: "our chlamydia article" })).toHaveAttribute("href", "/blog/chlamydia-symptoms-testing-treatment");
  });

  it("link embeds: an entry link to a deep link is a marked paid link", () => {
    const { container } = renderDocument("link-embeds");
    const link = screen.getByRole("link", { name: "TestWise Labs" });
    expect(link).toHaveAttribute("href", "/go/testwise");
    expect(link.getAttribute("rel")).toContain("sponsored");
    expect(container).toHaveTextContent("TestWise Labs (paid link).");
  });

  it("tables: header cells are column headers; a table without a header row is valid HTML", () => {
    renderDocument("table");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Infection", "Sample"]);
    expect(screen.getByRole("cell", { name: "Blood" })).toBeInTheDocument();
    const { container } = renderDocument("table-without-header");
    expect(container.querySelector("thead")?.childNodes).toHaveLength(0);
    expect(screen.getByRole("cell", { name: "Row 1 - Col 2" })).toBeInTheDocument();
  });

  it("code blocks keep their line breaks as text", () => {
    const { container } = renderDocument("code-block");
    expect(container.querySelector("pre > code")?.textContent).toBe("window period:\n  NAAT 1-2 weeks\n  antibody 3-12 weeks");
    expect(container.querySelector("pre br")).toBeNull();
  });

  it("embeds resolve their references", () => {
    renderDocument("embed");
    expect(screen.getByText("Question faq-choosing-a-home-sti-test-1?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Order a kit/ })).toHaveAttribute("href", "/go/testwise");
  });

  it("image: through the image CDN, with alt text and dimensions scaled to the slot", () => {
    renderDocument("image");
    const image = screen.getByRole("img", { name: "A self-collection swab kit laid out on a table" });
    const src = new URL(image.getAttribute("src")!);
    expect(src.origin).toBe("http://127.0.0.1:4000");
    expect(src.pathname).toBe("/cm1sti0aware00example/resize=width:1600/8xrjYm4CR721mAZ1YAoy");
    expect(src.searchParams.get("w")).toBe("400");
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "225");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.getAttribute("srcset")).toContain("800w");
    renderDocument("image", "page");
    expect(screen.getAllByRole("img")[1]).toHaveAttribute("width", "700");
  });

  it("video: controls, nothing preloaded, sized, named, with a link to the file for browsers without video", () => {
    const { container } = renderDocument("video");
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("src", "https://media.graphassets.com/oWd7OYr5Q5KGRJW9ujRO");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("width", "400");
    expect(video).toHaveAttribute("height", "225");
    expect(video).toHaveAttribute("aria-label", "How to collect a vaginal swab");
    expect(within(video).getByRole("link", { name: "Download the video: How to collect a vaginal swab" })).toHaveAttribute("href", "https://media.graphassets.com/oWd7OYr5Q5KGRJW9ujRO");
  });

  it("iframe: an allow-listed https player, titled, lazy and sandboxed", () => {
    const { container } = renderDocument("iframe");
    const frame = container.querySelector("iframe")!;
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Ylmd737tw5w");
    expect(frame).toHaveAttribute("title", "Embedded content from www.youtube-nocookie.com");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("sandbox")?.split(" ").sort()).toEqual(["allow-popups", "allow-popups-to-escape-sandbox", "allow-presentation", "allow-same-origin", "allow-scripts"]);
    expect(frame).toHaveAttribute("width", "400");
    expect(frame).toHaveAttribute("height", "225");
  });

  it("class: a wrapper whose class name is prefixed", () => {
    const { container } = renderDocument("class");
    const wrapper = container.querySelector(".rich-text > div")!;
    expect(wrapper).toHaveAttribute("class", "rich-text__class rt-class-callout");
    expect(wrapper).toHaveTextContent("If you think you were exposed to HIV");
  });

  it("renders every document to static HTML without the browser (renderToStaticMarkup), and hydrates it without a mismatch", async () => {
    const every = { children: Object.entries(documents).flatMap(([name, document]) => (name === "_comment" ? [] : (document as { children: unknown[] }).children)) };
    const element = <RichText variant="post" content={content(every)} />;
    const html = renderToStaticMarkup(element);
    for (const fragment of ["<iframe", 'preload="none"', 'alt="A self-collection swab kit laid out on a table"', "rt-class-callout", "<thead></thead>", "(paid link)"]) expect(html).toContain(fragment);
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe("hostile Hygraph documents", () => {
  it.each([
    ["javascript:alert(document.cookie)"],
    [" JaVaScRiPt:alert(1)"],
    ["java\nscript:alert(1)"],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:msgbox(1)"],
    ["//evil.example/phish"],
    ["/\\evil.example/phish"],
  ])("a link to %j is text, not a link", (href) => {
    const { container } = renderNodes({ type: "paragraph", children: [{ type: "link", href, children: [{ text: "claim your prize" }] }] });
    expect(screen.queryByRole("link")).toBeNull();
    expect(container).toHaveTextContent("claim your prize");
  });

  it("an iframe from a host that is not allow-listed, over http or on another port is a plain link", () => {
    renderNodes(
      { type: "iframe", url: "https://www.youtube.com/watch?v=Ylmd737tw5w", children: [{ text: "" }] },
      { type: "iframe", url: "http://www.youtube-nocookie.com/embed/x", children: [{ text: "" }] },
      { type: "iframe", url: "https://www.youtube-nocookie.com:8443/embed/x", children: [{ text: "" }] },
      { type: "iframe", url: "https://user:pass@player.vimeo.com/video/1", children: [{ text: "" }] },
    );
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "Embedded page (www.youtube.com)" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=Ylmd737tw5w");
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });

  it("the allow-list comes from NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS", () => {
    vi.stubEnv("NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS", "maps.example.org");
    const { container } = renderNodes(
      { type: "iframe", url: "https://maps.example.org/clinics", children: [{ text: "" }] },
      { type: "iframe", url: "https://www.youtube-nocookie.com/embed/x", children: [{ text: "" }] },
    );
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
    expect(container.querySelector("iframe")).toHaveAttribute("src", "https://maps.example.org/clinics");
    vi.stubEnv("NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS", "none");
    expect(renderNodes({ type: "iframe", url: "https://maps.example.org/clinics", children: [{ text: "" }] }).container.querySelector("iframe")).toBeNull();
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "", 42])("media whose URL is %j render no element and no URL, only their description", (url) => {
    const { container } = renderNodes(
      { type: "image", src: url, altText: "A rash on the palm", children: [{ text: "" }] },
      { type: "video", src: url, title: "Clinic tour", children: [{ text: "" }] },
      { type: "iframe", url, children: [{ text: "" }] },
    );
    expect(container.querySelector("img, video, iframe, a")).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:/);
    expect(container).toHaveTextContent("A rash on the palmClinic tour");
  });

  it("images and videos from other hosts are links, never loaded", () => {
    renderNodes(
      { type: "image", src: "https://tracker.example/pixel.png", width: 1, height: 1, altText: "Chart of cases", children: [{ text: "" }] },
      { type: "video", src: "http://cdn.example/clip.mp4", children: [{ text: "" }] },
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
    expect(screen.getByRole("link", { name: "Image: Chart of cases (tracker.example)" })).toHaveAttribute("href", "https://tracker.example/pixel.png");
    expect(screen.getByRole("link", { name: "Video (cdn.example)" })).toHaveAttribute("href", "http://cdn.example/clip.mp4");
  });

  it("an image without dimensions (or absurd ones) still reserves its space: slot width, 16:9", () => {
    media({ type: "image", src: "https://media.graphassets.com/abc", title: "Clinic waiting room" });
    media({ type: "image", src: "https://media.graphassets.com/def", width: 1e12, height: -3, altText: "Testing kit" });
    for (const image of screen.getAllByRole("img")) {
      expect(image).toHaveAttribute("width", "400");
      expect(image).toHaveAttribute("height", "225");
    }
    expect(screen.getByRole("img", { name: "Clinic waiting room" })).toBeInTheDocument();
  });

  it("a file name is not alt text: the image is marked decorative rather than read out as IMG_0042.jpg", () => {
    const { container } = media({ type: "image", src: "https://media.graphassets.com/abc", title: "IMG_0042.jpg", altText: "photo-1564631027894.jpg", width: 800, height: 600 });
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it.each([
    ['callout" onclick="alert(1)', "rich-text__class"],
    ["callout wide", "rich-text__class rt-class-callout rt-class-wide"],
    ["<b>", "rich-text__class"],
    ["a b c d e", "rich-text__class"],
    ["rich-text", "rich-text__class rt-class-rich-text"],
  ])("class name %j becomes class=%j", (className, expected) => {
    const { container } = renderNodes({ type: "class", className, children: [{ type: "paragraph", children: [{ text: "kept" }] }] });
    const wrapper = container.querySelector(".rich-text > div")!;
    expect(wrapper.getAttribute("class")).toBe(expected);
    expect(wrapper.getAttributeNames()).toEqual(["class"]);
    expect(wrapper).toHaveTextContent("kept");
  });

  it("media nested thousands of levels deep render as text, without overflowing the stack", () => {
    let node: unknown = { type: "iframe", url: "https://www.youtube-nocookie.com/embed/x", children: [{ text: "deep" }] };
    for (let level = 0; level < 5_000; level++) node = { type: "class", className: "box", children: [node] };
    const { container } = renderNodes(node);
    expect(container.textContent).toBe("deep");
    expect(container.querySelectorAll("div").length).toBeLessThan(60);
  });

  it("text beside table rows and list items is left out (it would break the table), other text kept", () => {
    const { container } = renderNodes(
      { type: "table", children: [{ text: "stray" }, { type: "table_body", children: [{ type: "table_row", children: [{ type: "table_cell", children: [{ type: "paragraph", children: [{ text: "cell" }] }] }] }] }] },
      { type: "bulleted-list", children: [{ text: " " }, { type: "list-item", children: [{ type: "list-item-child", children: [{ text: "item" }] }] }] },
    );
    expect(container.textContent).toBe("cellitem");
    expect(container.querySelector("table > span, ul > span")).toBeNull();
  });
});
