import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { formatFileSize } from '../documents/document-files';
import { downloadExport, exportUrl, saveFile, type ExportFormat } from './download-export';
import '../../i18n/uk-exports';

interface ExportButtonsProps {
  /** The list's API path without the extension: `/admin/orders` answers `/admin/orders.xlsx` and `.csv`. */
  path: string;
  /** The list's filters and order exactly as the list asks for them, without its page. */
  query: object;
  /** The name to save under should the server not name the file. */
  fallbackName: (format: ExportFormat) => string;
}

const FORMATS = [
  { format: 'xlsx', label: 'exports.xlsx', icon: IconFileSpreadsheet },
  { format: 'csv', label: 'exports.csv', icon: IconFileTypeCsv },
] as const;

/** Bytes received so far; null before the first one. */
type Downloads = Partial<Record<ExportFormat, number | null>>;

/**
 * «Експорт XLSX» and «Експорт CSV» of a list: each downloads the whole filtered list as the
 * server streams it, showing the bytes received (the length is unknown until the end) with a
 * way to cancel, then saves it under the server's name. One download at a time per format.
 */
export function ExportButtons({ path, query, fallbackName }: ExportButtonsProps) {
  const { t } = useTranslation();
  const [downloads, setDownloads] = useState<Downloads>({});
  // What screen readers hear when a download ends; the toast says it to everyone else.
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef<Partial<Record<ExportFormat, AbortController>>>({});

  // Leaving the screen stops what it was downloading.
  useEffect(() => {
    const running = controllers.current;
    return () => Object.values(running).forEach((c) => c.abort());
  }, []);

  const setReceived = (format: ExportFormat, bytes: number | null | undefined) =>
    setDownloads((d) => {
      const next = { ...d };
      if (bytes === undefined) delete next[format];
      else next[format] = bytes;
      return next;
    });

  const start = async (format: ExportFormat) => {
    if (controllers.current[format]) return;
    const controller = new AbortController();
    controllers.current[format] = controller;
    setAnnouncement('');
    setReceived(format, null);
    try {
      const file = await downloadExport(exportUrl(path, format, query), {
        signal: controller.signal,
        onProgress: (bytes) => setReceived(format, bytes),
        fallbackName: fallbackName(format),
      });
      saveFile(file);
      const done = t('exports.done', { name: file.fileName });
      setAnnouncement(done);
      showToast({ severity: 'success', summary: done, detail: '' });
    } catch {
      // A refusal is shown by the download itself; a cancel is announced here.
      if (controller.signal.aborted) setAnnouncement(t('exports.cancelled', { format: format.toUpperCase() }));
    } finally {
      delete controllers.current[format];
      setReceived(format, undefined);
    }
  };

  return (
    <Stack gap="xs" align="stretch">
      <Group gap="xs" role="group" aria-label={t('exports.label')}>
        {FORMATS.map(({ format, label, icon: Icon }) => {
          const busy = format in downloads;
          return (
            <Button
              key={format}
              variant="default"
              leftSection={<Icon size={18} aria-hidden />}
              // Stays focusable while its download runs (a disabled button would drop the focus).
              aria-disabled={busy || undefined}
              data-disabled={busy || undefined}
              onClick={() => void (busy ? undefined : start(format))}
            >
              {t(label)}
            </Button>
          );
        })}
      </Group>
      {FORMATS.filter(({ format }) => format in downloads).map(({ format }) => (
        <DownloadProgress
          key={format}
          format={format.toUpperCase()}
          received={downloads[format] ?? null}
          onCancel={() => controllers.current[format]?.abort()}
        />
      ))}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

interface DownloadProgressProps {
  format: string;
  received: number | null;
  onCancel: () => void;
}

/** A running download: a moving bar (the end is unknown), the size received so far and «Скасувати». */
function DownloadProgress({ format, received, onCancel }: DownloadProgressProps) {
  const { t } = useTranslation();
  const text =
    received === null
      ? t('exports.preparing', { format })
      : t('exports.received', { format, size: formatFileSize(received) });
  return (
    <Group gap="sm" wrap="nowrap" maw={420}>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs">{text}</Text>
        <Progress.Root size="sm">
          <Progress.Section
            value={100}
            animated
            // No value: the length of a streamed file is unknown until it ends.
            withAria={false}
            role="progressbar"
            aria-label={t('exports.progress', { format })}
            aria-valuetext={text}
          />
        </Progress.Root>
      </Stack>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconX size={14} aria-hidden />}
        aria-label={t('exports.cancelLabel', { format })}
        onClick={onCancel}
      >
        {t('exports.cancel')}
      </Button>
    </Group>
  );
}
