// What Linux says of a server process the benchmarks started (/proc). Both read 0 once it exited.
import { readFileSync } from 'node:fs';

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat, 100 ticks a second). */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in KiB (/proc/<pid>/status VmRSS). */
export function residentKiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
