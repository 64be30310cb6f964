import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep clinical blue, dark enough for white text at WCAG AA at shades 6 and above. */
const sagitta: MantineColorsTuple = [
  '#e8f1fb',
  '#cfdff3',
  '#9ebde8',
  '#6a99dc',
  '#417bd2',
  '#2968cc',
  '#1b5cb5',
  '#134c97',
  '#0d3d7c',
  '#072b5c',
];

/** Seed §9 base z-index values: modal 1100, overlay and menu 1000, tooltip 1100. */
export const theme = createTheme({
  primaryColor: 'sagitta',
  primaryShade: 7,
  colors: { sagitta },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Plain objects, not `Modal.extend(…)`: importing the components here would put them all
    // into the sign-in page's JavaScript.
    Modal: { defaultProps: { zIndex: 1100 } },
    Popover: { defaultProps: { zIndex: 1000 } },
    Tooltip: { defaultProps: { zIndex: 1100 } },
  },
});
