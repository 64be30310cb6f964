import { addBlob, addRod, type Film } from './film';
import { place } from './placement';
import { FEMORAL_HEAD_RADIUS, lateralPelvisOf } from './pelvis-geometry';
import type { SpineAnatomy } from './spine-anatomy';
import { lateralBodyOf } from './vertebral-body';

/** One vertebra of the lateral view: its body, articular pillar and spinous process. */
export function drawVertebra(film: Film, anatomy: SpineAnatomy, name: string): void {
  const vertebra = anatomy.level(name);
  const body = lateralBodyOf(anatomy, vertebra);
  const { centre, angle } = body;
  const { width, height: h, depth: d } = vertebra;
  addBlob(film, {
    layer: 'bone',
    x: centre[0],
    y: centre[1],
    halfWidth: body.halfWidth,
    halfHeight: body.halfHeight,
    angle,
    boxy: true,
    thickness: width * 1.5,
    cortex: 0.12,
    marrow: 0.6,
  });
  const [px, py] = place(centre, angle, -(d / 2 + 9), 0);
  addBlob(film, {
    layer: 'bone',
    x: px,
    y: py,
    halfWidth: 7,
    halfHeight: h / 2 + 1.5,
    angle,
    thickness: 22,
    cortex: 0.3,
    marrow: 0.6,
  });
  const region = name[0];
  const length = region === 'T' ? 28 : region === 'L' ? 26 : name === 'C7' ? 22 : 14;
  const drop = region === 'T' ? 1.1 : 0.25;
  addRod(film, {
    layer: 'bone',
    points: [
      place(centre, angle, -(d / 2 + 12), -h * 0.1),
      place(centre, angle, -(d / 2 + 12 + length), h * drop),
    ],
    radius: region === 'C' ? 3.5 : 4.5,
    density: 1.4,
  });
}

/** The sloped sacrum, an iliac wing, both femoral heads (a little apart) and the upper femurs. */
export function drawPelvis(film: Film, anatomy: SpineAnatomy): void {
  const { sacrumTop, sacrum, hipX: hip, femoralHeads } = lateralPelvisOf(anatomy);
  const [base, top] = sacrumTop;
  const heads = anatomy.femoralHeads;
  for (const { centre, angle, halfWidth, halfHeight, thickness } of sacrum) {
    addBlob(film, {
      layer: 'bone',
      x: centre[0],
      y: centre[1],
      halfWidth,
      halfHeight,
      angle,
      boxy: true,
      thickness,
      cortex: 0.1,
      marrow: 0.45,
    });
  }
  addBlob(film, {
    layer: 'bone',
    x: base + 20,
    y: top - 8,
    halfWidth: 76,
    halfHeight: 60,
    thickness: 30,
    cortex: 0.1,
    marrow: 0.4,
  });
  for (const head of femoralHeads) {
    addBlob(film, {
      layer: 'bone',
      x: head[0],
      y: head[1],
      halfWidth: FEMORAL_HEAD_RADIUS,
      halfHeight: FEMORAL_HEAD_RADIUS,
      thickness: 44,
      cortex: 0.12,
      marrow: 0.6,
    });
    addBlob(film, {
      layer: 'bone',
      x: head[0] - 22,
      y: head[1] + 18,
      halfWidth: 18,
      halfHeight: 24,
      thickness: 36,
    });
    addRod(film, {
      layer: 'bone',
      points: [
        [head[0] - 8, head[1] + 40],
        [head[0] + 18, head[1] + 420],
      ],
      radius: 15,
      density: 1.6,
      cortex: 0.35,
      marrow: 0.3,
    });
  }
  addBlob(film, {
    layer: 'bone',
    x: hip + 42,
    y: heads + 30,
    halfWidth: 14,
    halfHeight: 24,
    thickness: 30,
  });
  addBlob(film, {
    layer: 'bone',
    x: hip - 22,
    y: heads + 48,
    halfWidth: 18,
    halfHeight: 22,
    thickness: 34,
  });
}
