import { NULL_REASON_WORDS, PARAMETER_NAMES } from '@sagitta/domain';

/**
 * Alignment words shared by the viewer, the patient file and the PDF report: the domain holds
 * them once (en-US), here they become the locale's texts.
 */
export const alignmentWords = {
  alignment: { parameter: PARAMETER_NAMES, reason: NULL_REASON_WORDS },
} as const;
