import { describe, expect, it } from 'vitest';
import type { ExamImage } from './api';
import { orderExamImages } from './image-order';

const image = (instanceId: string, view: ExamImage['view']): ExamImage => ({
  instanceId,
  seriesDescription: null,
  view,
  rows: 2000,
  columns: 1000,
  previewAvailable: true,
  defaultWindow: null,
  valueRange: null,
  photometric: null,
});

const ids = (images: readonly ExamImage[]) => images.map((each) => each.instanceId);

describe('orderExamImages', () => {
  it('puts the frontal image before the lateral one', () => {
    expect(ids(orderExamImages([image('lat', 'LATERAL'), image('front', 'FRONTAL')]))).toEqual([
      'front',
      'lat',
    ]);
  });

  it('puts images of no known view last, keeping the server order within a view', () => {
    const images = [
      image('other-1', null),
      image('lat-1', 'LATERAL'),
      image('front-1', 'FRONTAL'),
      image('other-2', null),
      image('front-2', 'FRONTAL'),
    ];
    expect(ids(orderExamImages(images))).toEqual([
      'front-1',
      'front-2',
      'lat-1',
      'other-1',
      'other-2',
    ]);
    expect(ids(images)[0]).toBe('other-1');
  });
});
