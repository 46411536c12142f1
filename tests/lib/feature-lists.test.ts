import { afterEach, describe, expect, it, vi } from "vitest";
import { FeatureListError, featureListsOf } from "@/lib/server/page-data/feature-lists";

/**
 * A page's brand features are parsed within the parser's bounds: a text past them (written where
 * nothing refused it) fails the page's generation, with its place, so Next keeps the page's last
 * good version, instead of holding the server for minutes.
 */
describe("featureListsOf", () => {
  afterEach(() => vi.restoreAllMocks());

  it("parses every brand's features in a page's data", () => {
    const lists = featureListsOf({ promotions: [{ features_md: "- **Fast** results" }], advertiser: { features_md: "Plain text" } });
    expect(lists["- **Fast** results"]).toEqual([{ kind: "list", ordered: false, items: [{ spans: [{ text: "Fast", strong: true }, { text: " results" }], lists: [] }] }]);
    expect(lists["Plain text"]).toEqual([{ kind: "paragraph", spans: [{ text: "Plain text" }] }]);
  });

  it("fails the page with the text's place when one brand's features are past the parser's bounds, and logs it", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const pathological = "- Free shipping\n" + "- ".repeat(16_000) + "x";
    const read = () => featureListsOf({ promotions: [{ features_md: "- ok" }, { features_md: pathological }] });
    expect(read).toThrow(FeatureListError);
    expect(read).toThrow("features_md past the Markdown parser's bounds at 2:17: more than 8 lists or quotes open on one line");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("its last good version is served"));
  });
});
