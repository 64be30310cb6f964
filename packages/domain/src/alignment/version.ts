/**
 * The alignment engine's version, stored with each assessment so that a value can be traced to
 * the code that computed it. Raise it whenever a formula, a threshold or a landmark rule changes.
 */
export const ALIGNMENT_ENGINE_VERSION = '1.0.0';
