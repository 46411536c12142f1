import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compiledFiles, I18N_DIR } from "./lib/message-catalogues";

/** `npm run messages`: rewrites lib/shared/i18n/compiled from the catalogues (committed, like queries/generated). */
const target = path.join(I18N_DIR, "compiled");
rmSync(target, { recursive: true, force: true });
for (const [file, content] of compiledFiles()) {
  mkdirSync(path.dirname(path.join(I18N_DIR, file)), { recursive: true });
  writeFileSync(path.join(I18N_DIR, file), content);
}
console.log(`messages: ${readdirSync(target, { recursive: true }).length} files written to lib/shared/i18n/compiled`);
