/**
 * The test vectors of CLINICAL.md §4 with their expected outputs, shared by the engine's tests
 * and the API's (`@sagitta/domain/alignment/clinical-vectors`). Landmarks are integer pixels,
 * patient facing +x; FH1 = (1195, 2597) and FH2 = (1205, 2603) in every case.
 */
import type { AlignmentMeasureInput } from './measure';

type Pair = readonly [number, number];
export type ClinicalCase = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';

interface Vector {
  age: number;
  spacing: number | null;
  /** S1a, S1p, L4sa, L4sp, L1sa, L1sp, C7c, T1c */
  points: readonly [Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair];
}

// prettier-ignore
const B: Vector = { age: 58, spacing: 0.5, points: [[1141, 2407], [1072, 2373], [1174, 2244], [1099, 2236], [1194, 1986], [1119, 1994], [1192, 1350], [1180, 1306]] };

// prettier-ignore
const VECTORS: Record<ClinicalCase, Vector> = {
  A: { age: 30, spacing: 0.5, points: [[1181, 2399], [1123, 2351], [1220, 2226], [1144, 2224], [1238, 1962], [1166, 1988], [1103, 1335], [1091, 1291]] },
  B,
  C: { age: 70, spacing: 0.5, points: [[1104, 2425], [1032, 2399], [1136, 2266], [1060, 2258], [1156, 2012], [1080, 2012], [1272, 1372], [1260, 1328]] },
  D: { age: 25, spacing: 0.5, points: [[1250, 2399], [1198, 2344], [1291, 2230], [1217, 2212], [1311, 1963], [1237, 1979], [1138, 1331], [1126, 1287]] },
  E: { age: 72, spacing: 0.4, points: [[1069, 2383], [977, 2364], [1108, 2191], [1013, 2181], [1130, 1891], [1041, 1856], [1352, 1073], [1337, 1018]] },
  F: { age: 40, spacing: 0.5, points: [[1191, 2402], [1145, 2342], [1236, 2227], [1160, 2218], [1253, 1957], [1183, 1987], [1055, 1332], [1043, 1288]] },
  G: { ...B, spacing: null },
  H: { age: 66, spacing: 0.25, points: [[1036, 2249], [932, 2138], [1119, 1903], [969, 1885], [1160, 1387], [1008, 1400], [1112, 114], [1088, 26]] },
  I: { age: 50, spacing: 0.3, points: [[1221, 2250], [1112, 2186], [1280, 1968], [1153, 1968], [1311, 1535], [1189, 1568], [1162, 485], [1142, 411]] },
};

/** One row of the §4 expected table; null = n/a. */
export interface ClinicalExpectation {
  PI: number;
  PT: number;
  SS: number;
  LL: number;
  L4S1: number;
  PILL: number;
  SVA: number | null;
  TPA: number;
  GT: number;
  /** PI−LL / SVA / PT grades. */
  schwab: readonly [string | null, string | null, string | null];
  /** RPV / RLL / LDI / RSA. */
  gapValues: readonly [number, number, number | null, number];
  /** RPV / RLL / LDI / RSA / age points. */
  gapPoints: readonly [number, number, number | null, number, number];
  total: number | null;
  category: 'P' | 'MD' | 'SD';
}

type Row = [
  number,
  number,
  number,
  number,
  number,
  number,
  number | null,
  number,
  number,
  string,
  ClinicalExpectation['gapValues'],
  ClinicalExpectation['gapPoints'],
  number | null,
  ClinicalExpectation['category'],
];

// prettier-ignore
const ROWS: Record<ClinicalCase, Row> = {
  A: [51.7, 12.0, 39.6, 59.5, 38.1, -7.8, -10.0, 7.3, 9.3, '0/0/0', [0.1, -1.6, 64.1, -0.4], [0, 0, 0, 0, 0], 0, 'P'],
  B: [50.2, 24.0, 26.2, 32.3, 20.1, 17.9, 60.0, 23.1, 28.7, '+/+/+', [-12.4, -27.8, 62.3, 19.6], [2, 3, 0, 3, 0], 8, 'SD'],
  C: [54.9, 35.1, 19.9, 19.9, 13.8, 35.1, 120.0, 37.8, 46.2, '++/++/++', [-21.6, -43.2, 69.7, 34.8], [3, 3, 0, 3, 1], 10, 'SD'],
  D: [40.6, -6.0, 46.6, 58.8, 32.9, -18.2, -30.0, -9.2, -10.7, '0/0/0', [13.6, 4.6, 56.0, -15.2], [1, 0, 0, 1, 0], 2, 'P'],
  E: [49.7, 38.0, 11.7, -9.8, 5.7, 59.5, 150.0, 43.0, 52.2, '++/++/++', [-26.6, -69.6, null, 43.4], [3, 3, null, 3, 1], null, 'SD'],
  F: [60.5, 8.0, 52.5, 75.7, 45.8, -15.2, -45.0, 1.2, 1.8, '0/0/0', [7.8, 9.2, 60.4, -12.3], [1, 0, 0, 1, 0], 2, 'P'],
  G: [50.2, 24.0, 26.2, 32.3, 20.1, 17.9, null, 23.1, 28.7, '+/n/a/+', [-12.4, -27.8, 62.3, 19.6], [2, 3, 0, 3, 0], 8, 'SD'],
  H: [74.8, 28.0, 46.9, 51.8, 40.0, 23.1, 45.0, 25.5, 31.5, '++/+/+', [-6.3, -23.7, 77.3, 10.6], [0, 2, 0, 1, 1], 4, 'MD'],
  I: [35.4, 5.0, 30.4, 45.6, 30.4, -10.1, 15.0, 3.5, 4.9, '0/0/0', [0.5, -5.4, 66.8, 2.9], [0, 0, 0, 0, 0], 0, 'P'],
};

export const CLINICAL_CASES = Object.keys(VECTORS) as ClinicalCase[];

/**
 * The measure request of a §4 case, as a client sends it.
 * @param name - the case's letter
 */
export function clinicalRequest(name: ClinicalCase): AlignmentMeasureInput {
  const { age, spacing, points } = VECTORS[name];
  const [S1a, S1p, L4sa, L4sp, L1sa, L1sp, C7c, T1c] = points;
  return {
    age,
    lateral: {
      pixelSpacingMm: spacing,
      points: { FH1: [1195, 2597], FH2: [1205, 2603], S1a, S1p, L4sa, L4sp, L1sa, L1sp, C7c, T1c },
    },
  };
}

/**
 * The §4 expected outputs of a case (values to 0.1 as printed).
 * @param name - the case's letter
 */
export function clinicalExpectation(name: ClinicalCase): ClinicalExpectation {
  const [PI, PT, SS, LL, L4S1, PILL, SVA, TPA, GT, schwab, gapValues, gapPoints, total, category] =
    ROWS[name];
  // '+/n/a/+': split on the slashes that do not belong to 'n/a'.
  const [pill, sva, pt] = schwab.split(/(?<!n)\//).map((grade) => (grade === 'n/a' ? null : grade));
  return {
    PI,
    PT,
    SS,
    LL,
    L4S1,
    PILL,
    SVA,
    TPA,
    GT,
    schwab: [pill ?? null, sva ?? null, pt ?? null],
    gapValues,
    gapPoints,
    total,
    category,
  };
}
