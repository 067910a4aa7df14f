import { useState } from 'react';
import { useNavigate } from 'react-router';
import { faqPath, type TFaqArticleSummary, type TFaqSection } from '@tt/contracts/faq';
import { ArticleEditorDialog, type EditorTarget } from './article-editor-dialog';
import { DeleteArticleDialog } from './delete-article-dialog';

/**
 * The editing of articles, the same on the list and on an article: which dialog is open, and
 * where the reader goes after a save (to the saved article) or a delete (`afterDelete`).
 */
export function useArticleAdmin({ afterDelete }: { afterDelete?: () => void } = {}) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<TFaqArticleSummary | null>(null);
  return {
    create: (section?: TFaqSection) => setEditing({ kind: 'new', section }),
    edit: (a: Pick<TFaqArticleSummary, 'slug'>) => setEditing({ kind: 'edit', slug: a.slug }),
    remove: setDeleting,
    dialogs: (
      <>
        <ArticleEditorDialog
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void navigate(faqPath(saved.slug));
          }}
        />
        <DeleteArticleDialog
          article={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            afterDelete?.();
          }}
        />
      </>
    ),
  };
}
