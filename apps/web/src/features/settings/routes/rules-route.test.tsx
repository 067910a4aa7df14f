import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACTIONS, ROLE_ACTIONS, ROLE_LABELS, type TActorRole } from '@tt/contracts/permissions';
import { ACTION_LABELS, rulesTable } from '@tt/contracts/settings';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { adminInfo } from '../settings-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();
const ROLES = Object.keys(ROLE_ACTIONS) as TActorRole[];

beforeEach(() => {
  showAllTableColumns();
});

describe('/admin/settings/app/rules', () => {
  it('renders exactly the table the server enforces: every role × action cell is ROLE_ACTIONS', async () => {
    // The very object the server sends (apps/server/src/routes/api/admin-settings.ts).
    t.signIn(adminInfo, { 'GET /admin/settings/rules': ok(rulesTable()) });
    t.render('/admin/settings/app/rules');
    const table = await screen.findByRole('table', { name: 'Ролі й дозволені дії' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Правила доступу' })).toBeInTheDocument();

    const [head, ...rows] = within(table).getAllByRole('row');
    const columns = within(head!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(columns).toEqual(['Дія', ...ROLES.map((r) => ROLE_LABELS[r])]);
    expect(rows).toHaveLength(ACTIONS.length);
    rows.forEach((row, i) => {
      const action = ACTIONS[i]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(ACTION_LABELS[action]);
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((c) => c.textContent)).toEqual(
        ROLES.map((role) => (ROLE_ACTIONS[role].includes(action) ? 'Дозволено' : 'Не дозволено')),
      );
    });
    await waitFor(() => expect(document.title).toBe('Правила доступу — Телеком Тендер'));
  });

  it('lists on a phone, a card a role, exactly the actions that role grants', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/settings/rules': ok(rulesTable()) });
    t.render('/admin/settings/app/rules');
    await screen.findByRole('heading', { level: 2, name: ROLE_LABELS.admin }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const role of ROLES) {
      const card = screen.getByRole('region', { name: ROLE_LABELS[role] });
      const listed = within(card)
        .getAllByRole('listitem')
        .map((i) => i.textContent);
      expect(listed).toEqual(ACTIONS.filter((a) => ROLE_ACTIONS[role].includes(a)).map((a) => ACTION_LABELS[a]));
      expect(
        within(card).getByText(`Дозволено ${ROLE_ACTIONS[role].length} з ${ACTIONS.length} дій`),
      ).toBeInTheDocument();
    }
  });

  it('says why the table could not be loaded and offers to try again', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/rules': { status: 500, data: { error: 'Внутрішня помилка сервера', code: 'internal' } },
    });
    t.render('/admin/settings/app/rules');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити налаштування');
    expect(alert).toHaveTextContent('Внутрішня помилка сервера');
    expect(within(alert).getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });
});
