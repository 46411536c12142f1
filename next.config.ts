import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { assertContentServiceReachable } from "./lib/content-health";
import { distDir, parseSiteEnv } from "./lib/env";
import { securityHeaders } from "./lib/security-headers";

export default async function config(phase: string): Promise<NextConfig> {
  // Fail at start-up with one message listing every configuration problem.
  const env = parseSiteEnv(process.env);
  if (phase === PHASE_PRODUCTION_BUILD) await assertContentServiceReachable(env);
  return {
    reactStrictMode: true,
    // Lets the end-to-end tests and benchmarks build beside a developer's own .next.
    distDir: distDir(),
    poweredByHeader: false,
    // proxy.ts redirects "/path/" → "/path" itself, with the security headers.
    skipTrailingSlashRedirect: true,
    async headers() {
      // The dev server needs eval for fast refresh, so the policy applies to builds and `next start`.
      return phase === PHASE_DEVELOPMENT_SERVER ? [] : [{ source: "/:path(.*)", headers: securityHeaders(env) }];
    },
    async rewrites() {
      return [{ source: "/go/:name", destination: "/api/go/:name" }];
    },
  };
}
