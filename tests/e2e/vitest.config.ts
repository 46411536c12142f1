import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// End-to-end tests: one production build of the site, on the real content service, driven in
// Debian's Chromium. Files run one after another: they share the server.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("../..", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    // The editor fuzz test runs the content service in this process: one copy of graphql (see ../vitest.config.ts).
    server: { deps: { inline: ["graphql-query-complexity"] } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
