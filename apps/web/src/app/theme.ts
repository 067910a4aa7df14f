import {
  createTheme,
  darken,
  luminance,
  type CSSProperties,
  type CSSVariablesResolver,
  type InputProps,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
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

/** WCAG AA for normal text is 4.5:1; a little above it, so no rounding in a browser falls short. */
export const READABLE_CONTRAST = 4.6;

/** The WCAG contrast ratio of two opaque colours (`#rrggbb` or `rgba(…)`). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The first candidate readable on every background; else the last one darkened until it is. */
function firstReadable(candidates: string[], backgrounds: string[]): string {
  const readable = (colour: string) => backgrounds.every((bg) => contrastRatio(colour, bg) >= READABLE_CONTRAST);
  const found = candidates.find(readable);
  if (found) return found;
  const darkest = candidates[candidates.length - 1]!;
  for (let step = 0.05; step < 1; step += 0.05) {
    const darker = darken(darkest, step);
    if (readable(darker)) return darker;
  }
  return '#000000';
}

/**
 * The colours Mantine derives from each palette, chosen so that every use reads at WCAG AA:
 * - `ink` (`-text`, `-light-color`, `-outline`): coloured text, the text of light and subtle
 *   badges, buttons and alerts, and outline borders — on white, on the page's gray-0, and on the
 *   colour's own light backgrounds (shades 0–2);
 * - `filled`: the background of filled buttons and badges under white text.
 */
export function readableColours(theme: Pick<MantineTheme, 'colors' | 'white'>, name: string) {
  const shades = theme.colors[name]!;
  const pageBackgrounds = [theme.white, theme.colors.gray![0]];
  const ink = firstReadable([shades[7], shades[8], shades[9]], [...pageBackgrounds, shades[0], shades[1], shades[2]]);
  const filled = firstReadable([shades[8], shades[9]], [theme.white]);
  return { ink, filled, filledHover: darken(filled, 0.12) };
}

/** The lightest gray that still reads on a white field: lighter than typed text, yet 4.5:1. */
export function placeholderColour(theme: Pick<MantineTheme, 'colors' | 'white'>): string {
  return firstReadable([theme.colors.gray![6]], [theme.white]);
}

/**
 * Mantine's light-scheme colours fall short of 4.5:1 in many places: dimmed text (gray-6 is
 * 3.3:1 on white), placeholders, error messages (red-6), light badges (yellow-9 on yellow-1 is
 * 2.7:1), filled green or teal buttons under white text. Fixed here once for every palette, so no screen has to
 * pick shades of its own.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    // 8:1 on white, still lighter than the black body text.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': readableColours(resolved, 'red').ink,
    // Placeholders are drawn as text too (a date range's «Від — до»): gray-5 is 2.1:1 on white.
    '--mantine-color-placeholder': placeholderColour(resolved),
  };
  for (const name of Object.keys(resolved.colors)) {
    const { ink, filled, filledHover } = readableColours(resolved, name);
    light[`--mantine-color-${name}-text`] = ink;
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-outline`] = ink;
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = filledHover;
  }
  return { variables: {}, light, dark: {} };
};

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
    // A link must be told from the text around it without its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Paper: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    // Every text field, select, number and date input draws its box through Input.
    Input: {
      classNames: { input: 'tt-input' },
      styles: (_theme: unknown, props: InputProps) => (props.disabled ? { input: DISABLED_INPUT_STYLE } : {}),
    },
    // A plain entry, not TimePicker.extend(): the dates package stays off the sign-in screen's download.
    TimePicker: { defaultProps: timePickerDefaults },
    // Under a title Mantine draws a toast's text in gray-6 (3.3:1 on white); the text colour reads.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
});
