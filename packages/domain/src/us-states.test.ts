import { describe, expect, it } from 'vitest';
import { stateName, US_STATES } from './us-states';

describe('US states', () => {
  it('names states and territories by code, in any case', () => {
    expect(stateName('CA')).toBe('California');
    expect(stateName('nv')).toBe('Nevada');
    expect(stateName('PR')).toBe('Puerto Rico');
    expect(stateName('DC')).toBe('District of Columbia');
  });

  it('shows an unknown code as it is', () => {
    expect(stateName('ZZ')).toBe('ZZ');
  });

  it('has 50 states, DC and 6 territories, each with a two-letter upper-case code', () => {
    expect(Object.keys(US_STATES)).toHaveLength(57);
    for (const code of Object.keys(US_STATES)) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
