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
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    root: fileURLToPath(new URL("..", import.meta.url)),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
