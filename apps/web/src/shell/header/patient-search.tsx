import { useEffect, useState } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fullName, type PatientSummary } from '@sagitta/domain';
import { formatCalendarDate } from '../../lib/format/date';
import { blankToNull } from '../../lib/format/text';
import { usePatientLookahead } from './use-patient-lookahead';

/** The wait after the last keystroke before asking: one call per pause, not per letter. */
export const LOOKAHEAD_DEBOUNCE_MS = 250;

/** lookaheadQuery's limit for `q`: a longer one would be refused. */
const QUERY_MAX_LENGTH = 256;

/** One patient of the suggestions: name, MRN, product id, birth date. */
function Suggestion({ patient }: { patient: PatientSummary }) {
  const { t } = useTranslation();
  const name =
    blankToNull(
      fullName({ firstName: patient.firstName ?? '', lastName: patient.familyName ?? '' }),
    ) ?? patient.productId;
  const birthDate = patient.birthDate === null ? null : formatCalendarDate(patient.birthDate);
  return (
    <div>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {[
          t('patientSearch.mrn', { mrn: patient.mrn }),
          patient.productId,
          birthDate === null ? null : t('patientSearch.born', { date: birthDate }),
        ]
          .filter((part) => part !== null)
          .join(' · ')}
      </Text>
    </div>
  );
}

/**
 * The header's patient search (type-ahead): up to 10 patients in scope as the user types; a
 * click or Enter opens the patient file. Arrow keys move through the suggestions, which a screen
 * reader follows through the combobox's active descendant.
 */
export function PatientSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), LOOKAHEAD_DEBOUNCE_MS);
  const lookahead = usePatientLookahead(query);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
    },
  });
  const patients = lookahead.data ?? [];

  // Enter goes to the first suggestion unless the user moved to another one. (`combobox` is a
  // new object every render: the suggestions alone say when to select.)
  useEffect(() => {
    if (patients.length > 0) combobox.selectFirstOption();
  }, [patients]);

  const open = (patientId: string) => {
    setText('');
    combobox.closeDropdown();
    void navigate(`/patient/details/${patientId}`);
  };

  const waiting = text.trim() !== '' && (text.trim() !== query || lookahead.isFetching);
  const empty = lookahead.isError
    ? t('patientSearch.failed')
    : waiting
      ? t('patientSearch.searching')
      : t('patientSearch.none');

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal keepMounted={false}>
      {/* withExpandedAttribute: the input is a combobox for assistive technology (role and
          aria-expanded), its active option followed through aria-activedescendant. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-autocomplete="list"
          aria-label={t('patientSearch.label')}
          placeholder={t('patientSearch.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting ? <Loader size={14} aria-hidden /> : null}
          value={text}
          maxLength={QUERY_MAX_LENGTH}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => {
            if (text.trim() !== '') combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setText('');
          }}
          w={320}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options aria-label={t('patientSearch.label')}>
          {patients.length === 0 || waiting ? (
            <Combobox.Empty>
              <Group gap="xs" justify="center">
                {empty}
              </Group>
            </Combobox.Empty>
          ) : (
            patients.map((patient) => (
              <Combobox.Option value={patient.id} key={patient.id}>
                <Suggestion patient={patient} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
