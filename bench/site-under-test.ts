import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { startContentService, type ContentService } from "@sti-aware/content-service";
import { imagePreloadsIn } from "../lib/server/document/image-preloads";
import { buildFloor, floorDistPath, startFloor } from "../scripts/lib/floor";
import { freePort, NEXT_BIN, siteEnvironment, start, stop, waitForHttp } from "../scripts/lib/processes";
import { ROUTE_TYPES } from "./page-set";
import { round } from "./stats";
import { timedBuild } from "./timed-build";

/**
 * The site built from the shipped content and served by `next start`, with its content service
 * (signed webhook and preview on) and, for the parts that compare with it, the framework floor
 * (bench/floor) built and served beside it.
 */
export type SiteUnderTest = {
  service: ContentService;
  /** The run's copy of the shipped content, which the service serves. */
  contentDir: string;
  siteUrl: string;
  distDir: string;
  floorUrl: string;
  floorDistDir: string;
};

const SITE_DIST = ".next-bench-site";
const FLOOR_DIST = ".next-bench-floor";

/** Builds and serves the site (and the floor when `withFloor`), runs `measure` on them, then stops them. */
export async function withSiteUnderTest(scratch: string, withFloor: boolean, measure: (site: SiteUnderTest) => Promise<void>): Promise<void> {
  const contentDir = join(scratch, "content-shipped");
  execFileSync("cp", ["-r", "content-service/content", contentDir]);
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const secret = "bench-webhook-secret";
  const previewToken = "bench-preview-token";
  const service = await startContentService({ contentDir, token: "bench-token", previewToken, webhookUrl: `${siteUrl}/api/revalidate`, webhookSecret: secret });
  const env = siteEnvironment(service.url, {
    NEXT_DIST_DIR: SITE_DIST,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    CONTENT_WEBHOOK_SECRET: secret,
    CONTENT_PREVIEW_API_TOKEN: previewToken,
    REVALIDATE_SECONDS: "3600",
  });
  await timedBuild(service.url, SITE_DIST).catch(async (error) => {
    await service.close();
    throw error;
  });
  const server = start(process.execPath, [NEXT_BIN, "start", "-p", String(sitePort), "-H", "127.0.0.1"], { env, stdio: "ignore" });
  const floorPort = await freePort();
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  let floorServer: ReturnType<typeof start> | undefined;
  try {
    await waitForHttp(`${siteUrl}/`);
    if (withFloor) {
      const started = performance.now();
      // The floor's /with-image page shows the bench article's main image, as the article does.
      const [articleImage] = imagePreloadsIn(await (await fetch(`${siteUrl}${ROUTE_TYPES.article}`)).text());
      await buildFloor(FLOOR_DIST, articleImage);
      console.log(`floor: built in ${round((performance.now() - started) / 1000)} s`);
      floorServer = startFloor(FLOOR_DIST, floorPort);
      await waitForHttp(`${floorUrl}/`);
    }
    await measure({ service, contentDir, siteUrl, distDir: SITE_DIST, floorUrl, floorDistDir: floorDistPath(FLOOR_DIST) });
  } finally {
    await stop(floorServer);
    await stop(server);
    await service.close();
  }
}
