import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep bank blue: calm, trustworthy, readable on white. */
const brand: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f3',
  '#a6bfe6',
  '#759cd9',
  '#4e7fce',
  '#356cc8',
  '#2862c6',
  '#1b52af',
  '#12489d',
  '#003c8a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: { brand },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '600',
  },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 500 } },
    Paper: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
  },
});
