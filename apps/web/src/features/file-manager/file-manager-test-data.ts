import { computeActions } from '@tt/contracts/permissions';
import type { TLibraryFile, TLibraryFolder, TLibraryListing } from '@tt/contracts/library';
import type { TLoginInfo } from '@tt/contracts/session';
import { bankInfo } from '../../test/fixtures';

/** Test data of the file library. */
export const adminInfo: TLoginInfo = {
  ...bankInfo,
  id: 3,
  email: 'admin@demo.ua',
  login: 'admin@demo.ua',
  roles: { admin: true },
  actions: computeActions('bank', ['admin']),
  first_name: 'Ірина',
  last_name: 'Бондар',
  full_name: 'Ірина Бондар',
};

export const folder = (over: Partial<TLibraryFolder> = {}): TLibraryFolder => ({
  id: 3,
  parent_id: null,
  name: 'Договори',
  items_count: 2,
  created_at: '2026-11-02T09:00:00.000Z',
  ...over,
});

export const libraryFile = (over: Partial<TLibraryFile> = {}): TLibraryFile => ({
  id: 11,
  folder_id: null,
  file_name: 'Типовий договір.pdf',
  content_type: 'application/pdf',
  size_bytes: 250_880,
  sha256: 'b4'.padEnd(64, '0'),
  uploaded_by: { id: 3, full_name: 'Ірина Бондар' },
  // 22:30 UTC on 20 November is 00:30 the next day in Kyiv.
  created_at: '2026-11-20T22:30:00.000Z',
  updated_at: '2026-11-20T22:30:00.000Z',
  hidden: false,
  attached_count: 0,
  path: [],
  ...over,
});

export const listing = (over: Partial<TLibraryListing> = {}): TLibraryListing => ({
  folder: null,
  path: [],
  folders: [],
  files: [],
  total: 0,
  page: 1,
  page_size: 20,
  ...over,
});
