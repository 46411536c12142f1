import { join } from "node:path";
import { NEXT_BIN, NEXT_BUILD_ARGS, run, start } from "./processes";

/**
 * The framework floor (bench/floor): a bare Next page with no site code, built with the site's
 * own Next, React and bundler settings. The bench serves it beside the site; the bundle budget
 * test measures its First Load JS so budgets are "floor + allowance" for the Next version in use.
 */
export const FLOOR_APP_DIR = "bench/floor";

/** The build directory of the floor for a given dist name (inside the floor app, as Next requires). */
export const floorDistPath = (distName: string) => join(FLOOR_APP_DIR, distName);

const floorEnvironment = (distName: string): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", FLOOR_DIST_DIR: distName });

/** The main image of the floor's /with-image page: the site's main image, as its preload names it. */
export type FloorImage = { imageSrcSet?: string; imageSizes?: string; href?: string };

/** `next build --webpack` of the floor into bench/floor/<distName>. */
export function buildFloor(distName: string, image?: FloorImage): Promise<void> {
  const env = { ...floorEnvironment(distName), ...(image ? { NEXT_PUBLIC_FLOOR_IMAGE: JSON.stringify(image) } : {}) };
  return run(process.execPath, [...NEXT_BUILD_ARGS, FLOOR_APP_DIR], { env, stdio: ["ignore", "ignore", "inherit"] });
}

/** `next start` of a floor build on 127.0.0.1:port. */
export function startFloor(distName: string, port: number) {
  return start(process.execPath, [NEXT_BIN, "start", FLOOR_APP_DIR, "-p", String(port), "-H", "127.0.0.1"], { env: floorEnvironment(distName), stdio: ["ignore", "ignore", "inherit"] });
}
