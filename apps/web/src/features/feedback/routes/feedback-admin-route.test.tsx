import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { computeActions } from '@tt/contracts/permissions';
import type { TFeedbackMessage } from '@tt/contracts/feedback';
import type { TLoginInfo } from '@tt/contracts/session';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo } from '../../../test/fixtures';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

const asRole = (role: 'admin' | 'auditor' | 'manager'): TLoginInfo => ({
  ...bankInfo,
  roles: { [role]: true },
  actions: computeActions('bank', [role]),
});

const LETTER_ID = '0b7e3c52-4f7e-4d0a-9a53-2d1c2f0e6a11';

const message = (over: Partial<TFeedbackMessage> = {}): TFeedbackMessage => ({
  id: 12,
  name: 'Марина Гончар',
  email: 'maryna@example.ua',
  topic: 'technical',
  message: 'Не відкривається картка тендера ТТ-2026-0001.\nПомилка з’являється щоразу.',
  status: 'new',
  user: null,
  // 22:30 UTC on 20 November is 00:30 the next day in Kyiv.
  created_at: '2026-11-20T22:30:00.000Z',
  updated_at: '2026-11-20T22:30:00.000Z',
  replies: [],
  ...over,
});

const page = (items: TFeedbackMessage[], total = items.length, n = 1) => ({ items, total, page: n, page_size: 20 });

const answered = message({
  status: 'answered',
  replies: [
    {
      id: 3,
      body: 'Оновіть сторінку, будь ласка.',
      author: { id: 1, full_name: 'Ірина Бондар' },
      created_at: '2026-11-21T08:00:00.000Z',
      email_id: LETTER_ID,
      email_status: 'queued',
    },
  ],
});

const lastParams = () =>
  (t.api.calls.filter((c) => c.url === '/admin/feedback').at(-1)?.params ?? {}) as Record<string, unknown>;

