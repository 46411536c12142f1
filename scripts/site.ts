import { randomBytes } from "node:crypto";
import { startContentService } from "@sti-aware/content-service";
import { EDITOR_SETTINGS_FILE, ensureEditorSettings } from "@sti-aware/content-service/editor-settings";
import { NEXT_BIN, NEXT_BUILD_ARGS, run, siteEnvironment, start, stop, waitForHttp } from "./lib/processes";
import { requireSupportedNode } from "./lib/runtime";

/**
 * `npm run site`: the content service, a production build against it, and the site on
 * http://localhost:3000 — one command, stopped cleanly with Ctrl-C.
 */
async function main(): Promise<void> {
  requireSupportedNode();
  console.log(`Node.js ${process.version}`);
  const contentPort = Number(process.env.CONTENT_SERVICE_PORT ?? 4000);
  const sitePort = Number(process.env.PORT ?? 3000);
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`;
  // Local secrets for the publishing loop, unless the caller set real ones.
  const webhookSecret = process.env.CONTENT_WEBHOOK_SECRET || randomBytes(24).toString("hex");
  process.env.CONTENT_WEBHOOK_SECRET = webhookSecret;
  process.env.CONTENT_WEBHOOK_URL ||= `http://127.0.0.1:${sitePort}/api/revalidate`;
  // Editing enabled on this machine: a token (and preview secret) kept in .editor.env, which the
  // editor commands read too, unless the caller set their own.
  const editor = ensureEditorSettings(`http://127.0.0.1:${contentPort}`, { token: process.env.CONTENT_SERVICE_TOKEN, previewSecret: process.env.PREVIEW_SECRET });
  process.env.CONTENT_SERVICE_TOKEN = editor.settings.token;
  const previewSecret = editor.settings.previewSecret;
  // The DRAFT stage needs a token: the service is started with it and the site reads drafts with it.
  const previewToken = process.env.CONTENT_PREVIEW_TOKEN || randomBytes(24).toString("hex");

  const content = await startContentService({ port: contentPort, contentDir: process.env.CONTENT_DIR || undefined, previewToken });
  console.log(`Content service: ${content.url}/graphql`);
  console.log(
    editor.created
      ? `Editing enabled. The editor token was created in ${EDITOR_SETTINGS_FILE} (keep it private): ${editor.settings.token}`
      : `Editing enabled with the token in ${EDITOR_SETTINGS_FILE}.`,
  );
  const env = siteEnvironment(content.url, { NEXT_PUBLIC_SITE_URL: siteUrl, CONTENT_WEBHOOK_SECRET: webhookSecret, PREVIEW_SECRET: previewSecret, CONTENT_PREVIEW_API_TOKEN: previewToken });
  let server: ReturnType<typeof start> | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stop(server);
    await content.close();
    process.exit(code);
  };
  process.once("SIGINT", () => void shutdown(0));
  process.once("SIGTERM", () => void shutdown(0));
  try {
    await run(process.execPath, NEXT_BUILD_ARGS, { env });
  } catch (error) {
    console.error(`Build failed: ${error instanceof Error ? error.message : error}`);
    return shutdown(1);
  }
  server = start(process.execPath, [NEXT_BIN, "start", "-p", String(sitePort)], { env });
  server.on("exit", (code) => void shutdown(code ?? 1));
  await waitForHttp(`http://127.0.0.1:${sitePort}/`);
  console.log(`\nSTI Aware is running on ${siteUrl}`);
  console.log(`Editors' preview: ${siteUrl}/api/preview?secret=${previewSecret}&slug=<post-or-page-slug>`);
  console.log("Press Ctrl-C to stop.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
