import type { TTender } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { toTender } from './presenters.ts';
import type { Viewer } from './tender-policy.ts';
import { findVisibleTender } from './tender-query.ts';

/** One tender for the card; 404 when missing or not visible to the viewer (a draft to a provider). */
export async function getTender(db: DbOrTx, { id, viewer }: { id: number; viewer: Viewer }): Promise<TTender> {
  return toTender(await findVisibleTender(db, { id, viewer }), viewer);
}
