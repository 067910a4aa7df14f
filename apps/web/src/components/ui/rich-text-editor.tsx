import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';
import '../../i18n/uk-tenders';

export interface DescriptionEditorProps {
  /** HTML; read once when the editor starts (remount the editor to load other content). */
  initialValue: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** id of the label element, for screen readers. */
  labelId?: string;
  invalid?: boolean;
}

/**
 * The rich-text editor (tiptap) of a tender's description and a help article. Loaded on its own
 * chunk by the forms only, so the editor does not weigh on other screens. The server sanitises
 * what it receives.
 */
export default function DescriptionEditor({
  initialValue,
  onChange,
  disabled,
  labelId,
  invalid,
}: DescriptionEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    // StarterKit 3 bundles a link extension; Mantine's own (Ctrl+K opens the link editor) replaces it.
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: initialValue,
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(labelId ? { 'aria-labelledby': labelId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <RichTextEditor
      editor={editor}
      labels={t('tenders.editor', { returnObjects: true })}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      {disabled ? null : (
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content mih={180} />
    </RichTextEditor>
  );
}
