import { luminance, mergeMantineTheme, DEFAULT_THEME, parseThemeColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '@sagitta/domain';
import { theme } from '../../../app/theme';
import { STATUS_COLORS } from './status-badge';

const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** WCAG contrast ratio of two colours. */
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('STATUS_COLORS', () => {
  // A filled badge with autoContrast writes black on a light colour and white on a dark one.
  it.each(USER_STATUSES)(
    'gives the %s badge text that meets WCAG AA (4.5:1) on its colour',
    (status) => {
      const color = parseThemeColor({ color: STATUS_COLORS[status], theme: appTheme });
      const text = color.isLight ? appTheme.black : appTheme.white;
      expect(contrast(color.value, text)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
