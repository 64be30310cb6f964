import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamImage } from '../api';
import { resolveViewport, type ImageView, type ViewGeometry } from '../image-view';
import type { Point, Size, Viewport } from '../viewport';
import { useRenderedImage } from '../use-rendered-image';
import { ImageStage } from './image-stage';
import classes from './exam-image-panel.module.css';

export interface ExamImagePanelProps {
  acquisitionId: string;
  image: ExamImage;
  /** 'Frontal image', 'Lateral image', 'Image 3'. */
  name: string;
  /** The id of the text that says how to use a stage. */
  hintId: string;
  view: ImageView;
  /** The image's size in image pixels, null until known. */
  imageSize: Size | null;
  /** The stage's size, null until measured. */
  stageSize: Size | null;
  active: boolean;
  onActivate: () => void;
  onResize: (stage: Size) => void;
  onNaturalSize: (image: Size) => void;
  onPan: (dx: number, dy: number) => void;
  onZoom: (factor: number, anchor: Point) => void;
  onWindowDrag: (dx: number, dy: number) => void;
  /** Measurement mode on this image: what is drawn over it and what a click does. */
  measure?: StageMeasure;
}

/** Measurement over a stage, given the image's mapping once it is laid out. */
export interface StageMeasure {
  overlay: (viewport: Viewport) => ReactNode;
  /** A click (not a pan) at a stage point. */
  onTap: (viewport: Viewport, stagePoint: Point) => void;
}

/**
 * One image of the exam, its caption above its stage. It fetches its own rendering (one hook per
 * image, which a page cannot call in a loop); everything else comes from the page.
 */
export function ExamImagePanel(props: ExamImagePanelProps) {
  const { image, name } = props;
  return (
    <Stack gap={0} className={classes.panel}>
      <Group gap="xs" px="xs" py={4} className={classes.caption} wrap="nowrap">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {image.seriesDescription !== null && (
          // The caption is dark: 'dimmed' text measured 1.9:1 on it (axe); gray.5 is 7.9:1.
          <Text size="sm" c="gray.5" truncate>
            {image.seriesDescription}
          </Text>
        )}
      </Group>
      {image.previewAvailable ? <RenderedStage {...props} /> : <PreviewUnavailable />}
    </Stack>
  );
}

function PreviewUnavailable() {
  const { t } = useTranslation();
  return (
    <Center className={classes.unavailable}>
      <Stack align="center" gap="xs">
        <IconPhotoOff size={40} aria-hidden />
        <Text>{t('viewer.images.previewUnavailable')}</Text>
      </Stack>
    </Center>
  );
}

/** Until both sizes are known the picture is hidden (the stage measures, the image loads). */
const UNPLACED: Viewport = { scale: 1, offsetX: 0, offsetY: 0 };

function RenderedStage(props: ExamImagePanelProps) {
  const { t } = useTranslation();
  const { acquisitionId, image, view, imageSize, stageSize } = props;
  const rendered = useRenderedImage(acquisitionId, image.instanceId, view.window);
  const geometry: ViewGeometry | null =
    imageSize === null || stageSize === null ? null : { image: imageSize, stage: stageSize };
  const viewport = geometry === null ? UNPLACED : resolveViewport(view, geometry);
  // Nothing is measured before the image is placed: a click would land at a wrong point.
  const measure = geometry === null ? undefined : props.measure;

  return (
    <div className={classes.stageArea}>
      <ImageStage
        label={props.name}
        describedBy={props.hintId}
        src={rendered.src}
        imageSize={imageSize}
        viewport={viewport}
        active={props.active}
        onActivate={props.onActivate}
        onResize={props.onResize}
        onNaturalSize={props.onNaturalSize}
        onPan={props.onPan}
        onZoom={props.onZoom}
        onWindowDrag={props.onWindowDrag}
        onTap={
          measure === undefined
            ? undefined
            : (point) => {
                measure.onTap(viewport, point);
              }
        }
      >
        {measure?.overlay(viewport)}
      </ImageStage>
      <div className={classes.status}>
        {rendered.failed ? (
          <Text role="alert" size="sm" className={classes.failure}>
            {t('viewer.images.loadFailed')}
          </Text>
        ) : (
          rendered.pending && (
            <Group gap={6} role="status">
              <Loader size="xs" color="gray.3" aria-hidden />
              <Text size="xs" c="gray.3">
                {rendered.src === null ? t('viewer.images.loading') : t('viewer.images.rendering')}
              </Text>
            </Group>
          )
        )}
      </div>
    </div>
  );
}
