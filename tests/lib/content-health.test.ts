import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { reportMedicalReviews } from "@/lib/server/config/content-health";

describe("the build's medical-review summary", () => {
  let service: ContentService;
  beforeAll(async () => {
    service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  });
  afterAll(async () => {
    await service?.close();
  });

  it("prints how many articles are past the site's review interval, from the content API", async () => {
    const lines: string[] = [];
    const api = { contentApiUrl: `${service.url}/graphql`, contentApiToken: undefined };
    await reportMedicalReviews(api, new Date("2026-11-26T12:00:00Z"), (line) => lines.push(line));
    // The shipped content was re-reviewed on 2026-11-26; thirteen months on, the oldest reviews are due again.
    await reportMedicalReviews(api, new Date("2027-12-27T12:00:00Z"), (line) => lines.push(line));
    expect(lines).toEqual([
      'Medical reviews: 0 of 35 articles are past the 12-month review interval (readers see "Medical review due"); `npm run content -- check` lists them.',
      'Medical reviews: 35 of 35 articles are past the 12-month review interval (readers see "Medical review due"); `npm run content -- check` lists them.',
    ]);
  });

  it("never fails the build when the content API cannot say", async () => {
    const lines: string[] = [];
    await reportMedicalReviews({ contentApiUrl: "http://127.0.0.1:9/graphql", contentApiToken: undefined }, new Date(), (line) => lines.push(line));
    expect(lines[0]).toMatch(/^Medical reviews: could not be counted/);
  });
});
