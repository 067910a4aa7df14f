import { createTheme, type CSSProperties, type InputProps, type MantineColorsTuple } from '@mantine/core';
import { timePickerDefaults } from '../components/ui/time-picker-defaults';

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

/**
 * Disabled fields (e.g. the frozen terms of a published tender) must stay readable. Mantine
 * draws them in gray-5 on gray-2 at 60 % opacity, about 1.6:1; this is gray-7 on gray-1
 * without the fading, 7.4:1 (WCAG AA asks 4.5:1 for text). The gray background, the lighter
 * text and the not-allowed cursor still say "cannot be changed".
 */
export const DISABLED_INPUT_STYLE = {
  opacity: 1,
  color: 'var(--mantine-color-gray-7)',
  backgroundColor: 'var(--mantine-color-gray-1)',
  borderColor: 'var(--mantine-color-gray-3)',
  // Safari paints disabled text with its own faded fill colour.
  WebkitTextFillColor: 'var(--mantine-color-gray-7)',
} satisfies CSSProperties;

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
    // Every text field, select, number and date input draws its box through Input.
    Input: {
      styles: (_theme: unknown, props: InputProps) => (props.disabled ? { input: DISABLED_INPUT_STYLE } : {}),
    },
    // A plain entry, not TimePicker.extend(): the dates package stays off the sign-in screen's download.
    TimePicker: { defaultProps: timePickerDefaults },
  },
});
