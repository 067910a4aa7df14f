import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TTenderAbilities } from '@tt/contracts/lifecycles';
import { setUpAppTest } from '../../../test/app-test';
import { bankInfo, cardRoutes, openTender, openTenderCard, tenderAbilities } from '../tender-test-utils';

const t = setUpAppTest(cardRoutes());

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Дії з тендером' });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

/** The card shows what the server's `abilities` allow, whatever the status and the role say. */
describe('tender card: controls from the server’s abilities', () => {
  it.each<[keyof TTenderAbilities, string]>([
    ['edit', 'Редагувати'],
    ['extend', 'Продовжити термін'],
    ['complete', 'Завершити'],
    ['unsuccessful', 'Визнати таким, що не відбувся'],
    ['cancel', 'Скасувати тендер'],
    ['publish', 'Опублікувати'],
  ])('shows «%s» only when the server allows it', async (ability, label) => {
    await openTenderCard(t, bankInfo, openTender({ abilities: tenderAbilities(ability) }));
    expect(actionNames()).toEqual([label]);
  });

  it('shows no action, no history link and read-only documents when nothing is allowed', async () => {
    await openTenderCard(t, bankInfo, openTender({ abilities: tenderAbilities() }));
    expect(actionNames()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Історія дій' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Документи' })).queryByLabelText('Додати документи')).toBeNull();
  });

  it('links the history and lets documents change when the server allows it', async () => {
    await openTenderCard(t, bankInfo, openTender({ abilities: tenderAbilities('history', 'documents') }));
    expect(screen.getByRole('link', { name: 'Історія дій' })).toHaveAttribute('href', '/tenders/42/history');
    expect(within(screen.getByRole('region', { name: 'Документи' })).getByLabelText('Додати документи')).toBeVisible();
  });
});
