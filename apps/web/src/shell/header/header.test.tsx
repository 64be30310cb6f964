import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '@sagitta/domain';
import { useFetchStub } from '../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { Header } from './header';

const api = useFetchStub();

describe('Header: the patient search', () => {
  it.each<[RoleName, boolean]>([
    ['PHYSICIAN', true],
    ['CLINICAL_STAFF', true],
    ['SALES_REPRESENTATIVE', true],
    ['3DS_TECHNICIAN', false],
    ['ROD_MANUFACTURER', false],
    ['SYSTEM_ADMINISTRATOR', false],
  ])('is there for %s: %s', async (role, shown) => {
    api.stub(() => jsonResponse([]));
    const user = aUser(role);
    renderInApp(<Header user={user} crumbs={[]} />, { user });

    expect(await screen.findByRole('link', { name: 'Maria CHEN, MD' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Find a patient' }) !== null).toBe(shown);
  });
});
