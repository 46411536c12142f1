import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * scripts/system-packages.sh, the setup step of `npm test` and .ci/run, on a pretend machine:
 * `dpkg-query`, `id` and `apt-get` are replaced by small stand-ins on PATH (the system's package
 * manager is the edge here), so the test can say which packages are missing and who runs it.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function pretendMachine(options: { installed: string[]; uid: number }) {
  const bin = mkdtempSync(join(tmpdir(), "sti-aware-setup-"));
  dirs.push(bin);
  const log = join(bin, "apt.log");
  const shim = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  shim("dpkg-query", `case "$3" in ${options.installed.map((name) => `${name}) echo "install ok installed";;`).join(" ")} *) exit 1;; esac`);
  shim("id", `echo ${options.uid}`);
  shim("apt-get", `echo "apt-get $*" >> ${log}`);
  const run = () =>
    spawnSync("bash", ["scripts/system-packages.sh"], { encoding: "utf8", env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
  const aptCalls = () => {
    try {
      return readFileSync(log, "utf8").trim().split("\n");
    } catch {
      return [];
    }
  };
  return { run, aptCalls };
}

describe("system packages setup step", () => {
  it.each([
    {
      name: "does nothing when every package is there",
      installed: ["chromium", "fonts-dejavu-core", "redis-server", "nginx"],
      uid: 1000,
      status: 0,
      stderr: [],
      aptCalls: [],
    },
    {
      name: "as a normal user, stops at once with the exact command for what is missing",
      installed: ["chromium", "fonts-dejavu-core"],
      uid: 1000,
      status: 1,
      stderr: ["not installed: redis-server nginx", "sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends redis-server nginx'"],
      aptCalls: [],
    },
    {
      name: "as root, installs only what is missing",
      installed: ["fonts-dejavu-core", "nginx"],
      uid: 0,
      status: 0,
      stderr: [],
      aptCalls: ["apt-get update", "apt-get install -y --no-install-recommends chromium redis-server"],
    },
  ])("$name", ({ installed, uid, status, stderr, aptCalls }) => {
    const machine = pretendMachine({ installed, uid });
    const result = machine.run();
    expect(result.status, result.stderr).toBe(status);
    if (stderr.length === 0) expect(result.stderr).toBe("");
    for (const expected of stderr) expect(result.stderr).toContain(expected);
    expect(machine.aptCalls()).toEqual(aptCalls);
  });
});
