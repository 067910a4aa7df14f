import { useEffect, useRef } from 'react';
import { Button, Group, Image, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryFileUrl, type TLibraryFile } from '@tt/contracts/library';
import { AppDialog } from '../../../components/ui/app-dialog';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { fetchLibraryFile, libraryKeys } from '../../../components/library/library-api';
import { isPdf } from './library-rows';
import '../../../i18n/uk-library';

/**
 * A PDF or an image shown in place. The download address answers an attachment, which a frame
 * would not show, so the bytes are fetched through the api client and shown from an object URL.
 */
export function PreviewDialog({ file, onClose }: { file: TLibraryFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={file !== null}
      onClose={onClose}
      size="xl"
      title={
        file ? (
          <span style={{ overflowWrap: 'anywhere' }}>{t('library.preview.title', { name: file.file_name })}</span>
        ) : (
          ''
        )
      }
    >
      {file ? <Preview file={file} /> : null}
    </AppDialog>
  );
}

function Preview({ file }: { file: TLibraryFile }) {
  const { t } = useTranslation();
  const bytes = useQuery({
    // The hash names the content: a replaced file is never shown from an old answer.
    queryKey: [...libraryKeys.all, 'preview', file.id, file.sha256],
    queryFn: ({ signal }) => fetchLibraryFile(file.id, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const frame = useObjectUrl<HTMLIFrameElement>(bytes.data, file.content_type);
  const image = useObjectUrl<HTMLImageElement>(bytes.data, file.content_type);

  return (
    <Stack gap="sm">
      {bytes.isError ? (
        <LoadFailedAlert title={t('library.preview.failed')} error={bytes.error} onRetry={() => void bytes.refetch()} />
      ) : !bytes.data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('library.preview.loading')} />
        </Group>
      ) : isPdf(file) ? (
        <iframe
          ref={frame}
          title={t('library.preview.frame', { name: file.file_name })}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <Image ref={image} alt={file.file_name} fit="contain" w="auto" maw="100%" mah="70vh" mx="auto" />
      )}
      <Group justify="flex-end">
        <Button
          component="a"
          href={libraryFileUrl(file.id)}
          download={file.file_name}
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {t('library.actions.download')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Shows the bytes in the element from an object URL of the file's own type (so the browser knows
 * how to show them); the URL is let go when the bytes or the element go.
 */
function useObjectUrl<E extends HTMLIFrameElement | HTMLImageElement>(blob: Blob | undefined, type: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!blob || !element) return;
    const url = URL.createObjectURL(blob.type === type ? blob : new Blob([blob], { type }));
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob, type]);
  return ref;
}
