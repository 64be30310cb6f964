import { describe, expect, it } from 'vitest';
import { imageViewOf } from './image-view';

describe('imageViewOf', () => {
  it.each([
    ['AP', null, 'FRONTAL'],
    ['PA', null, 'FRONTAL'],
    [' ap ', null, 'FRONTAL'],
    ['LATERAL', null, 'LATERAL'],
    ['LL', null, 'LATERAL'],
    ['RL', null, 'LATERAL'],
    ['LAT', 'EOS FULL SPINE FRONTAL', 'LATERAL'],
    [null, 'EOS FULL SPINE FRONTAL (SYNTHETIC)', 'FRONTAL'],
    [null, 'Spine LAT', 'LATERAL'],
    ['', 'eos lateral', 'LATERAL'],
    [null, 'EOS FULL SPINE', null],
    [null, 'FRONTAL + LATERAL', null],
    [null, 'LATERALITY CHECK', null],
    ['OBLIQUE', null, null],
    [undefined, undefined, null],
  ] as const)('view position %j, description %j → %j', (position, description, view) => {
    expect(imageViewOf(position, description)).toBe(view);
  });
});
