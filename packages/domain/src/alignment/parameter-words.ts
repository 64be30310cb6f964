import type { NullReason, NullReasonCode } from './measurement';
import type { ParameterKey } from './parameters';

/**
 * The words every reader of an alignment sees (en-US): the report's table, the patient file's
 * ALIGNMENT tab. Kept once here so the PDF and the screens never disagree; the web's locale
 * file takes them as its en-US texts (fr-FR translates them there).
 */

/** Each parameter's full name, in the order of the engine's keys. */
export const PARAMETER_NAMES: Readonly<Record<ParameterKey, string>> = {
  PI: 'Pelvic incidence (PI)',
  PT: 'Pelvic tilt (PT)',
  SS: 'Sacral slope (SS)',
  LL: 'Lumbar lordosis (LL, L1-S1)',
  L4S1: 'Lower lumbar lordosis (L4-S1)',
  PILL: 'PI-LL mismatch',
  SVA: 'Sagittal vertical axis (SVA)',
  TPA: 'T1 pelvic angle (TPA)',
  T4PA: 'T4 pelvic angle (T4PA)',
  L1PA: 'L1 pelvic angle (L1PA)',
  GT: 'Global tilt (GT)',
  T1Slope: 'T1 slope',
  C2C7: 'Cervical lordosis (C2-C7)',
  cSVA: 'Cervical SVA (cSVA)',
  T4T12: 'Thoracic kyphosis (T4-T12)',
  T4C7: 'Cervicothoracic (T4-C7)',
  T12L4: 'Thoracolumbar (T12-L4)',
  L1L4: 'Upper lumbar (L1-L4)',
  L1S1: 'L1-S1',
  L1L2: 'Segmental L1-L2',
  L2L3: 'Segmental L2-L3',
  L3L4: 'Segmental L3-L4',
  L4L5: 'Segmental L4-L5',
  L5S1: 'Segmental L5-S1',
  C7CSL: 'C7 to central sacral line (C7-CSVL)',
  pelvicObliquity: 'Pelvic obliquity',
  cobb: 'Coronal Cobb angle',
  kneeFlexionLeft: 'Knee flexion, left',
  kneeFlexionRight: 'Knee flexion, right',
  LLDiscrepancy: 'LL discrepancy (LL - ideal LL)',
  axialRotation: 'Axial rotation',
};

/**
 * Why a value is absent, as i18next templates (`{{landmarks}}`, `{{detail}}`; the missing
 * landmark in `_one` / `_other` forms by their count), so the web uses them as they are.
 */
export const NULL_REASON_WORDS = {
  'missing-landmark_one': 'missing landmark: {{landmarks}}',
  'missing-landmark_other': 'missing landmarks: {{landmarks}}',
  'no-calibration': 'no calibration: a length needs the pixel spacing',
  'needs-frontal-film': 'needs the frontal film',
  'needs-lateral-film': 'needs the lateral film',
  'needs-3d-model': 'needs a 3D model',
  'needs-age': "needs the patient's age",
  'needs-two-vertebrae': 'needs the endplates of two vertebrae on the frontal film',
  undefined: 'not defined: {{detail}}',
} as const satisfies Record<Exclude<NullReasonCode, 'missing-landmark'>, string> &
  Record<'missing-landmark_one' | 'missing-landmark_other', string>;

/**
 * The template key and values of a reason: what `t()` is given on the web, and what
 * {@link reasonInWords} fills here.
 */
export function reasonTemplate(reason: NullReason): {
  key: keyof typeof NULL_REASON_WORDS | 'missing-landmark';
  values: { landmarks?: string; detail?: string; count?: number };
} {
  switch (reason.code) {
    case 'missing-landmark':
      return {
        key: 'missing-landmark',
        values: { landmarks: reason.landmarks.join(', '), count: reason.landmarks.length },
      };
    case 'undefined':
      return { key: 'undefined', values: { detail: reason.detail } };
    case 'no-calibration':
    case 'needs-frontal-film':
    case 'needs-lateral-film':
    case 'needs-3d-model':
    case 'needs-age':
    case 'needs-two-vertebrae':
      return { key: reason.code, values: {} };
  }
}

/**
 * Why a value is absent, in en-US words.
 * @param reason - the engine's reason
 */
export function reasonInWords(reason: NullReason): string {
  const { key, values } = reasonTemplate(reason);
  const template =
    key === 'missing-landmark'
      ? NULL_REASON_WORDS[values.count === 1 ? 'missing-landmark_one' : 'missing-landmark_other']
      : NULL_REASON_WORDS[key];
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: 'landmarks' | 'detail') => values[name] ?? '',
  );
}

/**
 * The parameters grouped as a reader looks for them: the sagittal ones of the lateral film (as
 * the viewer's measurement panel lists them first), its curves and segments, the frontal film's,
 * the lower limbs', and what only a 3D model gives. Every engine key is in exactly one group.
 */
export const PARAMETER_GROUPS = [
  {
    id: 'spinopelvic',
    keys: ['PI', 'PT', 'SS', 'LL', 'L4S1', 'PILL', 'LLDiscrepancy'],
  },
  { id: 'global', keys: ['SVA', 'TPA', 'T4PA', 'L1PA', 'GT', 'T1Slope', 'cSVA'] },
  { id: 'curves', keys: ['C2C7', 'T4C7', 'T4T12', 'T12L4', 'L1L4', 'L1S1'] },
  { id: 'segmental', keys: ['L1L2', 'L2L3', 'L3L4', 'L4L5', 'L5S1'] },
  { id: 'frontal', keys: ['C7CSL', 'pelvicObliquity', 'cobb'] },
  { id: 'lowerLimb', keys: ['kneeFlexionLeft', 'kneeFlexionRight'] },
  { id: 'model3d', keys: ['axialRotation'] },
] as const satisfies readonly { id: string; keys: readonly ParameterKey[] }[];
export type ParameterGroupId = (typeof PARAMETER_GROUPS)[number]['id'];
