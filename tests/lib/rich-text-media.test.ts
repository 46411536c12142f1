import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "@/lib/server/config/env";
import { isContentAsset } from "@/lib/shared/media/rich-text-media";
import { contentSecurityPolicy } from "@/lib/server/config/security-headers";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the iframe allow-list (NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS) and the CSP", () => {
  it("defaults to two privacy-friendly players, and the CSP frames exactly those over https", () => {
    const env = parseSiteEnv({});
    expect(env.richTextIframeHosts).toEqual(["www.youtube-nocookie.com", "player.vimeo.com"]);
    expect(directive(contentSecurityPolicy(env), "frame-src")).toBe("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
  });

  it("follows the setting; \"none\" frames nothing", () => {
    const env = parseSiteEnv({ NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS: " Maps.Example.org , player.vimeo.com" });
    expect(directive(contentSecurityPolicy(env), "frame-src")).toBe("frame-src https://maps.example.org https://player.vimeo.com");
    expect(directive(contentSecurityPolicy(parseSiteEnv({ NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS: "none" })), "frame-src")).toBe("frame-src 'none'");
  });

  it("refuses to start on entries that are not host names, naming them", () => {
    expect(() => parseSiteEnv({ NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS: "https://www.youtube.com,*.example.org,player.vimeo.com" })).toThrow(
      'NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS must list host names only, like www.youtube-nocookie.com, or be "none" (got "https://www.youtube.com", "*.example.org")',
    );
  });

  it("lets videos play from the CDN, the content service and Hygraph's asset hosts, and nothing else", () => {
    const policy = contentSecurityPolicy({ ...parseSiteEnv({}), contentApiUrl: "https://content.stiaware.example/graphql", imageCdnUrl: "https://images.stiaware.example" });
    expect(directive(policy, "media-src")).toBe("media-src 'self' https://images.stiaware.example https://content.stiaware.example https://*.graphassets.com https://media.graphcms.com");
  });
});

describe("content assets in rich text", () => {
  it.each([
    ["https://eu-central-1-shared-euc1-02.graphassets.com/env/handle", true],
    ["https://media.graphassets.com/handle", true],
    ["https://media.graphcms.com/handle", true],
    ["http://127.0.0.1:4000/images/diagram.svg", true],
    ["/images/diagram.svg", true],
    ["http://media.graphassets.com/handle", false],
    ["https://graphassets.com.evil.example/handle", false],
    ["https://evilgraphassets.com/handle", false],
    ["//media.graphassets.com/handle", false],
    ["https://tracker.example/pixel.png", false],
  ])("%s is a content asset: %s", (src, expected) => {
    expect(isContentAsset(src)).toBe(expected);
  });
});
