import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REDIS_SETTINGS, CLUSTER_BUILD_VARIABLES, CLUSTER_SITE_VARIABLES, NGINX_CONFIG, NGINX_TEMPLATE_VARIABLES, clusterEnvironment } from "../../scripts/lib/cluster";

/**
 * Docker cannot run here, so deploy/compose.yaml and the Dockerfile are checked against what
 * `npm run cluster` runs (scripts/lib/cluster.ts): same nginx.conf, same placeholders, same
 * variables for the build and the instances.
 */
type Service = {
  image?: string;
  build?: { context: string; dockerfile: string; args: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  command?: string[];
};
const compose = parse(readFileSync("deploy/compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service> };
const dockerfile = readFileSync("Dockerfile", "utf8");
const envExample = readFileSync(".env.example", "utf8");
const sites = Object.entries(compose.services).filter(([, service]) => service.build);

/** Every variable the cluster gives its build and instances, read from the function it uses. */
function clusterVariables(): string[] {
  const settings = Object.fromEntries(CLUSTER_SITE_VARIABLES.map((name) => [name, "x"])) as Parameters<typeof clusterEnvironment>[1];
  const env = clusterEnvironment("http://content.example", settings);
  return Object.keys(env).filter((name) => env[name] !== process.env[name] || CLUSTER_SITE_VARIABLES.includes(name as never));
}

describe("deploy/compose.yaml and Dockerfile stay in step with npm run cluster", () => {
  it("runs Redis, two replicas of the Dockerfile's image and nginx with deploy/nginx.conf as its template", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["nginx", "redis", "site-1", "site-2"]);
    expect(sites.map(([, service]) => service.build?.dockerfile)).toEqual(["Dockerfile", "Dockerfile"]);
    expect(compose.services.nginx.volumes).toContain(`./${NGINX_CONFIG.replace("deploy/", "")}:/etc/nginx/templates/default.conf.template:ro`);
    // As the cluster's Redis: in memory only, bounded, evicting only keys with a lifetime.
    expect(compose.services.redis.command).toEqual(["redis-server", ...REDIS_SETTINGS]);
  });

  it("fills in exactly the placeholders deploy/nginx.conf has, pointing at the two replicas", () => {
    const placeholders = [...new Set([...readFileSync(NGINX_CONFIG, "utf8").matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1]))];
    expect(placeholders.sort()).toEqual([...NGINX_TEMPLATE_VARIABLES].sort());
    const nginxEnv = compose.services.nginx.environment ?? {};
    expect(Object.keys(nginxEnv).sort()).toEqual([...NGINX_TEMPLATE_VARIABLES].sort());
    expect([nginxEnv.SITE_INSTANCE_1, nginxEnv.SITE_INSTANCE_2]).toEqual(sites.map(([name, service]) => `${name}:${service.environment?.PORT}`));
  });

  it("gives the replicas every variable the cluster gives its instances, and their builds what the cluster's build gets", () => {
    const variables = clusterVariables();
    expect(variables).toEqual(expect.arrayContaining(["CONTENT_API_URL", "REDIS_URL", "NEXT_PUBLIC_SITE_URL"]));
    const runtimeOnly = new Set(["CONTENT_WEBHOOK_SECRET", "PREVIEW_SECRET"]);
    for (const [, service] of sites) {
      const runtime = { ...service.environment };
      for (const name of variables) {
        // NODE_ENV and NEXT_TELEMETRY_DISABLED come from the Dockerfile itself.
        if (name === "NODE_ENV" || name === "NEXT_TELEMETRY_DISABLED") expect(dockerfile).toMatch(new RegExp(`ENV [^\\n]*${name}=`));
        else expect(Object.keys(runtime)).toContain(name);
        if (!runtimeOnly.has(name) && name !== "NODE_ENV" && name !== "NEXT_TELEMETRY_DISABLED") {
          expect(Object.keys(service.build?.args ?? {})).toContain(name);
          expect(dockerfile).toContain(`ARG ${name}`);
        }
      }
      expect(runtime.REDIS_URL).toBe("redis://redis:6379");
    }
    for (const [name, value] of Object.entries(CLUSTER_BUILD_VARIABLES)) expect(dockerfile).toContain(`${name}=${value}`);
    // The standalone assets are copied as buildStandalone copies them.
    expect(dockerfile).toContain("cp -r .next/static .next/standalone/.next/static");
    expect(dockerfile).toContain('CMD ["node", "server.js"]');
  });

  it("installs exactly the lockfile (npm ci) with every workspace's package.json in place, before copying the sources", () => {
    const { workspaces } = JSON.parse(readFileSync("package.json", "utf8")) as { workspaces: string[] };
    const install = dockerfile.indexOf("RUN npm ci");
    expect(install).toBeGreaterThan(0);
    expect(dockerfile.indexOf("COPY package.json package-lock.json ./")).toBeLessThan(install);
    for (const workspace of workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect(copy, workspace).toBeGreaterThan(0);
      expect(copy, workspace).toBeLessThan(install);
    }
    expect(dockerfile.indexOf("COPY . .")).toBeGreaterThan(install);
  });

  it("the replicas believe X-Forwarded-For from nginx's fixed address on the container network, and from no one else", () => {
    const nginx = compose.services.nginx as Service & { networks?: Record<string, { ipv4_address?: string }> };
    const address = nginx.networks?.site?.ipv4_address;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [, service] of sites) expect(service.environment?.TRUSTED_PROXIES).toBe(address);
  });

  it("documents every variable it uses in .env.example", () => {
    const used = new Set<string>();
    for (const [, service] of sites) for (const name of [...Object.keys(service.environment ?? {}), ...Object.keys(service.build?.args ?? {})]) used.add(name);
    const undocumented = [...used].filter((name) => name !== "PORT" && !new RegExp(`^#? ?${name}=`, "m").test(envExample));
    expect(undocumented).toEqual([]);
  });
});
