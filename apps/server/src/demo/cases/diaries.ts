import type { Random } from '../imaging/random';
import type { DemoTechnician } from './demo-case-scripts';

const MINUTE_MS = 60_000;

/**
 * The technicians' diaries: nobody works two cases at once (the queue gives one at a time), so
 * a turn on a case starts at the first free moment of its technician, a short break after the
 * previous turn.
 */
export class Diaries {
  private readonly busy = new Map<DemoTechnician, [number, number][]>();

  constructor(private readonly random: Random) {}

  /** Books the first free turn of `durationMs` from `earliest` on; returns its start. */
  book(technician: DemoTechnician, earliest: number, durationMs: number): number {
    const turns = this.busy.get(technician) ?? [];
    let start = earliest;
    for (;;) {
      const clash = turns.find(([from, to]) => start < to && from < start + durationMs);
      if (clash === undefined) break;
      start = clash[1] + this.random.int(2, 9) * MINUTE_MS;
    }
    turns.push([start, start + durationMs]);
    this.busy.set(technician, turns);
    return start;
  }
}
