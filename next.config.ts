import type { NextConfig } from "next";
import { parseSiteEnv } from "./lib/env";

// Fail at start-up (build, dev or start) with one message listing every configuration problem.
parseSiteEnv(process.env);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    loader: "custom",
    loaderFile: "./lib/image-loader.ts",
  },
};

export default nextConfig;
