import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "@sti-aware/contract/image-widths";
import { withTestService } from "./helpers";

/** Uploads come from the content service's origin: none of them may run script there (an SVG is an active document). */
const test = withTestService(1);

describe("uploads are served inert", () => {
  it("an SVG original: sandboxed by its CSP, never sniffed, downloaded when opened by itself", async () => {
    const response = await fetch(`${test.service.url}/images/author-amara-okafor.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="author-amara-okafor.svg"');
  });

  it("a resized rendition carries the same policy, and still loads cross-origin as an image", async () => {
    const response = await fetch(`${test.service.url}/optimized/author-amara-okafor.svg?w=${IMAGE_WIDTHS[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });
});
