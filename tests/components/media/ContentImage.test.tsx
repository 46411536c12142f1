/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentImage } from "@/components/media/ContentImage";

const asset = { url: "https://assets.example.com/images/cover.svg", alt: "A clinic waiting room", width: 1200, height: 480 };

describe("ContentImage", () => {
  it("loads the CDN's webp at the rendered width, with smaller and denser candidates, sized to the asset's aspect ratio", () => {
    render(<ContentImage asset={asset} width={400} />);
    const image = screen.getByRole("img", { name: "A clinic waiting room" });
    expect(image.getAttribute("src")).toBe("http://127.0.0.1:4000/optimized/cover.svg?w=400&q=75");
    const widths = image
      .getAttribute("srcset")!
      .split(", ")
      .map((candidate) => {
        const [url, descriptor] = candidate.split(" ");
        expect(url).toBe(`http://127.0.0.1:4000/optimized/cover.svg?w=${descriptor.slice(0, -1)}&q=75`);
        return Number(descriptor.slice(0, -1));
      });
    // Smaller screens get smaller files; dense ones up to twice the rendered width, never more.
    expect(widths).toEqual([256, 384, 400, 640, 750, 800]);
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "160");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("loads a priority image eagerly and first", () => {
    render(<ContentImage asset={asset} width={1000} height={400} alt="" priority />);
    const image = document.querySelector("img")!;
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("alt", "");
  });
});
