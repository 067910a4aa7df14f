import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { renderWithProviders } from '../../test/render-app';
import { AppDialog } from './app-dialog';

describe('AppDialog', () => {
  it('is named by its title, has no second page banner and a named close button', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    renderWithProviders(
      <AppDialog title="Скасування тендера" opened onClose={onClose}>
        <p>Скасування не можна відмінити.</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Скасування тендера' });
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(dialog.querySelector('header')).toHaveAttribute('role', 'none');
    await user.click(within(dialog).getByRole('button', { name: 'Закрити' }));
    expect(onClose).toHaveBeenCalled();
  });
});
