import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone } from '@sagitta/domain';

export type PhoneInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'onChange'> & {
  /** The number as it now reads, masked; `form.getInputProps` fits here. */
  onChange?: (phone: string) => void;
};

/**
 * A phone number: digits only, masked as they are typed, (NNN) NNN NNNN (seed §5). The account
 * form, the access request and My Account all take a phone number this way.
 */
export function PhoneInput({ onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="numeric"
      onChange={(event) => {
        onChange?.(formatPhone(event.currentTarget.value));
      }}
    />
  );
}
