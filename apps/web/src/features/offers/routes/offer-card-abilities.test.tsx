import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TOfferAbilities } from '@tt/contracts/lifecycles';
import { ok, setUpAppTest } from '../../../test/app-test';
import { makeOffer, offerAbilities, providerInfo, tender } from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Дії з пропозицією' });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

async function openCard(abilities: TOfferAbilities) {
  t.signIn(providerInfo, { 'GET /offers/77': ok(makeOffer({ abilities })), 'GET /tenders/42': ok(tender) });
  t.render('/tenders/offers/77');
  await screen.findByRole('heading', { name: 'Пропозиція: ТОВ «Київ-Оптик»' }, SLOW);
}

/** The offer card shows what the server's `abilities` allow, whatever the offer's status says. */
describe('offer card: controls from the server’s abilities', () => {
  it.each<[keyof TOfferAbilities, string]>([
    ['edit', 'Редагувати'],
    ['withdraw', 'Відкликати'],
    ['submit', 'Подати пропозицію'],
  ])('shows «%s» only when the server allows it', async (ability, label) => {
    await openCard(offerAbilities(ability));
    expect(actionNames()).toEqual([label]);
    expect(screen.queryByRole('link', { name: 'Керувати документами' })).not.toBeInTheDocument();
  });

  it('links the documents screen only when the server allows changing them', async () => {
    await openCard(offerAbilities('documents'));
    expect(actionNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Керувати документами' })).toHaveAttribute(
      'href',
      '/tenders/42/offers/77/doc',
    );
  });
});
