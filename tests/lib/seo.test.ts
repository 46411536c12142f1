import { describe, expect, it } from "vitest";
import { contentImageUrl } from "@/lib/shared/media/image-loader";
import { describe as describePage, DEFAULT_DESCRIPTION, leadSentence, listingHeadline, openGraphImage, pageTitle } from "@/lib/server/page-data/seo";
import { parseSiteEnv } from "@/lib/server/config/env";

describe("seo helpers", () => {
  it("puts the page title before the site name", () => {
    expect(pageTitle("HPV vaccine", "STI Aware")).toBe("HPV vaccine | STI Aware");
    expect(pageTitle(null, "STI Aware")).toBe("STI Aware");
  });

  it("never names the site twice", () => {
    expect(pageTitle("STI Aware: Sexual Health Facts", "STI Aware")).toBe("STI Aware: Sexual Health Facts");
    expect(pageTitle("STI Aware", "STI Aware")).toBe("STI Aware");
  });

  it("describes with the lead sentence, not up to the first abbreviation", () => {
    expect(leadSentence("Dr. Lee is a GP. She writes.")).toBe("Dr. Lee is a GP.");
    expect(leadSentence("Prof. Ng runs a clinic! More text.")).toBe("Prof. Ng runs a clinic!");
    const long = leadSentence(`Dr. Amara Okafor ${"cares for people ".repeat(20)}in clinics.`)!;
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/^Dr\. Amara Okafor cares for people .* people…$/);
    expect(leadSentence("  ")).toBeNull();
  });

  it("falls back to the default description", () => {
    expect(describePage(null, "  ")).toBe(DEFAULT_DESCRIPTION);
    expect(describePage(undefined, "Second")).toBe("Second");
  });

  it("writes the listing headline", () => {
    expect(listingHeadline(2, 7)).toBe("Health Diagnostics & Wellness Blog - Page 2 out of 7");
  });
});

describe("image loader (docs/requirements.md, Constants)", () => {
  it("moves the asset to the CDN host, swaps images for optimized and sets w and q", () => {
    expect(contentImageUrl("https://assets.example.com/images/cover.svg", 300)).toBe("http://127.0.0.1:4000/optimized/cover.svg?w=300&q=75");
    expect(contentImageUrl("http://127.0.0.1:4000/optimized/cover.svg?w=300&q=75", 640, { quality: 60 })).toBe(
      "http://127.0.0.1:4000/optimized/cover.svg?w=640&q=60",
    );
    expect(openGraphImage({ url: "http://127.0.0.1:4000/images/x.png" })).toBe("http://127.0.0.1:4000/optimized/x.png?w=400&h=250&q=75");
  });
});

describe("site configuration", () => {
  it("defaults to the embedded content service", () => {
    expect(parseSiteEnv({}).contentApiUrl).toBe("http://127.0.0.1:4000/graphql");
  });

  it("lists every problem in one error", () => {
    expect(() => parseSiteEnv({ CONTENT_API_URL: "not a url", REVALIDATE_SECONDS: "-1" })).toThrow(
      /CONTENT_API_URL must be an http\(s\) URL[\s\S]*REVALIDATE_SECONDS must be a positive whole number/,
    );
  });
});
