import { addBlob, addRod, type Film } from './film';
import { place, type Point } from './placement';
import { FEMORAL_HEAD_RADIUS, frontalIliacWingOf, frontalSacrumOf } from './pelvis-geometry';
import type { SpineAnatomy } from './spine-anatomy';
import { frontalBodyOf } from './vertebral-body';

/** One vertebra of the AP view: its body, pedicles, transverse and spinous processes. */
export function drawVertebra(film: Film, anatomy: SpineAnatomy, name: string): void {
  const vertebra = anatomy.level(name);
  const body = frontalBodyOf(anatomy, vertebra);
  const { centre, angle } = body;
  const { width: w, height: h, depth } = vertebra;
  addBlob(film, {
    layer: 'bone',
    x: centre[0],
    y: centre[1],
    halfWidth: body.halfWidth,
    halfHeight: body.halfHeight,
    angle,
    boxy: true,
    thickness: depth * 1.5,
    cortex: 0.12,
    marrow: 0.6,
  });
  for (const side of [-1, 1]) {
    const [px, py] = place(centre, angle, side * w * 0.3, -h * 0.1);
    const pedicle = { halfWidth: w * 0.09, halfHeight: h * 0.18, angle, thickness: 16 };
    addBlob(film, { layer: 'bone', x: px, y: py, ...pedicle, cortex: 0.35, marrow: 0.2 });
    if (name.startsWith('C')) continue;
    const process = name.startsWith('L') ? 24 : 14;
    addRod(film, {
      layer: 'bone',
      points: [
        place(centre, angle, side * w * 0.42, -h * 0.15),
        place(centre, angle, side * (w / 2 + process), -h * 0.22),
      ],
      radius: name.startsWith('L') ? 4.5 : 4,
      density: 1.3,
    });
  }
  const [sx, sy] = place(centre, angle, 0, h * 0.25);
  addBlob(film, {
    layer: 'bone',
    x: sx,
    y: sy,
    halfWidth: w * 0.06,
    halfHeight: h * 0.4,
    angle,
    thickness: 14,
  });
}

/** The sacrum, iliac wings, femoral heads and necks, and the rings of the pubis and ischium. */
export function drawPelvis(film: Film, anatomy: SpineAnatomy): void {
  const { femoralHeads: heads } = anatomy;
  const l5 = anatomy.level('L5').width;
  for (const { centre, angle, halfWidth, halfHeight, thickness } of frontalSacrumOf(anatomy)) {
    addBlob(film, {
      layer: 'bone',
      x: centre[0],
      y: centre[1],
      angle,
      halfWidth,
      halfHeight,
      boxy: true,
      thickness,
      cortex: 0.1,
      marrow: 0.45,
    });
  }
  const hip = l5 * 1.65;
  for (const side of [-1, 1] as const) {
    const { centre, angle, halfWidth, halfHeight } = frontalIliacWingOf(anatomy, side);
    addBlob(film, {
      layer: 'bone',
      x: centre[0],
      y: centre[1],
      angle,
      halfWidth,
      halfHeight,
      thickness: 30,
      cortex: 0.12,
      marrow: 0.35,
    });
    const head: Point = [side * hip, heads];
    addBlob(film, {
      layer: 'bone',
      x: head[0],
      y: head[1],
      halfWidth: FEMORAL_HEAD_RADIUS,
      halfHeight: FEMORAL_HEAD_RADIUS,
      thickness: 55,
      cortex: 0.12,
      marrow: 0.6,
    });
    const femur = { layer: 'bone' as const, cortex: 0.35, marrow: 0.3 };
    addRod(film, {
      ...femur,
      points: [head, [side * (hip + 38), heads + 36]],
      radius: 14,
      density: 1.1,
    });
    addRod(film, {
      ...femur,
      points: [
        [side * (hip + 40), heads + 40],
        [side * (hip + 20), heads + 420],
      ],
      radius: 15,
      density: 1.6,
    });
    addBlob(film, {
      layer: 'bone',
      x: side * (hip + 48),
      y: heads + 14,
      halfWidth: 16,
      halfHeight: 22,
      thickness: 34,
    });
    addBlob(film, {
      layer: 'bone',
      x: side * (hip + 20),
      y: heads + 56,
      halfWidth: 8,
      halfHeight: 10,
      thickness: 16,
    });
    // Pubic and ischial rami close the obturator foramen.
    addRod(film, {
      layer: 'bone',
      points: [
        [side * (hip - 22), heads - 6],
        [side * 8, heads + 28],
        [side * 8, heads + 52],
        [side * (hip - 30), heads + 62],
        [side * (hip - 14), heads + 16],
      ],
      radius: 8,
      density: 1.3,
      cortex: 0.3,
      marrow: 0.5,
    });
  }
}
