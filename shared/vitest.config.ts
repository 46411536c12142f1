import { defineConfig } from "vitest/config";

// The contract's own tests (`npm test -w shared`): plain functions, no services; the repository's `npm test` runs them too.
export default defineConfig({ test: { globals: true, include: ["tests/**/*.test.ts"], root: import.meta.dirname } });
