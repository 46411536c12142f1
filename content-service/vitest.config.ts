import { defineConfig } from "vitest/config";

// The content service's own tests (`npm test -w content-service`); the repository's `npm test` runs them too.
// Some run the CLI in a child process over a copy of the content, hence the longer timeout.
export default defineConfig({
  test: { globals: true, include: ["tests/**/*.test.ts"], environment: "node", root: import.meta.dirname, testTimeout: 20_000 },
});
