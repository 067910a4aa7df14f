import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-app';
import { DeadlineCountdown } from './deadline-countdown';

afterEach(() => vi.useRealTimers());

describe('DeadlineCountdown', () => {
  it('draws the last day in the theme’s readable orange, not a palette shade below 4.5:1', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    renderWithProviders(<DeadlineCountdown deadline="2026-11-23T15:00:00Z" />);
    expect(screen.getByText(/залишилось/).style.color).toBe('var(--mantine-color-orange-text)');
  });
});
