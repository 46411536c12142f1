/**
 * The pages the front-end parts measure, against the framework floor (bench/floor) in the same
 * run, and the targets relative to that floor.
 */

/** One page per route type; the floor is the bare Next page. */
export const ROUTE_TYPES: Record<string, string> = {
  home: "/",
  blog: "/blog",
  article: "/blog/chlamydia-symptoms-testing-treatment",
  listing: "/sti-testing/page/1",
  author: "/medical-team/amara-okafor",
  comparison: "/best-at-home-std-tests",
};

/**
 * The floor's pages (bench/floor): the bare page, the reference, and the same page with
 * the bench article's main image (an image LCP needs a request of its own: this is its cost with
 * nothing but the framework).
 */
export const FLOOR_PAGES = { floor: "/", "floor + image": "/with-image" };

/** The targets, relative to the floor measured in the same run. */
export const TARGETS = { performanceBelowFloor: 3, tbtOverFloorMs: 60, lcpOverFloorMs: 500, cls: 0, otherScores: 100, inpMs: 100 };
