import { PRODUCT_KEY } from '@sagitta/domain';

/** Session storage key: the release version whose notes were closed in this tab. */
export const RELEASE_NOTES_DISMISSED_KEY = `${PRODUCT_KEY}-release-notes-dismissed`;

/** Closing the notes hides them for the rest of this tab only; a new tab shows them again. */
export const dismissedRelease = {
  read: (): string | null => window.sessionStorage.getItem(RELEASE_NOTES_DISMISSED_KEY),
  write(versionId: string): void {
    window.sessionStorage.setItem(RELEASE_NOTES_DISMISSED_KEY, versionId);
  },
};
