import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { PhoneInput } from './phone-input';

function PhoneForm() {
  const form = useForm({ initialValues: { phone: '' } });
  return <PhoneInput label="Phone" {...form.getInputProps('phone')} />;
}

describe('PhoneInput', () => {
  it('masks the number as it is typed and accepts digits only', async () => {
    renderInApp(<PhoneForm />);
    const phone = screen.getByLabelText('Phone');

    await userEvent.type(phone, '55');
    expect(phone).toHaveValue('(55');
    await userEvent.type(phone, '5a1-2');
    expect(phone).toHaveValue('(555) 12');
    await userEvent.type(phone, '34567890');
    expect(phone).toHaveValue('(555) 123 4567');
  });

  it('offers a numeric keypad for a telephone number', () => {
    renderInApp(<PhoneForm />);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });
});
