import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';
import { renderWithProviders } from '../../../test/render-app';
import { HistoryDetails } from './history-details';

const awarded = (details: Record<string, unknown>): TTenderHistoryEntry => ({
  id: 9,
  action: 'awarded',
  actor: { id: 2, full_name: 'Андрій Мельник' },
  actor_role: 'manager',
  organization: { id: 4, name: 'ПрАТ «Мережа Плюс»' },
  details,
  created_at: '2026-11-20T08:00:00.000Z',
  hash: null,
  proof: null,
});

/** The text of the row whose label reads `label`. */
const row = (label: string) => screen.getByText(`${label}:`).parentElement;

describe('HistoryDetails of an award', () => {
  it('names the requirements the winner missed, in words, and the reason given for it', () => {
    renderWithProviders(
      <HistoryDetails
        entry={awarded({
          offer_id: 78,
          organization: 'ПрАТ «Мережа Плюс»',
          reason: 'Єдиний провайдер із резервною трасою',
          unmet_requirements: ['physics', 'contract_months'],
        })}
      />,
    );
    expect(row('Переможець')).toHaveTextContent('ПрАТ «Мережа Плюс»');
    expect(row('Не відповідала вимогам тендера')).toHaveTextContent(
      'Не відповідала вимогам тендера: фізичне середовище, строк договору',
    );
    expect(row('Обґрунтування')).toHaveTextContent('Єдиний провайдер із резервною трасою');
    expect(screen.queryByText(/unmet_requirements/)).not.toBeInTheDocument();
  });

  it('says nothing of requirements for a compliant winner', () => {
    renderWithProviders(
      <HistoryDetails entry={awarded({ offer_id: 77, organization: 'ТОВ «Київ-Оптик»', reason: '' })} />,
    );
    expect(row('Переможець')).toHaveTextContent('ТОВ «Київ-Оптик»');
    expect(screen.queryByText(/вимогам/)).not.toBeInTheDocument();
  });
});
