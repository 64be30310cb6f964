import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamDetail } from '@sagitta/domain';
import type { ExamImage } from '../api';
import { localIsoDate } from '../../../lib/format/date';
import { resolveViewport } from '../image-view';
import { orderExamImages } from '../image-order';
import { commandForKey, type ViewerCommand } from '../shortcuts';
import { useImageViews } from '../use-image-views';
import { MeasureSide, stageMeasureOf } from '../measure/measure-side';
import { MeasureToggle } from '../measure/measure-toggle';
import { useMeasureMode } from '../measure/use-measure-mode';
import { ExamImagePanel } from './exam-image-panel';
import { PatientBanner } from './patient-banner';
import { ShortcutHelp } from './shortcut-help';
import { NoImages } from './viewer-states';
import { ViewerToolbar } from './viewer-toolbar';
import { WindowControls } from './window-controls';
import classes from './exam-viewer.module.css';

/** Controls that use keys themselves: a shortcut never steals them. */
const OWN_KEYS = 'input, textarea, select, [role="slider"], [contenteditable="true"]';

const ownsKeys = (target: EventTarget) => target instanceof Element && target.matches(OWN_KEYS);

interface ExamViewerProps {
  exam: ExamDetail;
  /** Opened for measuring: the measurement tool on, its film selected and focused. */
  measureOnOpen?: boolean;
}

/**
 * The exam on screen: the patient banner, the tools of the selected image, and the images side by
 * side. Keys pressed anywhere in it act on the selected image; Tab moves between the images.
 */
export function ExamViewer({ exam, measureOnOpen = false }: ExamViewerProps) {
  const { t } = useTranslation();
  const images = useMemo(() => orderExamImages(exam.images), [exam.images]);
  const views = useImageViews();
  const [activeId, setActiveId] = useState(
    () => (images.find((image) => image.previewAvailable) ?? images[0])?.instanceId ?? null,
  );
  const [helpOpened, setHelpOpened] = useState(false);
  const hintId = useId();
  const imagesRef = useRef<HTMLElement>(null);
  const filmOf = (view: ExamImage['view']) =>
    images.find((image) => image.view === view && image.previewAvailable) ?? null;
  const measuring = useMeasureMode(
    exam.id,
    { lateral: filmOf('LATERAL'), frontal: filmOf('FRONTAL'), sizeOf: views.imageSize },
    measureOnOpen,
  );
  const measured = measuring.image;

  /** Makes an image the active one and focuses its stage, so that its keys work at once. */
  const focusImage = (image: ExamImage) => {
    setActiveId(image.instanceId);
    const stages = imagesRef.current?.querySelectorAll<HTMLElement>('[role="application"]');
    const usableImages = images.filter((each) => each.previewAvailable);
    stages?.[usableImages.indexOf(image)]?.focus();
  };

  // The images are what the tab was opened for: the first takes the focus, so keys work at once;
  // opened for measuring, the measured film does.
  useEffect(() => {
    if (measureOnOpen && measured !== null) focusImage(measured);
    else imagesRef.current?.querySelector<HTMLElement>('[role="application"]')?.focus();
    // Once, on opening: what is focused later is the user's choice.
  }, []);

  const nameOf = (image: ExamImage, index: number): string => {
    switch (image.view) {
      case 'FRONTAL':
        return t('viewer.images.frontal');
      case 'LATERAL':
        return t('viewer.images.lateral');
      case null:
        return t('viewer.images.numbered', { number: index + 1 });
    }
  };

  const active = images.find((image) => image.instanceId === activeId) ?? null;
  const usable = active?.previewAvailable === true ? active : null;
  const geometry = usable === null ? null : views.geometryOf(usable);
  const zoomPercent =
    usable === null || geometry === null
      ? null
      : resolveViewport(views.viewOf(usable), geometry).scale * 100;

  const runCommand = (command: ViewerCommand) => {
    if (command.kind === 'help') setHelpOpened(true);
    else if (usable !== null) views.run(usable, command);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || ownsKeys(event.target)) return;
    // Measurement keys act on the measured film, from its stage (Enter on a button is a click).
    const onFilm = event.target instanceof Node && imagesRef.current?.contains(event.target);
    if (measuring.on && usable !== null && usable === measured && geometry !== null && onFilm) {
      const viewport = resolveViewport(views.viewOf(usable), geometry);
      if (measuring.onKey(event, viewport)) {
        event.preventDefault();
        return;
      }
    }
    const command = commandForKey(event);
    if (command === null) return;
    event.preventDefault();
    runCommand(command);
  };

  return (
    <>
      <div className={classes.viewer} onKeyDown={onKeyDown}>
        <PatientBanner exam={exam} today={localIsoDate(new Date())} />
        {active !== null && (
          <ViewerToolbar
            imageName={nameOf(active, images.indexOf(active))}
            zoomPercent={zoomPercent}
            disabled={usable === null}
            onCommand={runCommand}
          >
            <MeasureToggle
              on={measuring.on}
              available={measuring.available}
              onToggle={() => {
                if (!measuring.on && measured !== null) focusImage(measured);
                measuring.toggle();
              }}
            />
            <WindowControls
              current={usable === null ? null : views.viewOf(usable).window}
              range={views.windowRange(active)}
              disabled={usable === null}
              onChange={(next) => {
                if (usable !== null) views.setWindow(usable, next);
              }}
            />
          </ViewerToolbar>
        )}
        <VisuallyHidden id={hintId}>{t('viewer.images.hint')}</VisuallyHidden>
        {images.length === 0 ? (
          <NoImages />
        ) : (
          <div className={classes.workspace}>
            <section
              ref={imagesRef}
              aria-label={t('viewer.images.label')}
              className={classes.images}
              style={{ gridTemplateColumns: `repeat(${images.length}, minmax(0, 1fr))` }}
            >
              {images.map((image, index) => (
                <ExamImagePanel
                  key={image.instanceId}
                  acquisitionId={exam.id}
                  image={image}
                  name={nameOf(image, index)}
                  hintId={hintId}
                  view={views.viewOf(image)}
                  imageSize={views.imageSize(image)}
                  stageSize={views.stageSize(image)}
                  active={image.instanceId === activeId}
                  onActivate={() => {
                    setActiveId(image.instanceId);
                  }}
                  onResize={(size) => {
                    views.setStage(image.instanceId, size);
                  }}
                  onNaturalSize={(size) => {
                    views.setNatural(image.instanceId, size);
                  }}
                  onPan={(dx, dy) => {
                    views.pan(image, dx, dy);
                  }}
                  onZoom={(factor, anchor) => {
                    views.zoom(image, factor, anchor);
                  }}
                  onWindowDrag={(dx, dy) => {
                    views.dragWindow(image, dx, dy);
                  }}
                  measure={
                    measuring.on && image === measured ? stageMeasureOf(measuring) : undefined
                  }
                />
              ))}
            </section>
            {measuring.on && (
              <MeasureSide
                mode={measuring}
                onChooseFilm={(film) => {
                  measuring.chooseFilm(film);
                  const image = film === 'lateral' ? filmOf('LATERAL') : filmOf('FRONTAL');
                  if (image !== null) focusImage(image);
                }}
              />
            )}
          </div>
        )}
      </div>
      {/* Outside the keys' container: keys typed in the dialog are not shortcuts (React would
          bubble them up from its portal). */}
      <ShortcutHelp
        opened={helpOpened}
        onClose={() => {
          setHelpOpened(false);
        }}
      />
    </>
  );
}
