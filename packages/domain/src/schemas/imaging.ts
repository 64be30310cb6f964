import { z } from 'zod';
import { WORKLIST_FEED_STATUSES, WORKLIST_PAGE_SIZE } from '../imaging';

/** Calendar dates travel as ISO `YYYY-MM-DD`; an unknown DICOM date (seed §5) is null. */
const isoDate = z.iso.date().nullable();

/** One page of a list query (`page` from 1). */
const page = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * `GET /patient-list/api/v1/acquisitions` (seed §7). The web sends the same comma-joined search
 * as both `patientName` and `patientID` (seed §5); every part of either must match.
 */
export const worklistQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(200).default(WORKLIST_PAGE_SIZE),
  patientName: z.string().max(256).optional(),
  patientID: z.string().max(256).optional(),
});
export type WorklistQuery = z.input<typeof worklistQuery>;

/** A modeling of a worklist exam (seed §3): `creationTimestamp` is ms since epoch, as text. */
export const worklistModeling = z.object({
  id: z.string(),
  creationTimestamp: z.string().regex(/^\d+$/),
  state: z.string(),
});

/** The patient of a worklist exam, as the seed names the fields. */
export const worklistPatient = z.object({
  familyName: z.string().nullable(),
  firstName: z.string().nullable(),
  birthDate: isoDate,
  /** DICOM Patient's Sex: `M`, `F`, `O`, or null when absent. */
  sex: z.string().nullable(),
  patientID: z.string(),
  /** The patient record's id (issue 16): the worklist row links to `/patient/details/{recordId}`. */
  recordId: z.uuid(),
});

/**
 * The Worklist exam of seed §3. `id` is the acquisition (study) id used by previews, the viewer
 * and the launcher; `series` is the exam's first series by series number.
 */
export const worklistExam = z.object({
  id: z.uuid(),
  series: z.object({
    description: z.string().nullable(),
    study: z.object({
      date: isoDate,
      description: z.string().nullable(),
      accessionNumber: z.string().nullable(),
      patient: worklistPatient,
    }),
  }),
  modelings: z.array(worklistModeling),
});
export type WorklistExam = z.infer<typeof worklistExam>;

export const worklistPage = z.object({
  items: z.array(worklistExam),
  totalCount: z.number().int().min(0),
});
export type WorklistPage = z.infer<typeof worklistPage>;

/** A message of the patient-list live feed (`/patient-list/ws`). */
export const worklistFeedMessage = z.object({
  status: z.enum(WORKLIST_FEED_STATUSES),
  acquisitionId: z.uuid(),
});
export type WorklistFeedMessage = z.infer<typeof worklistFeedMessage>;

/** Why `POST /api/acquisitions/store` refused a file (beyond the DICOM parser's messages). */
export const IMPORT_MESSAGES = {
  /**
   * 409: the file's study or series is an exam the uploader may not add to. It says no more: not
   * whether the exam is someone's, nor whose (issue 14).
   */
  examOutOfScope: 'This file belongs to an exam you cannot add to',
} as const;

/** The outcome of one file of `POST /api/acquisitions/store`. */
export const importedFile = z.object({
  fileName: z.string(),
  status: z.enum(['stored', 'already-stored', 'error']),
  /** 201 stored, 200 already stored, or the file's 4xx. */
  statusCode: z.number().int(),
  /** Why the file was refused; absent on success. */
  message: z.string().optional(),
  acquisitionId: z.uuid().optional(),
  sopInstanceUid: z.string().optional(),
  /** Header values stored as unknown rather than guessed (seed §5 dates). */
  warnings: z.array(z.string()),
});
export type ImportedFile = z.infer<typeof importedFile>;

/**
 * The answer of `POST /api/acquisitions/store` when at least one file was stored (or already
 * was). When every file failed, the answer is the first failure's 4xx `errorBody` with these
 * same `files` in `details`, so a one-file client reads an ordinary error.
 */
export const importAnswer = z.object({ files: z.array(importedFile) });
export type ImportAnswer = z.infer<typeof importAnswer>;

/** Preview sizes (issue 6): the long edge in pixels. */
export const PREVIEW_SIZES = { Small: 256, Medium: 1024, Large: 2048 } as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;

export const previewQuery = z.object({
  size: z.enum(['Small', 'Medium', 'Large']).default('Medium'),
});

/**
 * An image of an exam rendered with a window of the viewer's choice (seed: window level and width
 * re-rendered server-side). Without a window, the header's (or the pixel range's) is used.
 */
