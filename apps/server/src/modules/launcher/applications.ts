import {
  DEFAULT_APPLICATION_NAME,
  LAUNCH_ACQUISITION_PLACEHOLDER,
  LAUNCH_ORIGIN_PLACEHOLDER,
} from '@sagitta/domain';

export interface LauncherApplication {
  name: string;
  displayName: string;
  default: boolean;
  urlTemplate: string;
}

/**
 * The applications an exam can be opened in. Today one: Sagitta's own exam viewer, where the
 * alignment measurement tool will live. A third-party application joins this list with its URL
 * template when one is integrated.
 */
export const APPLICATIONS: readonly LauncherApplication[] = [
  {
    name: DEFAULT_APPLICATION_NAME,
    displayName: 'Sagitta Viewer',
    default: true,
    urlTemplate: `${LAUNCH_ORIGIN_PLACEHOLDER}/viewer/${LAUNCH_ACQUISITION_PLACEHOLDER}`,
  },
];

export function applicationNamed(name: string): LauncherApplication | undefined {
  return APPLICATIONS.find((application) => application.name === name.toLowerCase());
}
