import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Anchor, DEFAULT_THEME, mergeMantineTheme, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { renderWithProviders } from '../test/render-app';
import { cssVariablesResolver, DISABLED_INPUT_STYLE, placeholderColour, readableColours, theme } from './theme';

/** WCAG relative luminance of `#rrggbb` or `rgba(r, g, b, a)`. */
function luminance(colour: string): number {
  const full = /^#[0-9a-f]{3}$/i.test(colour) ? colour.replace(/[0-9a-f]/gi, (d) => d + d) : colour;
  const channels = full.startsWith('rgba(')
    ? full.slice(5, -1).split(',').slice(0, 3).map(Number)
    : [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `var(--mantine-color-gray-7)` → the hex of that shade. */
function shade(cssVar: string): string {
  const m = /--mantine-color-(\w+)-(\d)\)/.exec(cssVar)!;
  return DEFAULT_THEME.colors[m[1]!]![Number(m[2])]!;
}

describe('theme: disabled fields', () => {
  it('draws disabled text at WCAG AA contrast (4.5:1) on its gray background', () => {
    expect(DISABLED_INPUT_STYLE.opacity).toBe(1);
    expect(contrast(shade(DISABLED_INPUT_STYLE.color), shade(DISABLED_INPUT_STYLE.backgroundColor))).toBeGreaterThan(
      4.5,
    );
    // Still unlike an enabled field: a gray box, text lighter than the normal black.
    expect(shade(DISABLED_INPUT_STYLE.backgroundColor)).not.toBe('#ffffff');
  });

  it('applies it to disabled text, number and select fields only', () => {
    renderWithProviders(
      <>
        <TextInput label="Назва" defaultValue="Канал" disabled />
        <NumberInput label="Строк" defaultValue={12} disabled />
        <Select label="Регіон" data={['Київ']} defaultValue="Київ" disabled />
        <TextInput label="Бюджет" defaultValue="100" />
      </>,
    );
    for (const name of ['Назва', 'Строк']) {
      expect(screen.getByRole('textbox', { name })).toHaveStyle({ opacity: '1', color: DISABLED_INPUT_STYLE.color });
    }
    expect(screen.getByRole('combobox', { name: 'Регіон' })).toHaveStyle({ opacity: '1' });
    expect(screen.getByRole('textbox', { name: 'Бюджет' }).style.opacity).toBe('');
  });
});

describe('theme: every colour reads at WCAG AA', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const white = resolved.white;
  const page = resolved.colors.gray[0];

  it.each(Object.keys(resolved.colors))('%s: coloured text, light badges and alerts, filled buttons', (name) => {
    const shades = resolved.colors[name]!;
    const { ink, filled, filledHover } = readableColours(resolved, name);
    // Text, outline and light variants: on the page and on the colour's own light backgrounds.
    for (const background of [white, page, shades[0], shades[1], shades[2]]) {
      expect(contrast(ink, background)).toBeGreaterThanOrEqual(4.5);
    }
    // Filled variants carry white text, hovered or not.
    expect(contrast(filled, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(filledHover, white)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives Mantine those colours, a dimmed gray of 4.5:1 and more, and a readable error red', () => {
    const { light } = cssVariablesResolver(resolved);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(contrast(resolved.colors.gray[7], page)).toBeGreaterThanOrEqual(4.5);
    expect(light['--mantine-color-error']).toBe(readableColours(resolved, 'red').ink);
    const placeholder = light['--mantine-color-placeholder']!;
    expect(placeholder).toBe(placeholderColour(resolved));
    expect(contrast(placeholder, white)).toBeGreaterThanOrEqual(4.5);
    // Still lighter than what a person types.
    expect(contrast(placeholder, white)).toBeLessThan(contrast(resolved.colors.gray[7], white));
    for (const name of ['yellow', 'teal', 'brand']) {
      const { ink, filled } = readableColours(resolved, name);
      expect(light[`--mantine-color-${name}-light-color`]).toBe(ink);
      expect(light[`--mantine-color-${name}-text`]).toBe(ink);
      expect(light[`--mantine-color-${name}-filled`]).toBe(filled);
    }
  });

  it('is what the app renders with, and links are underlined', () => {
    renderWithProviders(
      <Text>
        Див. <Anchor href="/tenders">список тендерів</Anchor>
      </Text>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toContain(`--mantine-color-yellow-light-color: ${readableColours(resolved, 'yellow').ink}`);
    expect(screen.getByRole('link', { name: 'список тендерів' })).toHaveAttribute('data-underline', 'always');
  });
});
