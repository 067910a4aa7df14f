import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLibraryListing,
  type TFromLibraryRequest,
  type TLibraryListQuery,
  type TLibraryListing,
} from '@tt/contracts/library';
import { apiClient } from '../../lib/api-client';
import { withoutEmpty } from '../../lib/query-params';
import { tenderKeys } from '../../lib/tenders/tender-keys';

/** Query keys of the library: every change invalidates `all` (listings and folder pickers alike). */
export const libraryKeys = {
  all: ['library'] as const,
  list: (query: TLibraryListQuery) => ['library', 'list', query] as const,
};

/** GET /api/admin/files: one folder's subfolders and a page of its files, or a search across all folders. */
async function listLibrary(query: TLibraryListQuery, signal?: AbortSignal): Promise<TLibraryListing> {
  // Every screen shows a failed listing in place, so no error toast.
  const res = await apiClient.get<unknown>('/admin/files', { params: withoutEmpty(query), signal, inlineErrors: true });
  return ZLibraryListing.parse(res.data);
}

export function useLibraryListing(query: TLibraryListQuery, enabled = true) {
  return useQuery({
    queryKey: libraryKeys.list(query),
    queryFn: ({ signal }) => listLibrary(query, signal),
    // The list keeps showing the previous page or folder while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/files/{id}/download as a blob, for a preview (the address itself answers an attachment). */
export async function fetchLibraryFile(id: number, signal?: AbortSignal): Promise<Blob> {
  const res = await apiClient.get<Blob>(`/admin/files/${id}/download`, {
    responseType: 'blob',
    signal,
    inlineErrors: true,
  });
  return res.data;
}

/** POST /api/tenders/{id}/documents/from-library: the tender gets its own copy of the file (ADR 0030). */
async function attachFromLibrary(tenderId: number, fileId: number): Promise<void> {
  const body: TFromLibraryRequest = { file_id: fileId };
  await apiClient.post(`/tenders/${tenderId}/documents/from-library`, body, { inlineErrors: true });
}

/** Attaching changes the tender's documents and its history, and the file's count of tenders. */
export function useAttachFromLibrary(tenderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => attachFromLibrary(tenderId, fileId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) });
      void client.invalidateQueries({ queryKey: tenderKeys.history(tenderId) });
      void client.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
}
