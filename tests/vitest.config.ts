import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// Unit, component and integration tests. Component tests (*.test.tsx) run in jsdom;
// everything else in node. End-to-end tests live in tests/e2e and run through scripts/test.ts.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("..", import.meta.url)) } },
  test: {
    globals: true,
    // The workspace packages own their tests (shared/tests, content-service/tests); they run here too.
    include: ["tests/**/*.test.{ts,tsx}", "shared/tests/**/*.test.ts", "content-service/tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    root: fileURLToPath(new URL("..", import.meta.url)),
    // Bundled with the tests so it shares the tests' one copy of graphql (the content service's
    // schema is checked by it; two copies refuse each other's types).
    server: { deps: { inline: ["graphql-query-complexity"] } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
