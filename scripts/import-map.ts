import { importMapText, readImportGraph } from "./lib/import-graph";

/** `npm run import-map`: prints the folders, their layers and the imports between them (docs/architecture.md). */
process.stdout.write(importMapText(readImportGraph()));
