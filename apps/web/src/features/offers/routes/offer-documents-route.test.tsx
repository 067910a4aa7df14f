import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, sessionRoutes, setUpAppTest } from '../../../test/app-test';
import {
  bankInfo,
  evaluationTender,
  makeOffer,
  offerAbilities,
  offerDocument,
  providerInfo,
  tender,
} from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

const heading = { name: 'Документи пропозиції' };
/** A submitted offer past the deadline, or as the bank reads it: nothing to change. */
const frozenSubmitted = makeOffer({
  status: 'submitted',
  submitted_at: '2026-01-09T10:00:00Z',
  abilities: offerAbilities(),
});

describe('/tenders/:tender_id/offers/:offer_id/doc', () => {
  it('lets the provider add documents before the deadline and reloads the list', async () => {
    const user = setupUser();
    const added = { ...offerDocument, id: 901, file_name: 'Ліцензія.pdf' };
    let uploaded = false;
    t.signIn(providerInfo, {
      'GET /offers/77': () => ok(makeOffer({ documents: uploaded ? [offerDocument, added] : [offerDocument] })),
      'GET /tenders/42': ok(tender),
      'POST /offers/77/documents': () => {
        uploaded = true;
        return { status: 201, data: added };
      },
    });
    t.render('/tenders/42/offers/77/doc');
    expect(await screen.findByRole('heading', heading, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Документи можна додавати й вилучати до 01\.12\.2099 17:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Технічні умови.pdf' })).toHaveAttribute('href', '/api/documents/900');
    expect(screen.getByRole('button', { name: 'Видалити «Технічні умови.pdf»' })).toBeInTheDocument();

    const file = new File(['%PDF-1.7 test'], 'Ліцензія.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Додати документи'), file);
    expect(await screen.findByRole('link', { name: 'Ліцензія.pdf' }, SLOW)).toBeInTheDocument();
    const post = t.api.calls.find((c) => c.method === 'post' && c.url === '/offers/77/documents')!;
    expect((post.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists the documents read-only after the deadline', async () => {
    t.signIn(providerInfo, {
      'GET /offers/77': ok(frozenSubmitted),
      'GET /tenders/42': ok({ ...evaluationTender, budget_monthly: undefined }),
    });
    t.render('/tenders/42/offers/77/doc');
    await screen.findByRole('heading', heading, SLOW);
    expect(screen.getByText('Документи вже не можна змінити')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Технічні умови.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Додати документи')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Видалити/ })).not.toBeInTheDocument();
  });

  it('shows the bank the list only', async () => {
    t.signIn(bankInfo, {
      'GET /offers/77': ok(frozenSubmitted),
      'GET /tenders/42': ok(evaluationTender),
    });
    t.render('/tenders/42/offers/77/doc');
    await screen.findByRole('heading', heading, SLOW);
    expect(screen.queryByLabelText('Додати документи')).not.toBeInTheDocument();
    expect(screen.queryByText('Документи вже не можна змінити')).not.toBeInTheDocument();
  });

  it('corrects an address that names another tender', async () => {
    t.signIn(providerInfo, { 'GET /offers/77': ok(makeOffer()), 'GET /tenders/42': ok(tender) });
    t.render('/tenders/5/offers/77/doc');
    await screen.findByRole('heading', heading, SLOW);
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/offers/77/doc');
  });
});

describe('/tenders/:offer_id/doc (old-style address)', () => {
  it('finds the offer’s tender and shows the same screen outside the main layout', async () => {
    t.signIn(providerInfo, { 'GET /offers/77': ok(makeOffer()), 'GET /tenders/42': ok(tender) });
    t.render('/tenders/77/doc');
    expect(await screen.findByRole('heading', heading, SLOW)).toBeInTheDocument();
    expect(screen.getByText(`ТОВ «Київ-Оптик» · ${tender.title}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Додати документи')).toBeInTheDocument();
    // No navigation frame: the main layout's menu is not there.
    expect(screen.queryByRole('navigation', { name: 'Головне меню' })).not.toBeInTheDocument();
    expect(t.api.called()).toContain('GET /offers/77');
    await waitFor(() => expect(document.title).toBe('Тендери — Телеком Тендер'));
  });

  it('asks to sign in first, keeping the address', async () => {
    t.mockApi({ ...sessionRoutes(providerInfo), 'GET /offers/77': ok(makeOffer()), 'GET /tenders/42': ok(tender) });
    t.render('/tenders/77/doc');
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/login'));
    expect(t.app.router.state.location.search).toContain(encodeURIComponent('/tenders/77/doc'));
  });
});