export const imageRenderQuery = z
  .object({
    size: z.enum(['Small', 'Medium', 'Large']).default('Large'),
    windowCenter: z.coerce.number().optional(),
    windowWidth: z.coerce.number().positive().optional(),
  })
  .refine((query) => (query.windowCenter === undefined) === (query.windowWidth === undefined), {
    error: 'windowCenter and windowWidth go together',
  });

export const examImageParams = z.object({ id: z.uuid(), instanceId: z.uuid() });

/** Which way an image looks at the spine, from View Position (0018,5101) or the description. */
export const imageView = z.enum(['FRONTAL', 'LATERAL']).nullable();

/** An image of an exam, for the viewer. */
export const examImage = z.object({
  instanceId: z.uuid(),
  seriesDescription: z.string().nullable(),
  view: imageView,
  rows: z.number().int().nullable(),
  columns: z.number().int().nullable(),
  /** False when the pixels could not be decoded: the exam is stored, its image is not shown. */
  previewAvailable: z.boolean(),
  /**
   * The window the server renders by default (the header's, else the pixel range's), in
   * rescaled units as `imageRenderQuery` takes them; null until the preview job has decoded the
   * pixels.
   */
  defaultWindow: z.object({ center: z.number(), width: z.number() }).nullable(),
  /** The smallest and largest rescaled pixel values, the bounds of useful windows; null likewise. */
  valueRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** MONOCHROME1 images show low values bright: window presets move the other way. */
  photometric: z.string().nullable(),
});

/** `GET /api/v1/portal/acquisitions/{id}`: the exam with its patient banner and images. */
export const examDetail = worklistExam.extend({ images: z.array(examImage) });
export type ExamDetail = z.infer<typeof examDetail>;

/**
 * A referring-physician tag: the exact Referring Physician's Name (0008,0090) value of the exams
 * to route to a physician (seed §5: copied exactly, `^` between name components). Only the
 * trailing space a DICOM value is padded with is insignificant.
 */
export const referringPhysicianTag = z
  .string()
  .trim()
  .min(1, { error: 'A referring physician tag is required' })
  .max(64, { error: 'A referring physician tag has at most 64 characters' })
  .regex(/^[^\\\p{Cc}]*$/u, {
    error: 'A referring physician tag cannot contain a backslash or control characters',
  });

export const referringPhysicianTagBody = z.object({ tag: referringPhysicianTag });
export const referringPhysicianTagQuery = z.object({ tag: referringPhysicianTag });
/**
 * A physician's tags: those that route exams (`tags`), and those the physician asked for, which
 * route nothing until an administrator applies them (`requestedTags`, issue 14).
 */
export const referringPhysicianTags = z.object({
  tags: z.array(z.string()),
  requestedTags: z.array(z.string()),
});
export type ReferringPhysicianTagList = z.infer<typeof referringPhysicianTags>;

/** Why a tag change was refused; the web tells `heldByAnother` apart from the others. */
export const REFERRING_TAG_MESSAGES = {
  notPhysician: 'Referring physician tags belong to physicians',
  exists: 'This referring physician tag is already there',
  alreadyRequested: 'This referring physician tag is already requested',
  absent: 'This referring physician tag is not there',
  /** Tags are unique within an institution; the answer does not say who holds it. */
  heldByAnother: 'Another physician of this institution holds this referring physician tag',
  noInstitution: 'A physician needs an institution before holding a referring physician tag',
  /** A physician moved to an institution where another physician holds one of their tags. */
  heldAtNewInstitution:
    'Another physician of that institution holds a referring physician tag of this physician',
} as const;

/** An exam nobody was found for, as administrators see it to assign it by hand. */
export const unassignedExam = worklistExam.extend({
  institutionName: z.string().nullable(),
  referringPhysicianName: z.string().nullable(),
  /** When the exam arrived, ISO. */
  receivedAt: z.iso.datetime({ offset: true }),
});
export const unassignedPage = z.object({
  items: z.array(unassignedExam),
  totalCount: z.number().int().min(0),
});
export const unassignedQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** `POST /api/v1/acquisitions/{id}/assignment`: the physician who will see the exam. */
export const examAssignment = z.object({ physicianId: z.uuid() });

/** An application the launcher can open for an exam. */
export const launcherApplication = z.object({
  name: z.string(),
  displayName: z.string(),
  default: z.boolean(),
  /** The URL with `{origin}` and `{acquisitionId}` placeholders. */
  urlTemplate: z.string(),
});
export const launcherApplications = z.array(launcherApplication);
export const launchParams = z.object({ name: z.string().min(1).max(64) });
export const launchQuery = z.object({ acquisitionId: z.uuid() });
export const applicationLauncherQuery = z.object({ applicationName: z.string().min(1).max(64) });
