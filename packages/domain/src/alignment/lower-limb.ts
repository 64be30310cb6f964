import type { Film } from './film';
import { measureOn } from './film';
import { angleAt } from './geometry';
import type { Measurement } from './measurement';

/**
 * Knee flexion of one leg on the lateral film: 180° − ∠(hip, knee, ankle), 0 = full extension
 * (CLINICAL §1); negative when the knee lies behind the hip–ankle line (hyperextension). The hip
 * centre is HA, the midpoint of both femoral heads, for either leg: a lateral film does not
 * tell the heads apart by side (FH1 and FH2 carry no side).
 * @param lateral - the lateral film, if any
 * @param side - the patient's left or right leg
 */
export function kneeFlexion(lateral: Film | undefined, side: 'left' | 'right'): Measurement {
  const [kneeName, ankleName] = side === 'left' ? ['KNEEl', 'ANKLEl'] : ['KNEEr', 'ANKLEr'];
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) => {
    const hip = probe.hipAxis();
    const knee = probe.at(kneeName);
    const ankle = probe.at(ankleName);
    const flexion = 180 - angleAt(hip, knee, ankle);
    // Which side of the line hip → ankle the knee is on; anterior (+x) is flexion.
    const cross =
      (ankle[0] - hip[0]) * (knee[1] - hip[1]) - (ankle[1] - hip[1]) * (knee[0] - hip[0]);
    return cross > 0 ? -flexion : flexion;
  });
}
