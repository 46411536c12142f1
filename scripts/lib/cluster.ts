import type { ChildProcess, SpawnOptions } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { NEXT_BUILD_ARGS, run, siteEnvironment, start } from "./processes";

/**
 * The scale-out topology — Redis, instances of one standalone build, nginx in front — shared by
 * `npm run cluster`, its end-to-end test and the benchmark. deploy/compose.yaml and the
 * Dockerfile run the same pieces with the same files and variables (a test keeps them in step).
 */

export const NGINX_CONFIG = "deploy/nginx.conf";
/** Placeholders of deploy/nginx.conf, filled in from the environment (as the nginx image does). */
export const NGINX_TEMPLATE_VARIABLES = ["NGINX_PORT", "SITE_INSTANCE_1", "SITE_INSTANCE_2", "NGINX_CACHE_DIR"] as const;
/** Variables that switch a build to the scale-out form (read by next.config.ts at build time). */
export const CLUSTER_BUILD_VARIABLES = { NEXT_OUTPUT: "standalone" } as const;

/** What the cluster sets on top of the content API variables (siteEnvironment), for the build and every instance. */
export const CLUSTER_SITE_VARIABLES = ["NEXT_PUBLIC_SITE_URL", "CONTENT_WEBHOOK_SECRET", "PREVIEW_SECRET", "REDIS_URL"] as const;
export type ClusterSiteSettings = Record<(typeof CLUSTER_SITE_VARIABLES)[number], string>;

/** Environment of the cluster's build and instances (deploy/compose.yaml sets the same variables). */
export function clusterEnvironment(contentUrl: string, settings: ClusterSiteSettings, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return siteEnvironment(contentUrl, { ...settings, ...extra });
}

/** Where the standalone server of a build lives, with the assets Next leaves for the deployer to copy. */
export function standaloneDir(distDir: string): string {
  return join(distDir, "standalone");
}

/** `next build` with standalone output and the shared cache handler, then the static files copied beside server.js. */
export async function buildStandalone(distDir: string, env: NodeJS.ProcessEnv, options: SpawnOptions = {}): Promise<void> {
  rmSync(distDir, { recursive: true, force: true });
  await run(process.execPath, NEXT_BUILD_ARGS, { ...options, env: { ...env, ...CLUSTER_BUILD_VARIABLES, NEXT_DIST_DIR: distDir } });
  const server = standaloneDir(distDir);
  cpSync(join(distDir, "static"), join(server, distDir, "static"), { recursive: true });
  if (existsSync("public")) cpSync("public", join(server, "public"), { recursive: true });
}

/** One instance of the standalone build: `node server.js` on 127.0.0.1:port, in its own process group. */
export function startInstance(distDir: string, port: number, env: NodeJS.ProcessEnv, options: SpawnOptions = {}): ChildProcess {
  const server = resolve(standaloneDir(distDir));
  return start(process.execPath, [join(server, "server.js")], {
    ...options,
    cwd: server,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1", NEXT_DIST_DIR: distDir },
  });
}

/**
 * How the cluster's Redis runs (deploy/compose.yaml runs it the same way): in memory only (the
 * cache is rebuilt from content), at most 256 MB, and when full it evicts the least recently
 * used keys that have a lifetime — pages no one has asked for lately, old miss counts, rate
 * buckets — never the page cache's tag index, which has none and without which every page would
 * be a miss. Whatever else grows, pages stay servable: the handler falls back to each instance's
 * own copy for a page evicted.
 */
export const REDIS_SETTINGS = ["--save", "", "--appendonly", "no", "--maxmemory", "256mb", "--maxmemory-policy", "volatile-lru"] as const;

/** Redis for the shared cache, bound to localhost. */
export function startRedis(port: number, dataDir: string, options: SpawnOptions = {}): ChildProcess {
  mkdirSync(dataDir, { recursive: true });
  // A test run with the clock moved (libfaketime in LD_PRELOAD) must not reach redis-server, which
  // libfaketime cannot run; Redis times only key lifetimes, relative, so its own clock serves.
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = options.env ?? process.env;
  return start("redis-server", ["--port", String(port), "--bind", "127.0.0.1", ...REDIS_SETTINGS, "--dir", dataDir, "--loglevel", "warning"], { ...options, env });
}

/** deploy/nginx.conf with its placeholders filled in, exactly as envsubst in the nginx image does. */
export function renderNginxConfig(values: Record<(typeof NGINX_TEMPLATE_VARIABLES)[number], string>): string {
  return readFileSync(NGINX_CONFIG, "utf8").replace(/\$\{([A-Z0-9_]+)\}/g, (placeholder, name: string) =>
    name in values ? values[name as keyof typeof values] : placeholder,
  );
}

export type NginxSettings = { port: number; instances: [string, string] };
export type Nginx = { process: ChildProcess; dir: string };

/**
 * nginx in the foreground with deploy/nginx.conf; its pid file, temporary files and cache live in
 * a fresh directory (the caller removes it after stopping nginx). The small wrapper written here
 * is what the nginx image's own nginx.conf provides in Docker.
 */
export function startNginx(settings: NginxSettings, options: SpawnOptions = {}): Nginx {
  const dir = mkdtempSync(join(tmpdir(), "sti-aware-nginx-"));
  const cacheDir = join(dir, "cache");
  mkdirSync(cacheDir);
  // Started as root, nginx runs its workers as an unprivileged user: they must reach the cache.
  chmodSync(dir, 0o755);
  chmodSync(cacheDir, 0o777);
  const site = renderNginxConfig({
    NGINX_PORT: `127.0.0.1:${settings.port}`,
    SITE_INSTANCE_1: settings.instances[0],
    SITE_INSTANCE_2: settings.instances[1],
    NGINX_CACHE_DIR: cacheDir,
  });
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "worker_processes auto;",
      `pid ${join(dir, "nginx.pid")};`,
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      "    access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${join(cacheDir, kind)};`),
      `    include ${join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = start(nginxBinary(), ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"], options);
  return { process: child, dir };
}

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
export function nginxBinary(): string {
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}
