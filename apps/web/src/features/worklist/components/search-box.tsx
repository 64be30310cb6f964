import type { Ref } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  text: string;
  onChange: (text: string) => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** worklistQuery's limit for patientName and patientID: a longer search would be refused. */
const SEARCH_MAX_LENGTH = 256;

/** The worklist search box (seed §2): a clear icon while there is text; Escape clears too. */
export function SearchBox({ text, onChange, onClear, inputRef }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <div role="search" aria-label={t('worklist.search.region')}>
      <TextInput
        ref={inputRef}
        aria-label={t('worklist.search.label')}
        placeholder={t('worklist.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text === '' ? null : (
            <CloseButton size="sm" aria-label={t('worklist.search.clear')} onClick={onClear} />
          )
        }
        // The clear icon is a button of its own: clicks must reach it, not the input.
        rightSectionPointerEvents="all"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') onClear();
        }}
        w={420}
      />
    </div>
  );
}
