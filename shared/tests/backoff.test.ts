import { backoffDelayMs, withRetries } from "@sti-aware/contract/backoff";

class Transient extends Error {}

describe("withRetries", () => {
  it("retries transient failures until an attempt succeeds", async () => {
    const seen: number[] = [];
    const result = await withRetries(
      async (index) => {
        seen.push(index);
        if (index < 2) throw new Transient(`attempt ${index}`);
        return "ok";
      },
      { retries: 3, baseDelayMs: 1, isTransient: (error) => error instanceof Transient },
    );
    expect(result).toBe("ok");
    expect(seen).toEqual([0, 1, 2]);
  });

  it("waits the time a failure asks for (a 429's Retry-After) instead of the doubling delay", async () => {
    const at: number[] = [];
    await withRetries(
      async (index) => {
        at.push(Date.now());
        if (index === 0) throw new Transient("rate limited");
        return "ok";
      },
      { retries: 1, baseDelayMs: 1, isTransient: () => true, requestedDelayMs: () => 300 },
    );
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(290);
  });

  it("throws the last failure once the retries are spent", async () => {
    let attempts = 0;
    const failing = withRetries(
      async () => {
        attempts++;
        throw new Transient(`attempt ${attempts}`);
      },
      { retries: 2, baseDelayMs: 1, isTransient: () => true },
    );
    await expect(failing).rejects.toThrow("attempt 3");
    expect(attempts).toBe(3);
  });

  it("never retries a failure that is not transient", async () => {
    let attempts = 0;
    const failing = withRetries(
      async () => {
        attempts++;
        throw new Error("bad request");
      },
      { retries: 5, baseDelayMs: 1, isTransient: (error) => error instanceof Transient },
    );
    await expect(failing).rejects.toThrow("bad request");
    expect(attempts).toBe(1);
  });

  it("doubles the delay before each retry", () => {
    expect([0, 1, 2, 3].map((retry) => backoffDelayMs(retry, 250))).toEqual([250, 500, 1000, 2000]);
  });
});
