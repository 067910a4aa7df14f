import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { bankInfo, listItem, ok, showAllTableColumns } from '../tender-test-utils';
import { setUpAppTest, showScreenWidth } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

/** Tenders of 1, 2, 5, 11, 21 and 22 lots, numbered by their count. */
const counts = [1, 2, 5, 11, 21, 22];
const page = ok({
  items: counts.map((n) =>
    listItem({ id: 100 + n, number: `ТТ-2026-0001${String(n).padStart(2, '0')}`, lots_count: n }),
  ),
  total: counts.length,
  page: 1,
  page_size: 20,
});

describe('/tenders: tenders of several lots', () => {
  it('names the number of lots, in Ukrainian plural, instead of the branch', async () => {
    t.signIn(bankInfo, { 'GET /tenders': page });
    t.render('/tenders');
    await screen.findByRole('link', { name: 'ТТ-2026-000101' }, SLOW);
    const rowText = (n: number) =>
      screen.getByRole('link', { name: `ТТ-2026-0001${String(n).padStart(2, '0')}` }).closest('tr')!.textContent;
    expect(rowText(1)).toContain('Відділення №12');
    expect(rowText(2)).toContain('2 лоти');
    expect(rowText(2)).not.toContain('Відділення №12');
    expect(rowText(5)).toContain('5 лотів');
    expect(rowText(11)).toContain('11 лотів');
    expect(rowText(21)).toContain('21 лот');
    expect(rowText(21)).not.toContain('21 лоти');
    expect(rowText(22)).toContain('22 лоти');
  });

  it('shows the span of the lots’ bandwidths and how many regions they are in, not lot 1’s', async () => {
    t.signIn(bankInfo, {
      'GET /tenders': ok({
        items: [
          listItem({ lots_count: 3, lots_bandwidth_mbps: { min: 100, max: 1000 }, lots_regions_count: 2 }),
          listItem({ id: 43, number: 'ТТ-2026-000043', lots_count: 2, lots_bandwidth_mbps: { min: 200, max: 200 } }),
        ],
        total: 2,
        page: 1,
        page_size: 20,
      }),
    });
    t.render('/tenders');
    const cells = async (number: string) => {
      const row = (await screen.findByRole('link', { name: number }, SLOW)).closest('tr')!;
      return [...row.querySelectorAll('td')].map((td) => td.textContent);
    };
    const several = await cells('ТТ-2026-000042');
    expect(several).toContain('2 регіони');
    expect(several.some((text) => /^100–1\s000$/.test(text ?? ''))).toBe(true);
    const sameBandwidth = await cells('ТТ-2026-000043');
    expect(sameBandwidth).toContain('200');
    expect(sameBandwidth).toContain('Київ');
  });

  it('does so on the phone’s cards too', async () => {
    showScreenWidth(390);
    t.signIn(bankInfo, { 'GET /tenders': page });
    t.render('/tenders');
    // On a card the title is the link.
    const links = await screen.findAllByRole('link', { name: listItem().title }, SLOW);
    const texts = links.map((link) => link.closest('li')!.textContent);
    expect(texts[0]).toContain('Відділення №12');
    expect(texts[1]).toContain('2 лоти');
    expect(texts[4]).toContain('21 лот');
    expect(texts[4]).not.toContain('21 лоти');
  });
});
