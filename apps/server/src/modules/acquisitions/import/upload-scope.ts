import type { Uploader } from './service';

/**
 * Who an upload comes from, as the filing statement reads it. Every field is a parameter of the
 * same statement text, whoever uploads (a named statement always carries one text).
 */
export interface UploadScope {
  /** The signed-in uploader; null for an on-site device. */
  userId: string | null;
  /** A physician uploader: their unmatched exams are theirs; null for anybody else. */
  physicianId: string | null;
  /** An on-site device's institution; null for a signed-in uploader. */
  deviceInstitutionId: string | null;
  /**
   * A system administrator (neither physician nor device): routes into any institution, since
   * administrators own every institution's imaging, and may add to the unassigned exams they
   * manage. Everybody else routes only within their own institution.
   */
  administrator: boolean;
}

export function uploadScopeOf(uploader: Uploader): UploadScope {
  if ('deviceInstitutionId' in uploader) {
    const { deviceInstitutionId } = uploader;
    return { userId: null, physicianId: null, deviceInstitutionId, administrator: false };
  }
  const physician = uploader.roles.includes('PHYSICIAN');
  return {
    userId: uploader.userId,
    physicianId: physician ? uploader.userId : null,
    deviceInstitutionId: null,
    administrator: !physician,
  };
}
