import type { TLoginInfo } from '@tt/contracts/session';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** The name in the header comes from the login info, so it is read again after a profile change. */
export async function refreshLoginInfo(): Promise<void> {
  const res = await apiClient.get<TLoginInfo>('/account/info/login');
  startSession(res.data);
}
