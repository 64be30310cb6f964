// The alignment assessment's PDF report (issue 17): what the assessments service calls on approval.
export { renderAlignmentReport } from './render-alignment-report';
export type {
  AlignmentReportInput,
  CalibrationSource,
  ReportApproval,
  ReportFilm,
  ReportPatient,
} from './report-input';
