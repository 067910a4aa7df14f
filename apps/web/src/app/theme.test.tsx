import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_THEME, NumberInput, Select, TextInput } from '@mantine/core';
import { renderWithProviders } from '../test/render-app';
import { DISABLED_INPUT_STYLE } from './theme';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
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
