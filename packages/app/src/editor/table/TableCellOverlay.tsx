import { Rect } from 'react-konva';
import { ordered, type TextSelection } from '../text/text-edits.ts';
import { useCaretBlink } from '../text/useCaretBlink.ts';
import type { CellGeometry } from './cell-geometry.ts';

const ACCENT = '#3b6cf6';

/** The cell being typed in, outlined, with its selection and caret from the renderer's glyph positions. */
export function TableCellOverlay({ geometry, text, scale }: { geometry: CellGeometry; text: TextSelection; scale: number }) {
  const { frame, carets } = geometry;
  const [from, to] = ordered(text);
  const rects = from === to ? [] : carets.selection({ paragraph: 0, offset: from }, { paragraph: 0, offset: to });
  const caret = carets.caret({ paragraph: 0, offset: text.focus });
  const shown = useCaretBlink(`${frame.row}:${frame.column}:${from}:${to}`);
  return (
    <>
      <Rect name="cell-outline" x={frame.x + 1 / scale} y={frame.y + 1 / scale} width={frame.width - 2 / scale} height={frame.height - 2 / scale} stroke={ACCENT} strokeWidth={2 / scale} listening={false} />
      {rects.map((rect, index) => (
        <Rect key={index} x={frame.textX + rect.x} y={frame.textY + rect.y} width={rect.width} height={rect.height} fill="rgba(59,108,246,0.28)" listening={false} />
      ))}
      <Rect name="caret" visible={shown} x={frame.textX + caret.x - 1 / scale} y={frame.textY + caret.top} width={2 / scale} height={caret.height} fill={ACCENT} listening={false} />
    </>
  );
}
