import { updateContent, type BlockContent, type ContentNode } from '@folio/layout';
import type { EditorSession } from '../collab/editor-session.ts';
import { editPage } from '../commands/page-edits.ts';
import { useEditorT } from '../editor-i18n.ts';
import { ImageUploadButton } from '../images/ImageUploadButton.tsx';
import { ChartFields } from './fields/ChartFields.tsx';
import { DiagramFields } from './diagram/DiagramFields.tsx';
import { ContentFields } from './fields/ContentFields.tsx';
import { TableFields } from './fields/TableFields.tsx';

/** What the selected block shows, edited in fields: table cells, chart data, diagram steps, addresses, labels. */
/** `accent`: the theme's colour, which a shape without a fill of its own is drawn in. */
export function BlockPanel({ session, pageId, node, accent }: { session: EditorSession; pageId: string; node: ContentNode; accent: string }) {
  const t = useEditorT();
  const change = (content: BlockContent) => editPage(session.doc, pageId, (root) => updateContent(root, node.id, content));
  const { content } = node;
  return (
    <aside className="editor-panel" aria-label={t(`kinds.${content.kind}`)} data-testid="block-panel">
      <h2>{t(`kinds.${content.kind}`)}</h2>
      {content.kind === 'image' && <ImageUploadButton session={session} blockId={node.id} />}
      {content.kind === 'table' ? (
        <TableFields table={content} change={change} />
      ) : content.kind === 'chart' ? (
        <ChartFields chart={content} change={change} />
      ) : content.kind === 'diagram' ? (
        <DiagramFields diagram={content} change={change} />
      ) : (
        <ContentFields content={content} change={change} accent={accent} />
      )}
    </aside>
  );
}
