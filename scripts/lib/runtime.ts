import { readFileSync } from "node:fs";

/**
 * The Node.js line the project runs on, read from `.nvmrc` (the file version managers read too).
 * `npm install` brings that runtime from the npm registry as the `node-linux-*` platform package
 * (package.json `optionalDependencies`), and npm scripts put `node_modules/.bin` first on PATH,
 * so `npm test` and `npm run site` run on it even where the system Node is older.
 */
export const SUPPORTED_NODE_MAJOR = Number(readFileSync(new URL("../../.nvmrc", import.meta.url), "utf8").trim());

/** Empty when this process runs on the supported line, else the message that says what to do. */
export function runtimeProblem(version = process.versions.node): string {
  const major = Number(version.split(".")[0]);
  if (major === SUPPORTED_NODE_MAJOR) return "";
  return (
    `This project runs on Node.js ${SUPPORTED_NODE_MAJOR} LTS, but this is Node.js ${version}. ` +
    `Run it through npm (\`npm test\`, \`npm run site\`), which uses the Node.js ${SUPPORTED_NODE_MAJOR} that \`npm install\` ` +
    `puts in node_modules/.bin on Linux, or install Node.js ${SUPPORTED_NODE_MAJOR} (\`nvm use\` reads .nvmrc).`
  );
}

/** Stops the process with that message when it runs on another line. */
export function requireSupportedNode(): void {
  const problem = runtimeProblem();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
