import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLibraryFilePatch, TLibraryFolderCreate, TLibraryFolderPatch } from '@tt/contracts/library';
import { apiClient } from '../../../lib/api-client';
import { libraryKeys } from '../../../components/library/library-api';

/** Every change of the library, answered in the dialog that asked for it (no error toast). */
const inline = { inlineErrors: true } as const;

/** POST /api/admin/folders. */
export const createFolder = (body: TLibraryFolderCreate) => apiClient.post('/admin/folders', body, inline);
/** PATCH /api/admin/folders/{id}: rename or move. */
export const patchFolder = ({ id, ...body }: TLibraryFolderPatch & { id: number }) =>
  apiClient.patch(`/admin/folders/${id}`, body, inline);
/** DELETE /api/admin/folders/{id}: only an empty folder (409 otherwise). */
export const deleteFolder = (id: number) => apiClient.delete(`/admin/folders/${id}`, inline);
/** PATCH /api/admin/files/{id}: rename, move, hide or show. */
export const patchFile = ({ id, ...body }: TLibraryFilePatch & { id: number }) =>
  apiClient.patch(`/admin/files/${id}`, body, inline);
/** DELETE /api/admin/files/{id}: refused with 409 while a tender document was copied from it. */
export const deleteFile = (id: number) => apiClient.delete(`/admin/files/${id}`, inline);

/** A change of the library; every listing (the screen's, the move dialog's) is read again after it. */
export function useLibraryChange<V>(change: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
