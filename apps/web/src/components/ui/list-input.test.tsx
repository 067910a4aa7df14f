import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { renderWithProviders } from '../../test/render-app';
import { ListInput } from './list-input';

function Phones({ initial = [] as string[], max }: { initial?: string[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return <ListInput label="Телефони" type="tel" value={value} onChange={setValue} max={max} />;
}

describe('ListInput', () => {
  it('shows one empty row that cannot be removed when there are no values', () => {
    renderWithProviders(<Phones />);
    expect(screen.getByRole('textbox', { name: 'Телефони, рядок 1' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Видалити рядок 1 поля «Телефони»' })).toBeDisabled();
  });

  it('adds, edits and removes rows', async () => {
    const user = setupUser();
    renderWithProviders(<Phones initial={['+380441234567']} />);
    await user.click(screen.getByRole('button', { name: 'Додати ще: Телефони' }));
    await user.type(screen.getByRole('textbox', { name: 'Телефони, рядок 2' }), '+380501112233');
    await user.click(screen.getByRole('button', { name: 'Видалити рядок 1 поля «Телефони»' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Телефони, рядок 1' })).toHaveValue('+380501112233');
  });

  it('stops adding at the maximum', () => {
    renderWithProviders(<Phones initial={['1', '2']} max={2} />);
    expect(screen.getByRole('button', { name: 'Додати ще: Телефони' })).toBeDisabled();
  });
});
