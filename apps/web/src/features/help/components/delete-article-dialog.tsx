import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFaqArticleSummary } from '@tt/contracts/faq';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useDeleteArticle } from '../api/faq-api';
import '../../../i18n/uk-help';

interface DeleteArticleDialogProps {
  article: TFaqArticleSummary | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting an article asks first: its address stops working. */
export function DeleteArticleDialog({ article, onClose, onDeleted }: DeleteArticleDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteArticle();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <AppDialog opened={article !== null} onClose={close} size="md" title={t('help.admin.deleteTitle')}>
      <Stack gap="md">
        <FormErrorAlert
          title={t('help.admin.deleteFailed')}
          message={remove.error ? errorMessage(remove.error) : null}
        />
        <Text size="sm">{t('help.admin.deleteText', { title: article?.title ?? '' })}</Text>
        <DialogActions
          onCancel={close}
          label={t('help.admin.deleteConfirm')}
          color="red"
          loading={remove.isPending}
          onConfirm={() =>
            article &&
            remove.mutate(article.id, {
              onSuccess: () => {
                remove.reset();
                showToast({ severity: 'success', summary: t('help.admin.deleted'), detail: article.title });
                onDeleted();
              },
            })
          }
        />
      </Stack>
    </AppDialog>
  );
}
