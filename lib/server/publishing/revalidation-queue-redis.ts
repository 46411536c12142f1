import { sharedStoreClient } from "@/lib/server/store/shared-store";
import type { RevalidationJob, RevalidationQueue } from "./revalidation-queue";

/**
 * The revalidation queue in the cluster's shared store (Redis): jobs in a hash, their due times
 * (or lease ends) in a sorted set, so any instance takes a due job and a job whose lease ran out
 * (its instance was killed mid-work) falls due again for the others. Each step is one Lua script,
 * atomic across instances: a delivery is stored once, a job claimed by one instance at a time.
 * A job outlives the instance that took it; it outlives Redis itself only as far as Redis is
 * persisted (deploy/compose.yaml runs it without a file: docs/hygraph.md, "Publish webhooks").
 */

const PREFIX = "sti-aware:revalidation";
const JOBS = `${PREFIX}:jobs`;
const DUE = `${PREFIX}:due`;
const SERVED = `${PREFIX}:served`;
const seenKey = (id: string) => `${PREFIX}:seen:${id}`;

/** KEYS: seen, jobs, due. ARGV: id, job, now, seen ms. Stores the job unless the delivery was seen. */
const ADD = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[4]) then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
return 1`;

/** KEYS: due, jobs. ARGV: now, lease end. The first due job, its due time moved to the lease's end. */
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1)
if #ids == 0 then return false end
local job = redis.call('HGET', KEYS[2], ids[1])
if not job then redis.call('ZREM', KEYS[1], ids[1]) return false end
redis.call('ZADD', KEYS[1], ARGV[2], ids[1])
return job`;

export class RedisRevalidationQueue implements RevalidationQueue {
  constructor(private readonly url: string) {}

  private redis() {
    return sharedStoreClient(this.url);
  }

  async add(job: RevalidationJob, seenForMs: number): Promise<boolean> {
    const answer = await (await this.redis()).eval(ADD, { keys: [seenKey(job.id), JOBS, DUE], arguments: [job.id, JSON.stringify(job), String(Date.now()), String(seenForMs)] });
    return answer === 1;
  }

  async claim(now: number, leaseMs: number): Promise<RevalidationJob | null> {
    const job = await (await this.redis()).eval(CLAIM, { keys: [DUE, JOBS], arguments: [String(now), String(now + leaseMs)] });
    return typeof job === "string" ? (JSON.parse(job) as RevalidationJob) : null;
  }

  async renew(id: string, until: number): Promise<void> {
    await (await this.redis()).zAdd(DUE, { score: until, value: id }, { XX: true });
  }

  async complete(id: string): Promise<void> {
    const redis = await this.redis();
    await redis.zRem(DUE, id);
    await redis.hDel(JOBS, id);
  }

  async retryAt(job: RevalidationJob, at: number): Promise<void> {
    const redis = await this.redis();
    await redis.hSet(JOBS, job.id, JSON.stringify(job));
    await redis.zAdd(DUE, { score: at, value: job.id });
  }

  async served(entryId: string): Promise<string[]> {
    const paths = await (await this.redis()).hGet(SERVED, entryId);
    return paths ? (JSON.parse(paths) as string[]) : [];
  }

  async remember(entryId: string, paths: string[]): Promise<void> {
    await (await this.redis()).hSet(SERVED, entryId, JSON.stringify(paths));
  }
}
