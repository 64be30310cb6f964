// The writer parts of dcmjs that synthetic-dicom.ts uses; the reader's parts are declared in
// modules/acquisitions/dicom/dcmjs.d.ts, and the two declarations merge.
declare module 'dcmjs' {
  /** A dataset keyed by attribute keyword (`PatientName`), as dcmjs "naturalizes" them. */
  export type NaturalDataset = Record<string, unknown>;
  export interface DicomDictWriter {
    dict: DicomDataset;
    /** The Part 10 file: preamble, DICM, meta group, then the dataset in tag order. */
    write(options?: { allowInvalidVRLength?: boolean }): ArrayBuffer;
  }
  export const data: {
    DicomDict: new (meta: DicomDataset) => DicomDictWriter;
    DicomMetaDictionary: { denaturalizeDataset(dataset: NaturalDataset): DicomDataset };
  };
}
