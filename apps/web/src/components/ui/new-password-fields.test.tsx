import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { useForm } from '@mantine/form';
import { renderWithProviders } from '../../test/render-app';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

const HINT = 'Щонайменше 12 символів. Найкраще — фраза з кількох незвичних слів; цифри й символи не обов’язкові.';

function Form({ side }: { side?: boolean }) {
  const form = useForm<NewPasswordValues>({ initialValues: { password: '', password_repeat: '' } });
  return <NewPasswordFields form={form} side={side} />;
}

describe('NewPasswordFields', () => {
  it.each([false, true])('describes the password input by the hint and the meter (side by side: %s)', async (side) => {
    renderWithProviders(<Form side={side} />);
    const input = screen.getByLabelText(/^Новий пароль/);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(HINT));
    await setupUser().type(input, 'password1234');
    await screen.findByRole('progressbar', { name: 'Надійність пароля' });
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Надійність пароля: Слабкий'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Додайте ще кілька незвичних слів.'));
  });

  it('keeps the meter in the description when an error appears and goes', async () => {
    function WithError() {
      const form = useForm<NewPasswordValues>({ initialValues: { password: '', password_repeat: '' } });
      return (
        <>
          <NewPasswordFields form={form} />
          <button type="button" onClick={() => form.setFieldError('password', 'Занадто простий')}>
            error
          </button>
          <button type="button" onClick={() => form.clearErrors()}>
            clear
          </button>
        </>
      );
    }
    renderWithProviders(<WithError />);
    const user = setupUser();
    const input = screen.getByLabelText(/^Новий пароль/);
    await user.type(input, 'password1234');
    await screen.findByRole('progressbar', { name: 'Надійність пароля' });
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Занадто простий.*Слабкий/));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Щонайменше.*Слабкий/));
  });

  it('side by side, puts the hint under both inputs, so neither starts lower than the other', () => {
    renderWithProviders(<Form side />);
    const password = screen.getByLabelText(/^Новий пароль/);
    const repeat = screen.getByLabelText(/^Повторіть новий пароль/);
    const hint = screen.getByText(HINT);
    expect(repeat.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(password.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
