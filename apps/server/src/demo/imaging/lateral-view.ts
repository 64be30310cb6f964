import { addBlob, addRod, type Film } from './film';
import { interpolate, type Point } from './placement';
import type { SpineAnatomy } from './spine-anatomy';
import { drawPelvis, drawVertebra } from './lateral-bones';

/**
 * A standing lateral full-spine radiograph, the patient facing the image's right (anterior +x):
 * cervical lordosis, thoracic kyphosis, lumbar lordosis and a sloped sacrum over the hips.
 */
export function drawLateralView(film: Film, anatomy: SpineAnatomy): void {
  drawTrunk(film, anatomy);
  drawHead(film, anatomy);
  drawChest(film, anatomy);
  for (const vertebra of anatomy.vertebrae) drawVertebra(film, anatomy, vertebra.name);
  drawPelvis(film, anatomy);
}

/** Skin behind and in front of the spine's centre line, and the side-to-side width, mm. */
function trunkAt(anatomy: SpineAnatomy, y: number): { back: number; front: number; width: number } {
  const at = (name: string) => anatomy.level(name).y;
  const { sacrumTop, femoralHeads, build } = anatomy;
  const back = interpolate(
    [
      [at('C1') - 25, 0],
      [at('C1'), 42],
      [at('C7'), 52],
      [at('T4'), 70],
      [at('T8'), 78],
      [at('T12'), 70],
      [at('L3'), 62],
      [sacrumTop, 72],
      [femoralHeads, 100],
      [femoralHeads + 70, 90],
    ],
    y,
  );
  const front = interpolate(
    [
      [at('C1') - 25, 0],
      [at('C1'), 58],
      [at('C7'), 72],
      [at('T2'), 118],
      [at('T6'), 160],
      [at('T10'), 172],
      [at('L2'), 158],
      [at('L4'), 166],
      [sacrumTop, 150],
      [femoralHeads, 118],
      [femoralHeads + 70, 90],
    ],
    y,
  );
  const width = interpolate(
    [
      [at('C1'), 120],
      [at('C7'), 125],
      [at('T1'), 320],
      [at('T5'), 315],
      [at('T10'), 290],
      [at('L3'), 270],
      [sacrumTop, 320],
      [femoralHeads, 345],
      [femoralHeads + 120, 300],
    ],
    y,
  );
  return { back: back * build, front: front * build, width: width * build };
}

function drawTrunk(film: Film, anatomy: SpineAnatomy): void {
  for (let row = 0; row < film.rows; row++) {
    const y = film.yOf(row);
    const { back, front, width } = trunkAt(anatomy, y);
    if (back + front <= 0) continue;
    const spine = anatomy.lateralX(y);
    const centre = spine + (front - back) / 2;
    const halfDepth = (front + back) / 2;
    const offset = row * film.columns;
    for (let column = 0; column < film.columns; column++) {
      const fromCentre = (film.xOf(column) - centre) / halfDepth;
      const across = 1 - fromCentre * fromCentre;
      film.tissue[offset + column] = across > 0 ? width * Math.sqrt(across) : 0;
    }
  }
}

function drawHead(film: Film, anatomy: SpineAnatomy): void {
  const c1 = anatomy.level('C1').y;
  const spine = anatomy.lateralX(c1);
  const centre: Point = [spine + 28, c1 - 82];
  addBlob(film, {
    layer: 'tissue',
    x: centre[0],
    y: centre[1],
    halfWidth: 98,
    halfHeight: 102,
    thickness: 150,
  });
  addBlob(film, {
    layer: 'bone',
    x: centre[0],
    y: centre[1],
    halfWidth: 95,
    halfHeight: 98,
    thickness: 150,
    cortex: 0.08,
    marrow: 0,
  });
  addRod(film, {
    layer: 'bone',
    points: [
      [spine + 22, c1 - 48],
      [spine + 26, c1 + 4],
      [spine + 60, c1 + 12],
      [spine + 92, c1 + 14],
    ],
    radius: 8,
    density: 1.5,
    cortex: 0.3,
    marrow: 0.5,
  });
}

function drawChest(film: Film, anatomy: SpineAnatomy): void {
  const t1 = anatomy.level('T1').y;
  const t6 = anatomy.level('T6').y;
  const t11 = anatomy.level('T11').y;
  const { build } = anatomy;
  const spine6 = anatomy.lateralX(t6);
  addBlob(film, {
    layer: 'tissue',
    x: spine6 + 62 * build,
    y: (t1 - 25 + t11) / 2,
    halfWidth: 82 * build,
    halfHeight: (t11 - t1 + 25) / 2,
    thickness: -210 * build,
  });
  const t9 = anatomy.level('T9').y;
  addBlob(film, {
    layer: 'tissue',
    x: anatomy.lateralX(t9) + 112 * build,
    y: t9 - 6,
    halfWidth: 56,
    halfHeight: 56,
    thickness: 110,
  });
  const front = (y: number) => anatomy.lateralX(y) + trunkAt(anatomy, y).front;
  const t2 = anatomy.level('T2').y;
  addRod(film, {
    layer: 'bone',
    points: [
      [front(t2) - 10, t2],
      [front(t9) - 12, t9],
    ],
    radius: 6,
    density: 0.45,
  });
  // Both sides' ribs overlap in a lateral view; a little apart, as the beam diverges.
  for (let index = 1; index <= 10; index++) {
    const y = anatomy.level(`T${index}`).y;
    const spine = anatomy.lateralX(y);
    const back = trunkAt(anatomy, y).back;
    for (const spread of [0, 5]) {
      addRod(film, {
        layer: 'bone',
        points: [
          [spine - 14, y + spread],
          [spine - back + 18, y + 14 + spread],
          [spine - back * 0.4, y + 46 + spread],
          [spine + 40, y + 70 + spread],
        ],
        radius: 4,
        density: 0.55,
      });
    }
  }
}
