import { schemaResolver } from '@mantine/form';
import {
  institutionInput,
  type Institution,
  type InstitutionInput,
  type Tier,
} from '@sagitta/domain';

/**
 * Validates a whole institution with the server's schema, so a form shows the same messages the
 * server would answer. Error paths are the schema's (`name`, `eosSerialNumbers.2` …), which are
 * also the forms' field paths.
 */
export const validateInstitution = schemaResolver(institutionInput, { sync: true });

/** The information form: text inputs hold strings, blank meaning "none". */
export interface InformationValues {
  name: string;
  email: string;
  address: string;
  city: string;
  /** Two-letter code; null when none is chosen. */
  state: string | null;
  zip: string;
  /** '1', '2' or '3', as the tier control holds it. */
  tier: string;
  active: boolean;
}

/** The contract and data-handling terms of an institution, yes or no, in the order shown. */
export const SYSTEM_FLAGS = [
  'contractPricing',
  'dataAgreement',
  'dataUseLimitedToServices',
  'deidentificationForStorage',
  'hasSignedBaa',
] as const;

/** The system form: contract and data-handling flags, notes and the EOS devices. */
export interface SystemValues {
  contractPricing: boolean;
  dataAgreement: boolean;
  dataUseLimitedToServices: boolean;
  deidentificationForStorage: boolean;
  hasSignedBaa: boolean;
  specialConsiderations: string;
  eosSerialNumbers: string[];
}

/** What a new institution starts from (the schema's defaults; tier 1 grants the least). */
export const NEW_INSTITUTION: InstitutionInput = {
  name: '',
  email: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  active: true,
  tier: 1,
  contractPricing: false,
  dataAgreement: false,
  dataUseLimitedToServices: false,
  deidentificationForStorage: false,
  hasSignedBaa: false,
  specialConsiderations: null,
  eosSerialNumbers: [],
};

/** An institution as the update call takes it back: every field the PUT replaces. */
export function inputOf(institution: Institution): InstitutionInput {
  return {
    name: institution.name,
    email: institution.email,
    address: institution.address,
    city: institution.city,
    state: institution.state,
    zip: institution.zip,
    active: institution.active,
    tier: institution.tier,
    contractPricing: institution.contractPricing,
    dataAgreement: institution.dataAgreement,
    dataUseLimitedToServices: institution.dataUseLimitedToServices,
    deidentificationForStorage: institution.deidentificationForStorage,
    hasSignedBaa: institution.hasSignedBaa,
    specialConsiderations: institution.specialConsiderations,
    eosSerialNumbers: [...institution.eosSerialNumbers],
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function informationValuesOf(input: InstitutionInput): InformationValues {
  return {
    name: input.name,
    email: input.email ?? '',
    address: input.address ?? '',
    city: input.city ?? '',
    state: input.state ?? null,
    zip: input.zip ?? '',
    tier: String(input.tier),
    active: input.active ?? true,
  };
}

/** The information form's fields over `base`, the rest of the institution. */
export function withInformation(
  base: InstitutionInput,
  values: InformationValues,
): InstitutionInput {
  return {
    ...base,
    name: values.name,
    email: blankToNull(values.email),
    address: blankToNull(values.address),
    city: blankToNull(values.city),
    state: values.state === null || values.state === '' ? null : values.state,
    zip: blankToNull(values.zip),
    // Anything but 1–3 is refused by the schema's tier rule.
    tier: Number(values.tier) as Tier,
    active: values.active,
  };
}

export function systemValuesOf(input: InstitutionInput): SystemValues {
  return {
    contractPricing: input.contractPricing ?? false,
    dataAgreement: input.dataAgreement ?? false,
    dataUseLimitedToServices: input.dataUseLimitedToServices ?? false,
    deidentificationForStorage: input.deidentificationForStorage ?? false,
    hasSignedBaa: input.hasSignedBaa ?? false,
    specialConsiderations: input.specialConsiderations ?? '',
    eosSerialNumbers: [...(input.eosSerialNumbers ?? [])],
  };
}

/** The system form's fields over `base`, the rest of the institution. */
export function withSystem(base: InstitutionInput, values: SystemValues): InstitutionInput {
  return {
    ...base,
    contractPricing: values.contractPricing,
    dataAgreement: values.dataAgreement,
    dataUseLimitedToServices: values.dataUseLimitedToServices,
    deidentificationForStorage: values.deidentificationForStorage,
    hasSignedBaa: values.hasSignedBaa,
    specialConsiderations: blankToNull(values.specialConsiderations),
    eosSerialNumbers: values.eosSerialNumbers.map((serial) => serial.trim()),
  };
}