describe('/admin/history/feedback', { timeout: 30_000 }, () => {
  it('reads its filters and page from the address, asks the server for them and shows each message', async () => {
    t.signIn(asRole('admin'), { 'GET /admin/feedback': ok(page([message()], 23, 2)) });
    t.render('/admin/history/feedback?status=new&topic=technical&q=картка&from=2026-11-01&to=2026-11-30&page=2');
    const open = await screen.findByRole('button', { name: 'Відкрити звернення від Марина Гончар' }, SLOW);
    expect(lastParams()).toEqual({
      page: 2,
      page_size: 20,
      status: 'new',
      topic: 'technical',
      q: 'картка',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await waitFor(() => expect(document.title).toBe('Звернення — Телеком Тендер'));
    const row = within(open.closest('tr')!);
    expect(row.getByText('21.11.2026 00:30')).toBeInTheDocument();
    expect(row.getByText('maryna@example.ua')).toBeInTheDocument();
    expect(row.getByText('Технічна проблема')).toBeInTheDocument();
    expect(row.getByText('Нове')).toBeInTheDocument();
    const filters = within(screen.getByRole('region', { name: 'Фільтри звернень' }));
    expect(filters.getByRole('combobox', { name: 'Стан' })).toHaveValue('Нове');
    expect(filters.getByRole('textbox', { name: 'Пошук' })).toHaveValue('картка');
    expect(screen.getByText('21–21 з 23')).toBeInTheDocument();

    // The tabs of the history: the letters beside the messages.
    const tabs = within(screen.getByRole('navigation', { name: 'Історія' }));
    expect(tabs.getByRole('link', { name: 'Листи' })).toHaveAttribute('href', '/admin/history/emails');
    expect(tabs.getByRole('link', { name: 'Звернення' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes a changed filter into the address from page 1; the empty list offers to reset the filters', async () => {
    t.signIn(asRole('auditor'), { 'GET /admin/feedback': ok(page([])) });
    const { router } = t.render('/admin/history/feedback?topic=other&page=3');
    expect(await screen.findByText('Звернень не знайдено', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Змініть або скиньте фільтри.')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('combobox', { name: 'Стан' }));
    await user.click(await screen.findByRole('option', { name: 'Відповідь надіслано' }));
    await waitFor(() => expect(router.state.location.search).toBe('?topic=other&status=answered'));
    await waitFor(() => expect(lastParams()).toMatchObject({ status: 'answered', topic: 'other', page: 1 }));
    await user.click(screen.getAllByRole('button', { name: 'Скинути фільтри' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failed list in place with a retry', async () => {
    t.signIn(asRole('admin'), { 'GET /admin/feedback': { status: 500, data: { error: 'Збій', code: 'internal' } } });
    t.render('/admin/history/feedback');
    expect(await screen.findByText('Не вдалося завантажити звернення', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });

  it('is refused to a bank user without feedback.view', async () => {
    t.signIn(asRole('manager'), {});
    t.render('/admin/history/feedback');
    expect(
      await screen.findByText('Звернення переглядають адміністратори та аудитори банку.', {}, SLOW),
    ).toBeInTheDocument();
    expect(t.api.called().filter((c) => c.includes('/admin/feedback'))).toEqual([]);
  });

  it('shows the messages as cards on a phone', async () => {
    showScreenWidth(390);
    t.signIn(asRole('admin'), { 'GET /admin/feedback': ok(page([message()])) });
    t.render('/admin/history/feedback');
    await screen.findByRole('button', { name: 'Відкрити звернення від Марина Гончар' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/admin/history/feedback, one message', { timeout: 30_000 }, () => {
  it('opens from the address with the whole message, the sender and the replies with their letters', async () => {
    t.signIn(asRole('admin'), {
      'GET /admin/feedback': ok(page([answered])),
      'GET /admin/feedback/12': ok(
        message({ ...answered, user: { id: 7, full_name: 'Олена Коваль', org_name: 'ТОВ «Київ-Оптик»' } }),
      ),
    });
    t.render('/admin/history/feedback?feedback=12');
    const dialog = within(await screen.findByRole('dialog', { name: 'Звернення від Марина Гончар' }, SLOW));
    expect(dialog.getByText(/Помилка з’являється щоразу/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /^maryna@/ })).toHaveAttribute('href', 'mailto:maryna@example.ua');
    expect(dialog.getByText('Олена Коваль, ТОВ «Київ-Оптик»')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Стан' })).toHaveValue('Відповідь надіслано');
    const replies = within(dialog.getByRole('region', { name: 'Відповіді' }));
    expect(replies.getByText('Оновіть сторінку, будь ласка.')).toBeInTheDocument();
    expect(replies.getByText('Ірина Бондар, 21.11.2026 10:00')).toBeInTheDocument();
    expect(replies.getByText('У черзі')).toBeInTheDocument();
    expect(replies.getByRole('link', { name: 'Відкрити лист в архіві' })).toHaveAttribute(
      'href',
      `/admin/history/emails?letter=${LETTER_ID}`,
    );
  });

  it('changes the state and sends a reply, which then shows with the message', async () => {
    let current = message();
    t.signIn(asRole('auditor'), {
      'GET /admin/feedback': () => ok(page([current])),
      'GET /admin/feedback/12': () => ok(current),
      'PATCH /admin/feedback/12': (config) => {
        current = { ...current, status: JSON.parse(config.data as string).status };
        return ok(current);
      },
      'POST /admin/feedback/12/reply': (config) => {
        current = {
          ...answered,
          replies: [{ ...answered.replies[0]!, body: JSON.parse(config.data as string).body }],
        };
        return { status: 201, data: current };
      },
    });
    t.render('/admin/history/feedback');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Відкрити звернення від Марина Гончар' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Звернення від Марина Гончар' }));
    expect(dialog.getByText('Відповідей ще немає.')).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Стан' }));
    await user.click(await screen.findByRole('option', { name: 'У роботі' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Стан' })).toHaveValue('У роботі'));
    const patch = t.api.calls.find((c) => c.method === 'patch')!;
    expect(JSON.parse(patch.data as string)).toEqual({ status: 'in_progress' });

    // An empty reply is refused by the contract's own check, without a call.
    await user.click(dialog.getByRole('button', { name: 'Надіслати відповідь' }));
    expect(await dialog.findByText('Поле «Відповідь» є обов’язковим')).toBeInTheDocument();
    expect(
      dialog.getByText('Її буде надіслано листом на maryna@example.ua разом із текстом звернення.'),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Відповідь/ }), 'Виправили, дякуємо.');
    await user.click(dialog.getByRole('button', { name: 'Надіслати відповідь' }));
    expect(await dialog.findByText('Виправили, дякуємо.')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Стан' })).toHaveValue('Відповідь надіслано');
    expect(dialog.getByRole('textbox', { name: /^Відповідь/ })).toHaveValue('');
  });
});
