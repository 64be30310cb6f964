import { addBlob, addRod, type Film } from './film';
import { interpolate, type Point } from './placement';
import type { SpineAnatomy } from './spine-anatomy';
import { drawPelvis, drawVertebra } from './frontal-bones';

/**
 * A standing AP full-spine radiograph, displayed as it is read: the patient's right on the
 * image's left. Soft tissue first (trunk, head, lungs, heart), then the bones.
 */
export function drawFrontalView(film: Film, anatomy: SpineAnatomy): void {
  drawTrunk(film, anatomy);
  drawHead(film, anatomy);
  drawChest(film, anatomy);
  for (const vertebra of anatomy.vertebrae) drawVertebra(film, anatomy, vertebra.name);
  drawPelvis(film, anatomy);
}

/** Half-width and front-to-back depth of the body, mm, at a height. */
function trunkAt(anatomy: SpineAnatomy, y: number): { halfWidth: number; depth: number } {
  const at = (name: string) => anatomy.level(name).y;
  const { sacrumTop, femoralHeads, build } = anatomy;
  const halfWidth = interpolate(
    [
      [at('C1') - 25, 0],
      [at('C1') - 5, 52],
      [at('C7'), 60],
      [at('T2'), 175],
      [at('T7'), 160],
      [at('T12'), 146],
      [at('L3'), 134],
      [sacrumTop, 162],
      [femoralHeads, 182],
      [femoralHeads + 120, 176],
    ],
    y,
  );
  const depth = interpolate(
    [
      [at('C1'), 100],
      [at('C7'), 115],
      [at('T2'), 190],
      [at('T7'), 220],
      [at('L3'), 235],
      [femoralHeads, 215],
      [femoralHeads + 120, 160],
    ],
    y,
  );
  return { halfWidth: halfWidth * build, depth: depth * build };
}

function drawTrunk(film: Film, anatomy: SpineAnatomy): void {
  // Below the crotch the trunk parts into two legs, blended over a few centimetres.
  const crotch = anatomy.femoralHeads + 55;
  for (let row = 0; row < film.rows; row++) {
    const y = film.yOf(row);
    const { halfWidth, depth } = trunkAt(anatomy, y);
    if (halfWidth <= 0) continue;
    const legs = Math.min(1, Math.max(0, (y - crotch) / 45));
    const offset = row * film.columns;
    for (let column = 0; column < film.columns; column++) {
      const x = film.xOf(column) / halfWidth;
      const across = 1 - x * x;
      const single = across > 0 ? depth * Math.sqrt(across) : 0;
      if (legs === 0) {
        film.tissue[offset + column] = single;
        continue;
      }
      // Each leg is centred half-way out, half as wide as the hips.
      const fromLeg = 2 * Math.abs(x) - 1;
      const leg = 1 - fromLeg * fromLeg;
      const twoLegs = leg > 0 ? depth * 0.8 * Math.sqrt(leg) : 0;
      film.tissue[offset + column] = (1 - legs) * single + legs * twoLegs;
    }
  }
}

function drawHead(film: Film, anatomy: SpineAnatomy): void {
  const c1 = anatomy.level('C1').y;
  const centre: Point = [anatomy.frontalX(c1) * 0.5, c1 - 88];
  addBlob(film, {
    layer: 'tissue',
    x: centre[0],
    y: centre[1],
    halfWidth: 80,
    halfHeight: 104,
    thickness: 175,
  });
  addBlob(film, {
    layer: 'bone',
    x: centre[0],
    y: centre[1],
    halfWidth: 77,
    halfHeight: 100,
    thickness: 190,
    cortex: 0.08,
    marrow: 0,
  });
  const jaw = (x: number, y: number): Point => [centre[0] + x, c1 + y];
  addRod(film, {
    layer: 'bone',
    points: [
      jaw(-50, -34),
      jaw(-47, -6),
      jaw(-30, 18),
      jaw(0, 27),
      jaw(30, 18),
      jaw(47, -6),
      jaw(50, -34),
    ],
    radius: 6,
    density: 1.2,
    cortex: 0.3,
    marrow: 0.5,
  });
}

function drawChest(film: Film, anatomy: SpineAnatomy): void {
  const t1 = anatomy.level('T1');
  const top = t1.y - 30;
  const chest = trunkAt(anatomy, anatomy.level('T6').y).halfWidth;
  for (const side of [-1, 1]) {
    // The right hemidiaphragm (image left) sits higher, above the liver.
    const bottom = anatomy.level(side < 0 ? 'T10' : 'T11').y;
    addBlob(film, {
      layer: 'tissue',
      x: side * chest * 0.5,
      y: (top + bottom) / 2,
      halfWidth: chest * 0.4,
      halfHeight: (bottom - top) / 2,
      thickness: -135 * anatomy.build,
    });
    addRod(film, {
      layer: 'bone',
      points: [
        [side * 18, t1.y - 4],
        [side * chest * 0.55, t1.y - 22],
        [side * (chest - 18), t1.y - 14],
      ],
      radius: 6,
      density: 1.5,
      cortex: 0.35,
      marrow: 0.5,
    });
  }
  const t8 = anatomy.level('T8').y;
  addBlob(film, {
    layer: 'tissue',
    x: chest * 0.18,
    y: t8,
    halfWidth: chest * 0.42,
    halfHeight: 56,
    thickness: 95,
  });
  for (let index = 1; index <= 10; index++) drawRibPair(film, anatomy, `T${index}`, chest);
}

/** Posterior ribs run out from the spine and drop at the chest wall; anterior ribs come back down. */
function drawRibPair(film: Film, anatomy: SpineAnatomy, level: string, chest: number): void {
  const vertebra = anatomy.level(level);
  const spine = anatomy.frontalX(vertebra.y);
  const index = Number(level.slice(1));
  const reach = Math.min(chest - 14, 55 + index * 16);
  for (const side of [-1, 1]) {
    const start = spine + side * (vertebra.width / 2 + 4);
    const posterior: Point[] = [];
    for (let step = 0; step <= 6; step++) {
      const t = step / 6;
      posterior.push([start + (side * reach - start) * t, vertebra.y - 3 + 8 * t + 26 * t ** 3]);
    }
    addRod(film, {
      layer: 'bone',
      points: posterior,
      radius: 4.5,
      density: 1.3,
      cortex: 0.35,
      marrow: 0.45,
    });
    const [endX, endY] = posterior.at(-1) ?? [start, vertebra.y];
    const inner = side * (34 + index * 3);
    addRod(film, {
      layer: 'bone',
      points: [
        [endX, endY],
        [endX + (inner - endX) * 0.5, endY + 22 + index],
        [inner, endY + 40 + index * 2],
      ],
      radius: 5,
      density: 0.7,
    });
  }
}
