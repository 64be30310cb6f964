import { useEffect, useRef, useState } from 'react';
import {
  CASE_WORKFLOW_MESSAGES,
  EXAM_MESSAGES,
  type AlignmentAssessment,
  type AssessmentCalibration,
} from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import {
  completeAssessment,
  latestAssessment,
  openAssessment,
  saveLandmarks,
} from './assessment-api';
import type { Facing, LandmarkPoints } from './measure-state';

/** Quiet time after the last change before a draft is saved: one save per burst of nudges. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * - `opening`: asking for the exam's assessment; `unsaved`: none could be opened (role, scope),
 *   the measurement works but is not kept; `saved` / `saving` / `failed` (tried again on the
 *   next change); `conflict`: another tab saved first, its version is now on screen;
 *   `completed`: ready to review, no longer a draft; `locked`: approved, shown as it was signed;
 *   `no-images`: the exam has no lateral or frontal film (seed §8 "No images"), nothing is kept.
 */
export type DraftStatus =
  | 'opening'
  | 'unsaved'
  | 'saving'
  | 'saved'
  | 'failed'
  | 'conflict'
  | 'in-case'
  | 'completed'
  | 'locked'
  | 'no-images';

/** A film's landmarks as the measurement holds them. */
export interface FilmDraft {
  points: LandmarkPoints;
  facing: Facing;
}

/** Both films of the assessment, and their calibration (a calibration object is saved too). */
export interface AssessmentDraft {
  lateral: FilmDraft;
  frontal: FilmDraft;
  calibration: AssessmentCalibration;
}

/** The API's schema types points as mutable tuples; the measurement never mutates its own. */
const mutablePoints = (points: LandmarkPoints): Record<string, [number, number]> =>
  Object.fromEntries(Object.entries(points).map(([name, [x, y]]) => [name, [x, y]]));

const keyOf = (draft: AssessmentDraft) => JSON.stringify(draft);

const filmOf = (film: AlignmentAssessment['lateral']): FilmDraft => ({
  points: film?.points ?? {},
  facing: film?.facing ?? '+x',
});

const draftOf = (assessment: AlignmentAssessment): AssessmentDraft => ({
  lateral: filmOf(assessment.lateral),
  frontal: filmOf(assessment.frontal),
  calibration: assessment.calibration,
});

/**
 * The draft to show once it has opened: the landmarks placed on screen while it was opening are
 * kept on a film the opened draft has none on (and saved next), never replaced by the emptiness.
 */
function withPlacedWhileOpening(opened: AssessmentDraft, onScreen: AssessmentDraft) {
  const film = (loaded: FilmDraft, placed: FilmDraft) =>
    Object.keys(loaded.points).length === 0 && Object.keys(placed.points).length > 0
      ? placed
      : loaded;
  return {
    ...opened,
    lateral: film(opened.lateral, onScreen.lateral),
    frontal: film(opened.frontal, onScreen.frontal),
  };
}

/** A film as a save sends it; a film with nothing placed and the default facing is left out. */
function filmBody(film: FilmDraft) {
  if (Object.keys(film.points).length === 0 && film.facing === '+x') return undefined;
  return { facing: film.facing, points: mutablePoints(film.points) };
}

/**
 * The measurement's assessment: opened (or created) when measuring starts, the draft saved
 * {@link AUTOSAVE_DELAY_MS} after each change with the revision last read, reloaded when another
 * tab saved first (409), completed on request.
 * @param examId - the exam measured
 * @param enabled - whether measuring has started
 * @param draft - both films' landmarks, facing and calibration now
 * @param onLoad - puts a saved draft on screen (on opening and after a conflict)
 */
