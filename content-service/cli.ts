import { startContentService } from "./server";

/**
 * `npm run content`: serves the content service until interrupted.
 * Environment: CONTENT_SERVICE_PORT (default 4000), CONTENT_DIR (default the shipped content).
 */
async function serve(): Promise<void> {
  const port = Number(process.env.CONTENT_SERVICE_PORT ?? 4000);
  const service = await startContentService({ port, contentDir: process.env.CONTENT_DIR || undefined });
  console.log(`Content service ready:\n  master API   ${service.url}/graphql\n  preview API  ${service.url}/graphql/preview\n  assets       ${service.url}/images/ and ${service.url}/optimized/`);
  const stop = async () => {
    await service.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
