/**
 * Preloaded (`node --import`) into each process §6 batch times
 * (bench/sections/batch.mjs): at exit, writes the process's CPU time (user +
 * system, every thread: the main one, workers, V8's compiler and GC threads)
 * in microseconds to the file descriptor named by `BENCH_CPU_FD`, which the
 * bench opens as a pipe. On a shared machine wall time follows the other
 * jobs; CPU time much less so.
 */
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const fd = Number.parseInt(process.env['BENCH_CPU_FD'] ?? '', 10);

// Worker threads inherit `--import`; the process's time is the main thread's to report, at the very end.
if (isMainThread && Number.isInteger(fd)) {
  process.on('exit', () => {
    const { userCPUTime, systemCPUTime } = process.resourceUsage();
    writeSync(fd, `${userCPUTime + systemCPUTime}\n`);
  });
}
