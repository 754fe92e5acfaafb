/**
 * CPU profiles of a command's work (`fishbowl goldfish --profile FILE`), taken with Node's own
 * inspector (`node:inspector`) in the CLI — never in the engine, which stays free of I/O. The
 * file is a `.cpuprofile` (the V8 profile JSON that Chrome DevTools, VS Code and speedscope
 * open, the same format as `node --cpu-prof` writes).
 */
import { Session } from "node:inspector/promises";
import { writeFileAtomic } from "../catalog/atomic.js";

/**
 * Runs `work` while the V8 sampling profiler records this thread (every `intervalUs`
 * microseconds, default 100), then writes the profile to `file` (whole or not at all).
 * Returns what `work` returned; the profile is written even when `work` throws (then rethrown).
 */
export async function withCpuProfile<T>(file: string, work: () => Promise<T>, intervalUs = 100): Promise<T> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: intervalUs });
    await session.post("Profiler.start");
    let result: T;
    try {
      result = await work();
    } finally {
      const { profile } = await session.post("Profiler.stop");
      writeFileAtomic(file, JSON.stringify(profile));
    }
    return result;
  } finally {
    session.disconnect();
  }
}
