import type { DicomDataset } from 'dcmjs';
import { describe, expect, it } from 'vitest';
import { imageViewOf } from './image-view';
import { openFixtures } from './testing';

const dataset = (viewPosition: string | null, seriesDescription: string | null): DicomDataset => ({
  ...(viewPosition === null ? {} : { '00185101': { vr: 'CS', Value: [viewPosition] } }),
  ...(seriesDescription === null ? {} : { '0008103E': { vr: 'LO', Value: [seriesDescription] } }),
});

describe('imageViewOf', () => {
  it.each([
    ['AP', null, 'FRONTAL'],
    ['PA', null, 'FRONTAL'],
    ['LAT', null, 'LATERAL'],
    ['LL', null, 'LATERAL'],
    ['RL', null, 'LATERAL'],
    ['LATERAL', null, 'LATERAL'],
    // View Position wins over the description.
    ['AP', 'Lateral spine', 'FRONTAL'],
    // A view position that is neither falls back to the description.
    ['OBL', 'SPINE AP', 'FRONTAL'],
    [null, 'Full spine FRONTAL standing', 'FRONTAL'],
    [null, 'Lat. lumbar', 'LATERAL'],
    [null, 'spine_lateral', 'LATERAL'],
    [null, 'WS PA', 'FRONTAL'],
    // Whole words only: "lateralis", "APEX", "plate" say nothing.
    [null, 'vastus lateralis', null],
    [null, 'APEX view', null],
    [null, 'plate', null],
    // Both views named: ambiguous.
    [null, 'AP and LAT', null],
    [null, null, null],
    ['', '', null],
  ] as const)('View Position %o, Series Description %o → %o', (position, description, view) => {
    expect(imageViewOf(dataset(position, description))).toBe(view);
  });

  it('reads the file when given bytes, and answers null for what is not DICOM', () => {
    const fixtures = openFixtures();
    try {
      // MR_small has neither a View Position nor a telling Series Description.
      expect(imageViewOf(fixtures.bytes('mr-small.dcm'))).toBeNull();
      const lateral = fixtures.modified('mr-small.dcm', ['-i', '(0018,5101)=LL']);
      expect(imageViewOf(lateral)).toBe('LATERAL');
      const frontal = fixtures.modified('mr-small.dcm', ['-i', '(0008,103e)=Spine AP']);
      expect(imageViewOf(frontal)).toBe('FRONTAL');
      expect(imageViewOf(fixtures.bytes('not-dicom.txt'))).toBeNull();
      expect(imageViewOf(Buffer.alloc(0))).toBeNull();
    } finally {
      fixtures.cleanUp();
    }
  });
});
