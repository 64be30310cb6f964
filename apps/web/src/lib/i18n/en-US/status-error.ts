/** The status-error page (seed §2, §8). */
export const statusError = {
  statusError: {
    title: 'You cannot access the workspace',
    '401':
      'Unauthorized Access Detected. Your session has ended or this page is not yours to see. Please sign in again.',
    PhysicianNotSet:
      'No Connections Established. Your account is not linked to a physician yet; ask your administrator to connect you to a surgeon.',
    MobileUserLeftMobileScreens:
      'This screen is not available on mobile. Go back to the patient exams or strategy in the Sagitta mobile app.',
    mobile: 'The mobile pages are available to surgeons and clinical staff only.',
    default: 'This page is not available to your account.',
    redirecting_one: 'You will be taken to the sign-in page in {{count}} second.',
    redirecting_other: 'You will be taken to the sign-in page in {{count}} seconds.',
  },
} as const;
