import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders, createQueryClient } from '../../app/providers';
import { renderWithProviders } from '../../test/render-app';
import { PasswordStrengthMeter, type PasswordOwner } from './password-strength-meter';

const meter = () => screen.findByRole('progressbar', { name: 'Надійність пароля' });
const show = (password: string, owner?: PasswordOwner) =>
  renderWithProviders(<PasswordStrengthMeter password={password} owner={owner} />);

describe('PasswordStrengthMeter', () => {
  it('shows nothing until there is a password', async () => {
    show('');
    // Longer than the pause before judging.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each(['Password123!', 'Qwerty123456', 'password1234'])(
    'calls the common password %s weak, in words and aria, and says why in Ukrainian',
    async (password) => {
      show(password);
      expect(await meter()).toHaveAttribute('aria-valuetext', 'Слабкий');
      expect(screen.getByText('Слабкий')).toBeVisible();
      expect(screen.getByText(/поширений пароль/)).toBeInTheDocument();
      expect(screen.getByText('Додайте ще кілька незвичних слів.')).toBeInTheDocument();
    },
  );

  it('calls a passphrase strong, with no warning', async () => {
    show('тихий ранок над морем');
    expect(await meter()).toHaveAttribute('aria-valuetext', 'Надійний');
    expect(screen.getByText('Надійний')).toBeVisible();
    expect(screen.queryByText(/легко вгадати|поширений/)).not.toBeInTheDocument();
  });

  it('never shows the verdict for the previous password while the new one waits to be judged', async () => {
    const queryClient = createQueryClient();
    const at = (password: string) => (
      <AppProviders queryClient={queryClient} env="test">
        <PasswordStrengthMeter password={password} />
      </AppProviders>
    );
    const view = render(at('тихий ранок над морем'));
    expect(await meter()).toHaveAttribute('aria-valuetext', 'Надійний');
    view.rerender(at('т'));
    // Within the pause: no word and no bar carried over from the strong passphrase.
    expect(screen.queryByText('Надійний')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await meter()).toHaveAttribute('aria-valuetext', 'Слабкий');
    view.rerender(at(''));
    expect(screen.queryByText('Слабкий')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reads out only the verdict when it changes, not the bar or the advice', async () => {
    const { container } = show('password1234');
    await meter();
    const live = container.querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveTextContent(/^Надійність пароля: Слабкий$/);
    expect(live[0]).not.toContainElement(screen.getByRole('progressbar'));
    expect(live[0]).not.toContainElement(screen.getByText('Додайте ще кілька незвичних слів.'));
  });

  it('calls a password just at the threshold medium', async () => {
    show('Testova-2026');
    expect(await meter()).toHaveAttribute('aria-valuetext', 'Середній');
  });

  it("calls a password with the owner's name weak, whatever else is in it", async () => {
    show('Коваленко-сонце-море-77', { email: 'olena@bank.ua', firstName: 'Олена', lastName: 'Коваленко' });
    expect(await meter()).toHaveAttribute('aria-valuetext', 'Слабкий');
    expect(screen.getByText('Він містить вашу електронну пошту, ім’я чи прізвище.')).toBeInTheDocument();
  });

  it('calls a varied password shorter than 12 characters weak', async () => {
    show('Xq7#vL2!pR');
    expect(await meter()).toHaveAttribute('aria-valuetext', 'Слабкий');
    expect(screen.getByText('Він коротший за 12 символів.')).toBeInTheDocument();
  });
});
