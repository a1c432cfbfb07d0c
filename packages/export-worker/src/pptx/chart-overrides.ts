/** A legend's box in fractions of its chart's frame, as DrawingML's manual layout gives it. */
export interface LegendBand {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A slice label as the renderer wrote it: its colour, and whether the slice's name stands before its share. */
export interface SliceLabel {
  color: string;
  named: boolean;
}

/** What pptxgenjs cannot write for one chart: its legend's place, and each slice's label (null: the renderer wrote none there). */
export interface ChartEdit {
  legend?: LegendBand;
  sliceLabels?: readonly (SliceLabel | null)[];
}

/**
 * What the renderer drew of each chart and pptxgenjs leaves to the viewer, set after it has
 * written the charts. A legend's layout (pptxgenjs's note: "PPT does a great job"): LibreOffice
 * narrows a bottom legend to the plot's width, wraps it onto two rows and sets it over a pie.
 * A pie's labels: pptxgenjs gives them all one colour and shows every one, where the renderer
 * writes each in the colour readable on its slice and leaves out those its slice cannot hold.
 * addChart names the chart's frame; `apply` follows the frame's relationship to its chart part.
 */
export class ChartOverrides {
  private readonly edits = new Map<string, ChartEdit>();

  /** A name for the frame of a chart that needs `edit`. */
  name(edit: ChartEdit): string {
    const name = `Chart ${this.edits.size + 1} as drawn`;
    this.edits.set(name, edit);
    return name;
  }

  /** Edits the chart parts of `xml` in place. */
  apply(xml: Record<string, string>): void {
    if (this.edits.size === 0) return;
    for (const path of Object.keys(xml)) {
      const slide = /^ppt\/slides\/(slide\d+\.xml)$/.exec(path);
      const rels = slide && xml[`ppt/slides/_rels/${slide[1]}.rels`];
      if (!rels) continue;
      const part = xml[path]!;
      // The names a slide carries, found in one pass rather than every chart's name looked for in every slide.
      for (const found of part.matchAll(NAMED)) {
        const edit = this.edits.get(found[1]!);
        if (!edit) continue;
        const id = /<c:chart r:id="([^"]+)"/.exec(part.slice(found.index))?.[1];
        const target = id && new RegExp(`Id="${id}"[^>]*Target="(?:\\.\\./|/ppt/)charts/(chart\\d+\\.xml)"`).exec(rels)?.[1];
        const chart = target && `ppt/charts/${target}`;
        if (chart && xml[chart] !== undefined) xml[chart] = edited(xml[chart], edit);
      }
    }
  }
}

const NAMED = /\bname="(Chart \d+ as drawn)"/g;

function edited(chart: string, edit: ChartEdit): string {
  let out = chart;
  if (edit.legend) out = out.replace(/(<c:legend>\s*<c:legendPos val="\w+"\/>)/, `$1${manualLayout(edit.legend)}`);
  edit.sliceLabels?.forEach((slice, index) => {
    out = out.replace(new RegExp(`<c:dLbl>\\s*<c:idx val="${index}"/>[\\s\\S]*?</c:dLbl>`), (label) =>
      // A deleted label is its index and `delete` alone (dml-chart.xsd CT_DLbl).
      slice === null ? `<c:dLbl><c:idx val="${index}"/><c:delete val="1"/></c:dLbl>` : sliceLabel(label, slice),
    );
  });
  return out;
}

/** The label in the renderer's colour, "Name 38%" on one line where the renderer named the slice, else the share alone. */
function sliceLabel(label: string, slice: SliceLabel): string {
  const colored = label.replace(/(<a:defRPr\b[^>]*>\s*<a:solidFill>\s*<a:srgbClr val=")\w+"/, `$1${slice.color}"`);
  const named = colored.replace(/<c:showCatName val="\d"\/>/, `<c:showCatName val="${slice.named ? 1 : 0}"/>`);
  // The separator comes last but for extLst (CT_DLbl); PowerPoint's own is a line break.
  return slice.named ? named.replace(/(<c:showBubbleSize val="\d"\/>)/, '$1<c:separator> </c:separator>') : named;
}

/** The schema's order within a legend: position, entries, layout, overlay, … (dml-chart.xsd CT_Legend). */
function manualLayout(band: LegendBand): string {
  const value = (n: number) => String(Math.round(n * 10000) / 10000);
  return `<c:layout><c:manualLayout><c:xMode val="edge"/><c:yMode val="edge"/><c:x val="${value(band.x)}"/><c:y val="${value(band.y)}"/><c:w val="${value(band.w)}"/><c:h val="${value(band.h)}"/></c:manualLayout></c:layout>`;
}
