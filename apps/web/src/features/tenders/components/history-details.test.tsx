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

describe('HistoryDetails of a tender of several lots', () => {
  it('names the lot of a lot’s award, the winner’s place and the reason, without raw keys', () => {
    renderWithProviders(
      <HistoryDetails
        entry={{
          ...awarded({
            lot_id: 31,
            position: 2,
            branch_name: 'Відділення №2',
            offer_id: 78,
            organization: 'ПрАТ «Мережа Плюс»',
            reason: 'Один провайдер для сусідніх відділень',
            rank: 2,
          }),
          action: 'lot_awarded',
        }}
      />,
    );
    expect(row('Лот')).toHaveTextContent('Лот 2 — Відділення №2');
    expect(row('Переможець')).toHaveTextContent('ПрАТ «Мережа Плюс»');
    expect(row('Місце в рейтингу')).toHaveTextContent('2');
    expect(row('Обґрунтування')).toHaveTextContent('Один провайдер для сусідніх відділень');
    expect(screen.queryByText(/lot_id|position|rank/)).not.toBeInTheDocument();
  });

  it('lists each lot’s outcome of the final award, a winner only where the reader may know it', async () => {
    renderWithProviders(
      <HistoryDetails
        entry={awarded({
          lots: [
            {
              position: 1,
              branch_name: 'Відділення №1',
              outcome: 'awarded',
              offer_id: 78,
              organization: 'ПрАТ «Мережа Плюс»',
            },
            { position: 2, branch_name: 'Відділення №2', outcome: 'awarded' },
            { position: 3, branch_name: 'Відділення №3', outcome: 'unsuccessful' },
          ],
        })}
      />,
    );
    screen.getByRole('button', { name: 'Показати (3)' }).click();
    expect(await screen.findByText('Лот 1 — Відділення №1: ПрАТ «Мережа Плюс»')).toBeInTheDocument();
    expect(screen.getByText('Лот 2 — Відділення №2: визначено переможця')).toBeInTheDocument();
    expect(screen.getByText('Лот 3 — Відділення №3: не відбувся')).toBeInTheDocument();
    expect(screen.queryByText(/"outcome"/)).not.toBeInTheDocument();
  });

  it('shows a technical score and the one it replaced', () => {
    renderWithProviders(
      <HistoryDetails
        entry={{
          ...awarded({ offer_id: 78, score: 80, previous_score: 60, note: 'Резервна траса' }),
          action: 'technical_scored',
        }}
      />,
    );
    expect(row('Технічна оцінка')).toHaveTextContent('80 з 100');
    expect(row('Попередня оцінка')).toHaveTextContent('60 з 100');
    expect(row('Обґрунтування')).toHaveTextContent('Резервна траса');
  });
});

describe('HistoryDetails of a changed evaluation (a new publication)', () => {
  it('shows the method and weights before and after, and the deadline moved with them, in words', () => {
    renderWithProviders(
      <HistoryDetails
        entry={{
          ...awarded({
            fields: ['evaluation', 'offers_deadline', 'description'],
            changes: {
              evaluation: {
                from: { method: 'lowest_cost', weights: null },
                to: { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } },
              },
              offers_deadline: { from: '2026-12-01T15:00:00.000Z', to: '2026-12-08T15:00:00.000Z' },
            },
          }),
          action: 'evaluation_changed',
          organization: null,
        }}
      />,
    );
    expect(row('Метод оцінки')).toHaveTextContent(
      'Метод оцінки: Найнижча загальна вартість → Зважена оцінка за критеріями: загальна вартість за строк договору 60 %, доступність за SLA 25 %, строк підключення 15 %',
    );
    expect(row('Кінцевий термін подання пропозицій')).toHaveTextContent('01.12.2026 17:00 → 08.12.2026 17:00');
    expect(row('Опис')).toHaveTextContent('змінено');
    expect(screen.queryByText(/weights|lowest_cost|changes/)).not.toBeInTheDocument();
  });
});

describe('HistoryDetails of a document', () => {
  it('names a document taken from the file library by the library’s file, without raw keys', () => {
    renderWithProviders(
      <HistoryDetails
        entry={{
          ...awarded({
            document_id: 12,
            file_name: 'Типовий договір.pdf',
            size_bytes: 2048,
            sha256: 'a'.repeat(64),
            library_file_id: 1,
          }),
          action: 'document_added',
        }}
      />,
    );
    expect(row('Документ')).toHaveTextContent('Типовий договір.pdf (2 КБ)');
    expect(row('Файл бібліотеки')).toHaveTextContent('№1');
    expect(screen.queryByText(/library_file_id|sha256/)).not.toBeInTheDocument();
  });
});
