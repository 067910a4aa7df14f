import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser } from '@tt/contracts/admin';
import { adminKeys } from './admin-keys';

/** A write to a user: every administration list and card is marked stale after it. */
export function useUserMutation<I>(send: (input: I) => Promise<TAdminUser>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
