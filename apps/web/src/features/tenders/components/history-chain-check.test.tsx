import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { historyHashInput } from '@tt/contracts/history-chain';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';
import { renderWithProviders } from '../../../test/render-app';
import { HistoryChainCheck } from './history-chain-check';
import { verifyHistoryChain } from './verify-history-chain';

const TENDER = 42;

/** A chain as the server writes it (hashes computed independently of the code under test's hashing). */
function chain(specs: { action: TTenderHistoryEntry['action']; details: Record<string, unknown> }[]) {
  let prev: string | null = null;
  return specs.map(({ action, details }, i): TTenderHistoryEntry => {
    const nonce = `${i}`.repeat(32).slice(0, 32);
    const created_at = `2026-11-2${i}T08:00:00.000Z`;
    const input = historyHashInput(prev, {
      tender_id: TENDER,
      actor_id: 2,
      actor_role: 'manager',
      action,
      details,
      created_at,
      nonce,
    });
    const hash = createHash('sha256').update(input).digest('hex');
    const entry: TTenderHistoryEntry = {
      id: i + 1,
      action,
      actor: { id: 2, full_name: 'Андрій Мельник' },
      actor_role: 'manager',
      organization: null,
      details,
      created_at,
      hash,
      proof: { prev_hash: prev, actor_id: 2, details, nonce },
    };
    prev = hash;
    return entry;
  });
}

const story = () =>
  chain([
    { action: 'created', details: { number: 'ТТ-1' } },
    { action: 'published', details: { offers_deadline: '2026-12-01T15:00:00.000Z' } },
    { action: 'cancelled', details: { reason: 'Потребу знято', from_status: 'published' } },
  ]);

describe('verifyHistoryChain', () => {
  it('recomputes every hash and link of a whole chain', async () => {
    expect(await verifyHistoryChain(TENDER, story())).toEqual({ kind: 'whole', checked: 3 });
  });

  it('finds an entry whose details were changed after it was hashed', async () => {
    const entries = story();
    entries[1] = { ...entries[1]!, proof: { ...entries[1]!.proof!, details: { offers_deadline: '2026-12-09' } } };
    expect(await verifyHistoryChain(TENDER, entries)).toMatchObject({ kind: 'broken', entry: { id: 2 } });
  });

  it('finds a deleted middle entry when every entry is seen whole', async () => {
    const [first, , last] = story();
    expect(await verifyHistoryChain(TENDER, [first!, last!])).toMatchObject({ kind: 'broken', entry: { id: 3 } });
  });

  it('checks what it can when some entries are shown without their proof', async () => {
    const entries = story();
    entries[1] = { ...entries[1]!, proof: null };
    expect(await verifyHistoryChain(TENDER, entries)).toEqual({ kind: 'partial', checked: 2, total: 3 });
  });
});

describe('HistoryChainCheck', () => {
  it('is not offered when the answer carries no proofs (a provider never gets them)', () => {
    renderWithProviders(<HistoryChainCheck tenderId={TENDER} entries={story().map((e) => ({ ...e, proof: null }))} />);
    expect(screen.queryByRole('button', { name: 'Перевірити цілісність' })).not.toBeInTheDocument();
  });

  it('tells the bank user the chain is whole, or where it breaks', async () => {
    const user = setupUser();
    const { unmount } = renderWithProviders(<HistoryChainCheck tenderId={TENDER} entries={story()} />);
    await user.click(screen.getByRole('button', { name: 'Перевірити цілісність' }));
    expect(await screen.findByText(/^Ланцюжок цілий: хеші 3 записів перераховано/)).toBeInTheDocument();
    unmount();

    const tampered = story();
    tampered[2] = { ...tampered[2]!, actor_role: 'auditor' };
    renderWithProviders(<HistoryChainCheck tenderId={TENDER} entries={tampered} />);
    await user.click(screen.getByRole('button', { name: 'Перевірити цілісність' }));
    expect(await screen.findByText(/^Увага: запис «Скасовано» від .* не збігається/)).toBeInTheDocument();
  });
});
