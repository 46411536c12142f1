/**
 * Hostile load on the content service: the anonymous requests of the third probe (filters made
 * of many `_search`/`_contains` clauses, nested relation filters, long `_in` lists, reverse
 * relations under every author), each timed alone, then ten at a time in a loop while
 * `/healthz` and the site's own queries are timed beside them. Loopback only, bounded loops.
 */

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

type HostileRequest = { name: string; body: string };

/**
 * The probe's requests; the first is the ~0.5 MB one that froze the service for 24.7 s. `round`
 * changes every needle, so no answer comes from the service's cache of filtered lists.
 */
export function hostileRequests(round = 0): HostileRequest[] {
  const body = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });
  const search = (count: number) => Array.from({ length: count }, (_, i) => ({ _search: `zz${"q".repeat(i % 40)}${i}r${round}` }));
  const contains = (count: number) => Array.from({ length: count }, (_, i) => ({ title_contains: `x${i}y${round}`, excerpt_contains: `y${i}r${round}` }));
  return [
    { name: "or-search-0.5MB", body: body("query($w: PostWhereInput) { postsConnection(where: $w) { aggregate { count } } }", { w: { OR: search(9_000) } }) },
    { name: "or-search-small", body: body("query($w: PostWhereInput) { postsConnection(where: $w) { aggregate { count } } }", { w: { OR: search(400) } }) },
    {
      name: "nested-or-contains",
      body: body("query($w: PostWhereInput) { posts(where: $w, first: 100) { id } }", {
        w: { OR: Array.from({ length: 20 }, () => ({ AND: [{ OR: contains(10) }, { NOT: contains(5) }] })) },
      }),
    },
    {
      name: "relation-chain",
      body: body(
        `query { postsConnection(where: { author: { posts_some: { author: { posts_some: { title_contains: "zz${round}", category: { subCategories_some: { slug_contains: "q${round}" } } } } } } }) { aggregate { count } } }`,
      ),
    },
    { name: "long-in-list", body: body("query($ids: [ID]) { postsConnection(where: { id_in: $ids }) { aggregate { count } } }", { ids: Array.from({ length: 20_000 }, (_, i) => `post-${i}-${round}`) }) },
    {
      // As heavy as the limits let a filter be: 10 string matches of 100 characters, 100 conditions, 4 levels.
      name: "filter-at-limits",
      body: body("query($w: PostWhereInput) { postsConnection(where: $w, first: 100) { aggregate { count } edges { node { id title } } } }", {
        w: {
          OR: [
            ...Array.from({ length: 5 }, (_, i) => ({ _search: `${round}q${i}`.padEnd(100, "e") })),
            { AND: [{ NOT: Array.from({ length: 5 }, (_, i) => ({ title_contains: `${round}t${i}`.padEnd(100, "a") })) }] },
          ],
          id_not_in: Array.from({ length: 85 }, (_, i) => `post-${round}-${i}`),
        },
      }),
    },
    { name: "reverse-relations", body: body(`query { authors(first: 100) { posts(first: 100, where: { title_contains: "a${round}" }) { id } } }`) },
  ];
}

async function post(url: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  return performance.now() - started;
}

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { count: sorted.length, p50ms: round(percentile(sorted, 50)), p99ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? 0) };
};

/**
 * `siteQueries`: the site's own requests (query bodies) to time beside the attack.
 * The service runs in its own process (`serviceUrl`), so the bench's own work is not what is timed.
 * Each hostile request alone (answer time and status), then `concurrency` attackers for `seconds`.
 */
export async function hostileLoad(serviceUrl: string, siteQueries: string[], { seconds = 10, concurrency = 10 } = {}) {
  const requests = hostileRequests();
  // Made before the clock starts, so building half-megabyte bodies is not what slows the timings.
  const pool = Array.from({ length: 20 }, (_, round) => hostileRequests(round + 1));
  const alone: Record<string, { status: number; ms: number; bodyKiB: number }> = {};
  for (const request of requests) {
    const answer = await post(serviceUrl, request.body);
    alone[request.name] = { status: answer.status, ms: round(answer.ms), bodyKiB: Math.round(request.body.length / 1024) };
  }
  const deadline = performance.now() + seconds * 1000;
  const attackAnswers: number[] = [];
  const attackStatuses: Record<string, number> = {};
  const attacker = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i++) {
      const answer = await post(serviceUrl, pool[Math.floor(i / requests.length) % pool.length][i % requests.length].body);
      attackAnswers.push(answer.ms);
      attackStatuses[answer.status] = (attackStatuses[answer.status] ?? 0) + 1;
    }
  };
  const health: number[] = [];
  const site: number[] = [];
  const probe = async () => {
    while (performance.now() < deadline) {
      health.push(await timed(`${serviceUrl}/healthz`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const siteLoad = async () => {
    for (let i = 0; performance.now() < deadline; i++) site.push((await post(serviceUrl, siteQueries[i % siteQueries.length])).ms);
  };
  await Promise.all([...Array.from({ length: concurrency }, (_, i) => attacker(i)), probe(), siteLoad()]);
  return { alone, concurrency, seconds, attack: { ...summary(attackAnswers), statuses: attackStatuses }, healthz: summary(health), siteQueries: summary(site) };
}
