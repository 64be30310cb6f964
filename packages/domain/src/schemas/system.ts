import { z } from 'zod';

export const health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** Audit inserts that failed since the process started (each row then stored in a fallback form). */
  auditWriteFailures: z.number().int().nonnegative(),
});

/** The about configuration of seed §2 (Information/About). */
export const about = z.object({
  namespace: z.string(),
  productName: z.string(),
  version: z.string(),
  manufacturerName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  uniqueDeviceIdentification: z.string(),
});
export type About = z.infer<typeof about>;

export const releaseNoteMedia = z.object({
  type: z.enum(['image', 'video']),
  identifier: z.string(),
  styleProperties: z.record(z.string(), z.string()).optional(),
});
export const releaseSubnote = z.object({
  description: z.string(),
  indentType: z.enum(['single', 'double']),
  media: z.array(releaseNoteMedia).optional(),
});
export const releaseMainNote = z.object({
  listMarker: z.string(),
  title: z.string(),
  subnotes: z.array(releaseSubnote),
});
/** The parsed form of a release version's `notes` JSON text (seed §3). */
export const releaseNotes = z.array(releaseMainNote);
export type ReleaseNotes = z.infer<typeof releaseNotes>;

export const releaseVersion = z.object({
  releaseVersionId: z.uuid(),
  name: z.string(),
  /** JSON text; parse with `releaseNotes`. */
  notes: z.string(),
  videoUrl: z.string().nullable(),
  releasedAt: z.iso.datetime(),
});
export type ReleaseVersion = z.infer<typeof releaseVersion>;

export const releaseAcknowledgementStatus = z.object({
  hasAckdLatestVersion: z.boolean(),
  latestReleaseVersion: releaseVersion.nullable(),
});

export const releaseAcknowledgement = z.object({ acknowledgedVersionId: z.uuid() });

/**
 * Switches of the web app that the server's configuration sets, read before sign-in.
 * `comingSoon`: non-administrators are sent from /actions to the coming-soon page (seed §2).
 * `developerMode`: the worklist shows the DICOM file import panel (seed §2).
 */
export const clientSettings = z.object({
  comingSoon: z.boolean(),
  developerMode: z.boolean(),
});
export type ClientSettings = z.infer<typeof clientSettings>;
