import { createHash } from "node:crypto";
import { join } from "node:path";
import { buildSync } from "esbuild";

/**
 * The start script (lib/browser/start/site-start.ts), bundled on its own: it must run before Next's
 * webpack runtime exists, so it cannot be one of Next's chunks. Built by next.config.ts with esbuild
 * (Next's own bundler would put it behind that runtime), emitted into the client build's static
 * files under a name that is its content's hash (served immutable like Next's chunks), and linked
 * by pages/_document.tsx.
 */
export type SiteStartScript = { /** Path under the build's folder, and under /_next/ in URLs. */ file: string; code: string };

const ENTRY = join("lib", "browser", "start", "index.ts");

export function siteStartScript(root = process.cwd()): SiteStartScript {
  const { outputFiles } = buildSync({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: "iife",
    // Browsers Next supports (its browserslist default): modules, async functions, optional chaining.
    target: ["chrome111", "edge111", "firefox111", "safari16.4"],
    tsconfig: join(root, "tsconfig.json"),
    legalComments: "none",
  });
  const code = outputFiles[0].text;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  return { file: `static/site-start/${hash}.js`, code };
}

type Compiler = {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number }; sources: { RawSource: new (code: string) => unknown } };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
};
type Compilation = {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: unknown): void;
};

/** A webpack plugin for the client build: writes the start script beside Next's chunks. */
export function emitSiteStartScript(script: SiteStartScript) {
  const name = "EmitSiteStartScript";
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(script.file, new compiler.webpack.sources.RawSource(script.code));
        });
      });
    },
  };
}