export function useAssessmentDraft(
  examId: string,
  enabled: boolean,
  draft: AssessmentDraft,
  onLoad: (draft: AssessmentDraft, assessment: AlignmentAssessment) => void,
) {
  const [status, setStatus] = useState<DraftStatus>('opening');
  const [assessment, setAssessment] = useState<AlignmentAssessment | null>(null);
  // What the server holds, so that loading a draft does not save it straight back.
  const savedKey = useRef<string | null>(null);
  const latestOnLoad = useRef(onLoad);
  latestOnLoad.current = onLoad;
  const onScreen = useRef(draft);
  onScreen.current = draft;

  /** @param keepPlaced - keep what was placed before the draft opened (not after a conflict) */
  const adopt = (opened: AlignmentAssessment, keepPlaced = false) => {
    const loaded = draftOf(opened);
    savedKey.current = keyOf(loaded);
    setAssessment(opened);
    const shown =
      keepPlaced && opened.state === 'draft'
        ? withPlacedWhileOpening(loaded, onScreen.current)
        : loaded;
    latestOnLoad.current(shown, opened);
  };

  useEffect(() => {
    if (!enabled || assessment !== null) return;
    let cancelled = false;
    openAssessment(examId).then(
      (opened) => {
        if (cancelled) return;
        adopt(opened, true);
        setStatus(opened.state === 'draft' ? 'saved' : 'completed');
      },
      async (error: unknown) => {
        // An approved assessment cannot be opened for changes (409 'Alignment exam locked'):
        // it is still shown, as it was signed.
        const approved =
          error instanceof HttpFailure && error.status === 409
            ? await latestAssessment(examId).catch(() => undefined)
            : undefined;
        if (cancelled) return;
        if (approved?.state === 'approved') {
          adopt(approved);
          setStatus('locked');
        } else if (error instanceof HttpFailure && error.message === EXAM_MESSAGES.noImages) {
          setStatus('no-images');
        } else {
          setStatus('unsaved');
        }
      },
    );
    return () => {
      cancelled = true;
    };
    // `adopt` only reads refs and setters.
  }, [enabled, examId, assessment]);

  const key = keyOf(draft);
  useEffect(() => {
    if (assessment?.state !== 'draft' || key === savedKey.current) return;
    const timer = setTimeout(() => {
      setStatus('saving');
      const lateral = filmBody(draft.lateral);
      const frontal = filmBody(draft.frontal);
      const body = {
        revision: assessment.revision,
        ...(lateral === undefined ? {} : { lateral }),
        ...(frontal === undefined ? {} : { frontal }),
        calibration: draft.calibration,
      };
      saveLandmarks(assessment.id, body).then(
        (saved) => {
          savedKey.current = key;
          setAssessment(saved);
          setStatus('saved');
        },
        async (error: unknown) => {
          if (!(error instanceof HttpFailure && error.status === 409)) {
            setStatus('failed');
            return;
          }
          // Another tab saved first (or completed it), or a 3D technician is making this model
          // (its case is open): the server's version replaces this one.
          const inCase = error.message === CASE_WORKFLOW_MESSAGES.modelInCase;
          const reopened = await openAssessment(examId).catch(() => null);
          if (reopened === null) {
            setStatus('failed');
            return;
          }
          adopt(reopened);
          setStatus(inCase ? 'in-case' : 'conflict');
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
    // The draft's content is `key`; the assessment's revision moves with `assessment`.
  }, [key, assessment]);

  // A reload or a closed tab within the autosave delay would lose the last change: the browser
  // asks first (it shows its own words; the draft is saved a moment later if the user stays).
  const pending = assessment?.state === 'draft' && key !== savedKey.current;
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [pending]);

  const complete = async () => {
    if (assessment?.state !== 'draft') return;
    try {
      setAssessment(await completeAssessment(assessment.id));
      setStatus('completed');
    } catch {
      setStatus('failed');
    }
  };

  return {
    status,
    assessment,
    /** Saved and nothing pending: Complete may be pressed. */
    canComplete: assessment?.state === 'draft' && key === savedKey.current && status === 'saved',
    complete,
  };
}
