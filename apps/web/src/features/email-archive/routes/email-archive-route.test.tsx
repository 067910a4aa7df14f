import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo } from '../../../test/fixtures';
import {
  COPY_ID,
  LETTER_ID,
  adminInfo,
  auditorInfo,
  letterDetails,
  letterRow,
  page,
  tender,
} from '../email-archive-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

/** The query of the latest call to `url`. */
const lastParams = (url: string) =>
  (t.api.calls.filter((c) => c.url === url).at(-1)?.params ?? {}) as Record<string, unknown>;
const listCalls = () => t.api.calls.filter((c) => c.url === '/admin/emails').length;

const SUBJECT = 'Телеком Тендер: новий тендер T-2026-0042';

describe('/admin/history/emails, the list', () => {
  it('reads its filters and page from the address, asks the server for them and shows each letter', async () => {
    t.signIn(adminInfo, {
      'GET /admin/emails': ok(page([letterRow()], 23, 2)),
      'GET /tenders/42': ok(tender),
    });
    t.render(
      '/admin/history/emails?status=failed&template=tender_published&recipient=noc&tender=42&from=2026-11-01&to=2026-11-30&page=2',
    );
    const open = await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW);
    expect(lastParams('/admin/emails')).toEqual({
      page: 2,
      page_size: 20,
      status: 'failed',
      template: 'tender_published',
      recipient: 'noc',
      tender_id: 42,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await waitFor(() => expect(document.title).toBe('Архів листів — Телеком Тендер'));
    expect(screen.getByRole('heading', { level: 1, name: 'Архів листів' })).toBeInTheDocument();

    const row = within(open.closest('tr')!);
    // 22:30 UTC on 20 November is 00:30 the next day in Kyiv.
    expect(row.getByText('21.11.2026 00:30')).toBeInTheDocument();
    expect(row.getByText('noc@ukrnet-telecom.example.ua')).toBeInTheDocument();
    expect(row.getByText('it.kyiv@bank.example.ua')).toHaveTextContent('копія');
    expect(row.getByText('Новий тендер')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '№ T-2026-0042' })).toHaveAttribute('href', '/tenders/42');
    expect(row.getByText('Не доставлено')).toBeInTheDocument();
    expect(row.getByText('3 спроби')).toBeInTheDocument();
    const error = row.getByText(/550 5\.1\.1 Адреси noc@ukrnet-telecom\.example\.ua не існує/);
    expect(error).toHaveAttribute('title', '550 5.1.1 Адреси noc@ukrnet-telecom.example.ua не існує');

    // The filters show what the address says.
    const filters = within(screen.getByRole('region', { name: 'Фільтри листів' }));
    expect(filters.getByRole('combobox', { name: 'Стан' })).toHaveValue('Не доставлено');
    expect(filters.getByRole('combobox', { name: 'Вид листа' })).toHaveValue('Новий тендер');
    expect(filters.getByRole('textbox', { name: 'Одержувач' })).toHaveValue('noc');
    await waitFor(() =>
      expect(filters.getByRole('combobox', { name: 'Тендер' })).toHaveValue('T-2026-0042 — Інтернет для відділення №3'),
    );
    expect(filters.getByRole('button', { name: 'Від' })).toHaveTextContent('01.11.2026');
    expect(filters.getByRole('button', { name: 'До' })).toHaveTextContent('30.11.2026');
    expect(screen.getByText('21–21 з 23')).toBeInTheDocument();
  });

  it('writes a changed filter into the address and starts again from page 1; resetting clears them all', async () => {
    t.signIn(adminInfo, { 'GET /admin/emails': ok(page([letterRow()], 23, 2)) });
    const { router } = t.render('/admin/history/emails?recipient=noc&page=2');
    await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW);

    await setupUser().click(screen.getByRole('combobox', { name: 'Стан' }));
    await setupUser().click(await screen.findByRole('option', { name: 'У черзі' }));
    await waitFor(() => expect(router.state.location.search).toBe('?recipient=noc&status=queued'));
    await waitFor(() =>
      expect(lastParams('/admin/emails')).toEqual({ page: 1, page_size: 20, status: 'queued', recipient: 'noc' }),
    );

    const recipient = screen.getByRole('textbox', { name: 'Одержувач' });
    await setupUser().clear(recipient);
    await setupUser().type(recipient, 'it.kyiv');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('recipient')).toBe('it.kyiv'));
    await waitFor(() => expect(lastParams('/admin/emails')).toMatchObject({ recipient: 'it.kyiv' }));

    await setupUser().click(screen.getByRole('button', { name: 'Скинути фільтри' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastParams('/admin/emails')).toEqual({ page: 1, page_size: 20 }));
    expect(screen.getByRole('textbox', { name: 'Одержувач' })).toHaveValue('');
  });

  it('finds the tender to filter by by its number or title', async () => {
    t.signIn(adminInfo, {
      'GET /admin/emails': ok(page([letterRow()])),
      'GET /tenders': ok({
        items: [
          {
            id: 42,
            number: 'T-2026-0042',
            title: 'Інтернет для відділення №3',
            region_id: 1,
            branch_name: 'Відділення №3',
            bandwidth_mbps: 200,
            offers_deadline: '2026-12-01T15:00:00.000Z',
            status: 'published',
            offers_count: 0,
            created_at: '2026-11-19T08:00:00.000Z',
            lots_count: 1,
            lots_bandwidth_mbps: { min: 200, max: 200 },
            lots_regions_count: 1,
          },
        ],
        total: 1,
        page: 1,
        page_size: 10,
      }),
      'GET /tenders/42': ok(tender),
    });
    const { router } = t.render('/admin/history/emails');
    await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW);
    await setupUser().type(screen.getByRole('combobox', { name: 'Тендер' }), '0042');
    await waitFor(() => expect(lastParams('/tenders')).toMatchObject({ q: '0042', page_size: 10 }));
    await setupUser().click(await screen.findByRole('option', { name: 'T-2026-0042 — Інтернет для відділення №3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tender=42'));
    await waitFor(() => expect(lastParams('/admin/emails')).toMatchObject({ tender_id: 42 }));
  });

  it('pages on the server', async () => {
    t.signIn(adminInfo, { 'GET /admin/emails': ok(page([letterRow()], 45)) });
    const { router } = t.render('/admin/history/emails');
    await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW);
    await setupUser().click(screen.getByRole('button', { name: 'Сторінка 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(lastParams('/admin/emails')).toEqual({ page: 3, page_size: 20 }));
  });

  it('says when there are no letters, and offers to reset filters that found none', async () => {
    t.signIn(adminInfo, { 'GET /admin/emails': ok(page([])) });
    const { router } = t.render('/admin/history/emails?status=sending');
    expect(await screen.findByText('Змініть або скиньте фільтри.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Листів не знайдено')).toBeInTheDocument();
    // One above the list, one in its empty state.
    const resets = screen.getAllByRole('button', { name: 'Скинути фільтри' });
    expect(resets).toHaveLength(2);
    await setupUser().click(resets[1]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failed load with the reason and a retry', async () => {
    let fail = true;
    t.signIn(adminInfo, {
      'GET /admin/emails': () =>
        fail
          ? { status: 400, data: { error: 'Поле «До»: дата не може бути раніше за дату «Від»', code: 'validation' } }
          : ok(page([letterRow()])),
    });
    t.render('/admin/history/emails');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити листи');
    expect(alert).toHaveTextContent('Поле «До»: дата не може бути раніше за дату «Від»');
    fail = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` })).toBeInTheDocument();
  });

  it('shows letters as cards on a phone', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/emails': ok(page([letterRow()], 45)) });
    const { router } = t.render('/admin/history/emails');
    const open = await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(open.closest('li')!);
    expect(card.getByText('Вид листа', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Новий тендер');
    expect(card.getByText('Стан', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Не доставлено');
    await setupUser().click(screen.getByRole('button', { name: 'Сторінка 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('is where /admin/history leads', async () => {
    t.signIn(adminInfo, { 'GET /admin/emails': ok(page([letterRow()])) });
    const { router } = t.render('/admin/history');
    await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/history/emails');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Архіви' })).toHaveAttribute('aria-current', 'page');
  });

  // The manager's way to the archives leads to the tenders' one (orders-archive-route.test.tsx).
  it('tells a manager the archive is not theirs and asks nothing', async () => {
    t.signIn(bankInfo, { 'GET /admin/emails': ok(page([letterRow()])) });
    t.render('/admin/history/emails');
    expect(
      await screen.findByText('Архів листів переглядають адміністратори та аудитори банку.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Немає доступу' })).toBeInTheDocument();
    expect(listCalls()).toBe(0);
  });
});

describe('/admin/history/emails, one letter', () => {
  it('opens from its row with the headers, the HTML in an empty sandbox, the text, and its copies', async () => {
    t.signIn(adminInfo, {
      'GET /admin/emails': ok(page([letterRow()])),
      [`GET /admin/emails/${LETTER_ID}`]: ok(
        letterDetails({
          smtp_response: '250 2.0.0 OK queued as 4F2A1',
          resends: [{ id: COPY_ID, created_at: '2026-11-21T09:15:00.000Z', status: 'queued' }],
        }),
      ),
    });
    const { router } = t.render('/admin/history/emails');
    await setupUser().click(await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: SUBJECT }));
    expect(new URLSearchParams(router.state.location.search).get('letter')).toBe(LETTER_ID);

    const headers = within(dialog.getByRole('region', { name: 'Заголовки листа' }));
    expect(headers.getByText('Message-ID').nextElementSibling).toHaveTextContent(
      '<0b7e3c52@telecom-tender.example.ua>',
    );
    expect(headers.getByText('Відповідь поштового сервера').nextElementSibling).toHaveTextContent(
      '250 2.0.0 OK queued as 4F2A1',
    );
    expect(headers.getByText('Копія').nextElementSibling).toHaveTextContent('it.kyiv@bank.example.ua');
    expect(headers.getByText('Остання помилка').nextElementSibling).toHaveTextContent(
      '550 5.1.1 Адреси noc@ukrnet-telecom.example.ua не існує',
    );

    const frame = await dialog.findByTitle(`Вміст листа «${SUBJECT}» (HTML, без скриптів і переходів)`);
    expect(frame.tagName).toBe('IFRAME');
    // Empty: no scripts, no same origin, no forms, no navigation of the page.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Опубліковано <b>новий тендер</b> T-2026-0042.</p>');

    await setupUser().click(dialog.getByRole('tab', { name: 'Текст' }));
    const text = await dialog.findByText(/Дедлайн: 27\.11\.2026 17:00/);
    expect(text.tagName).toBe('PRE');
    expect(text).toHaveTextContent('Опубліковано новий тендер T-2026-0042.');
    expect(dialog.queryByTitle(/Вміст листа/)).not.toBeInTheDocument();

    const copies = within(dialog.getByRole('region', { name: 'Повторні надсилання' }));
    expect(copies.getByText('У черзі')).toBeInTheDocument();
    await setupUser().click(copies.getByRole('button', { name: 'Копія від 21.11.2026 11:15' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('letter')).toBe(COPY_ID));

    // Escape closes it, and takes the letter out of the address.
    await setupUser().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('resends after confirmation: the toast, the list read again, and the new copy shown', async () => {
    const copy = letterDetails({
      id: COPY_ID,
      created_at: '2026-11-21T09:15:00.000Z',
      status: 'queued',
      attempts: 0,
      last_error: null,
      message_id: null,
      resend_of: LETTER_ID,
      requested_by_name: 'Ірина Бондар',
    });
    const api = t.signIn(adminInfo, {
      'GET /admin/emails': ok(page([letterRow()])),
      [`GET /admin/emails/${LETTER_ID}`]: ok(letterDetails()),
      [`GET /admin/emails/${COPY_ID}`]: ok(copy),
      [`POST /admin/emails/${LETTER_ID}/resend`]: { status: 201, data: { id: COPY_ID } },
    });
    const { router } = t.render(`/admin/history/emails?letter=${LETTER_ID}`);
    const dialog = await screen.findByRole('dialog', { name: SUBJECT }, SLOW);
    const listsBefore = listCalls();

    await setupUser().click(within(dialog).getByRole('button', { name: 'Надіслати повторно' }));
    const confirm = await screen.findByRole('dialog', { name: 'Надіслати лист повторно' });
    expect(confirm).toHaveTextContent('noc@ukrnet-telecom.example.ua, it.kyiv@bank.example.ua');
    expect(api.calls.some((c) => c.method === 'post')).toBe(false);
    await setupUser().click(within(confirm).getByRole('button', { name: 'Надіслати' }));

    expect(await screen.findByText('Лист поставлено в чергу повторно')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'post' && c.url === `/admin/emails/${LETTER_ID}/resend`)).toHaveLength(
      1,
    );
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('letter')).toBe(COPY_ID));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(listsBefore));
    // Only the copy's headers name who asked for it; the original's dialog may still be closing.
    const requestedBy = await screen.findByText('Надіслав повторно');
    expect(requestedBy.nextElementSibling).toHaveTextContent('Ірина Бондар');
    const headers = within(requestedBy.closest('section')!);
    expect(headers.getByRole('heading', { name: 'Заголовки листа' })).toBeInTheDocument();
    expect(headers.getByRole('button', { name: 'Відкрити початковий лист' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Надіслати лист повторно' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a resend in its own words, and sends nothing more', async () => {
    const refusal =
      'Запрошення не надсилається повторно з архіву: його посилання одноразове. Надішліть нове запрошення на сторінці користувача в адмініструванні.';
    const invitation = letterDetails({ template: 'invitation', tender: null, subject: 'Телеком Тендер: запрошення' });
    const api = t.signIn(adminInfo, {
      'GET /admin/emails': ok(page([letterRow({ template: 'invitation', tender: null })])),
      [`GET /admin/emails/${LETTER_ID}`]: ok(invitation),
      [`POST /admin/emails/${LETTER_ID}/resend`]: { status: 409, data: { error: refusal, code: 'conflict' } },
    });
    const { router } = t.render(`/admin/history/emails?letter=${LETTER_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Телеком Тендер: запрошення' }, SLOW);
    await setupUser().click(within(dialog).getByRole('button', { name: 'Надіслати повторно' }));
    const confirm = await screen.findByRole('dialog', { name: 'Надіслати лист повторно' });
    await setupUser().click(within(confirm).getByRole('button', { name: 'Надіслати' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('Лист не надіслано повторно');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByText('Лист поставлено в чергу повторно')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('letter')).toBe(LETTER_ID);
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);

    // The refusal is final: nothing more to confirm; closing goes back to the letter.
    expect(within(confirm).queryByRole('button', { name: 'Надіслати' })).not.toBeInTheDocument();
    await setupUser().click(within(confirm).getAllByRole('button', { name: 'Закрити' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Телеком Тендер: запрошення' })).toBeInTheDocument();
  });

  it('lets the auditor read a letter but not resend it', async () => {
    t.signIn(auditorInfo, {
      'GET /admin/emails': ok(page([letterRow()])),
      [`GET /admin/emails/${LETTER_ID}`]: ok(letterDetails()),
    });
    t.render('/admin/history/emails');
    expect(await screen.findByRole('link', { name: 'Архіви' }, SLOW)).toBeInTheDocument();
    await setupUser().click(await screen.findByRole('button', { name: `Відкрити лист: ${SUBJECT}` }));
    const dialog = within(await screen.findByRole('dialog', { name: SUBJECT }));
    expect(await dialog.findByTitle(/Вміст листа/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Надіслати повторно' })).not.toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: 'Закрити' })).toHaveLength(2);
  });

  it('says so when the letter cannot be found', async () => {
    t.signIn(adminInfo, {
      'GET /admin/emails': ok(page([letterRow()])),
      [`GET /admin/emails/${LETTER_ID}`]: { status: 404, data: { error: 'Лист не знайдено', code: 'not_found' } },
    });
    t.render(`/admin/history/emails?letter=${LETTER_ID}`);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Лист не знайдено');
  });
});
