/**
 * CPU time of the processes an ingest run loads, to tell a server that is slow from one that is
 * starved: every thread of a process counts (request thread, worker and libuv threads, and for
 * Sagitta on PGlite the database too). Linux's /proc for another process (Orthanc).
 */
import { readFileSync } from 'node:fs';

/** CPU milliseconds (user and system) this process has used so far. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Clock ticks per second of /proc's times: 100 on every Linux build this bench meets. */
const TICKS_PER_SECOND = 100;

export interface ProcessCpu {
  /** User and system time, in CPU milliseconds; NaN where /proc cannot tell. */
  totalMs: number;
  /** Of it, time in the kernel on the process's behalf (writes, fsync, page faults). */
  systemMs: number;
}

/** CPU another process has used so far (every thread). */
export function processCpu(pid: number | undefined): ProcessCpu {
  const unknown = { totalMs: Number.NaN, systemMs: Number.NaN };
  if (pid === undefined) return unknown;
  try {
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    const [user, system] = [Number(fields[11]), Number(fields[12])];
    return {
      totalMs: ((user + system) * 1000) / TICKS_PER_SECOND,
      systemMs: (system * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return unknown;
  }
}

/** CPU milliseconds another process has used so far, or NaN where /proc cannot tell. */
export function processCpuMs(pid: number | undefined): number {
  return processCpu(pid).totalMs;
}

/**
 * CPU spent between two readings of a set of processes (`BenchDatabase.serverCpu`). A process
 * missing from the first reading started in between and counts in full; one gone by the second
 * cannot be read and is left out, so the figure is a floor.
 */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, cpuMs] of after) {
    if (!Number.isNaN(cpuMs)) spent += cpuMs - (before.get(pid) ?? 0);
  }
  return spent;
}
