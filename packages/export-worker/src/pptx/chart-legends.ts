import { strFromU8, strToU8 } from 'fflate';

/** A legend's box in fractions of its chart's frame, as DrawingML's manual layout gives it. */
export interface LegendBand {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where the renderer drew each chart's legend, set after pptxgenjs has written the charts:
 * pptxgenjs leaves a legend's layout to the viewer (its note: "PPT does a great job"), and
 * LibreOffice then narrows a bottom legend to the plot's width, wraps it onto two rows and
 * sets it over a pie. addChart names each such chart's frame; `apply` follows the frame's
 * relationship to its chart part and gives the legend a manual layout (ECMA-376-1 §21.2.2.95).
 */
export class ChartLegends {
  private readonly bands = new Map<string, LegendBand>();

  /** A name for the frame of a chart whose legend is `band`. */
  name(band: LegendBand): string {
    const name = `Chart with legend ${this.bands.size + 1}`;
    this.bands.set(name, band);
    return name;
  }

  /** Edits the chart parts of `files` in place. */
  apply(files: Record<string, Uint8Array>): void {
    if (this.bands.size === 0) return;
    for (const path of Object.keys(files)) {
      const slide = /^ppt\/slides\/(slide\d+\.xml)$/.exec(path);
      if (!slide) continue;
      const xml = strFromU8(files[path]!);
      const rels = files[`ppt/slides/_rels/${slide[1]}.rels`];
      for (const [name, band] of this.bands) {
        const at = xml.indexOf(`name="${name}"`);
        if (at < 0 || !rels) continue;
        const id = /<c:chart r:id="([^"]+)"/.exec(xml.slice(at))?.[1];
        const target = id && new RegExp(`Id="${id}"[^>]*Target="(?:\\.\\./|/ppt/)charts/(chart\\d+\\.xml)"`).exec(strFromU8(rels))?.[1];
        const chart = target && `ppt/charts/${target}`;
        if (!chart || !files[chart]) continue;
        files[chart] = strToU8(strFromU8(files[chart]!).replace(/(<c:legend>\s*<c:legendPos val="\w+"\/>)/, `$1${manualLayout(band)}`));
      }
    }
  }
}

/** The schema's order within a legend: position, entries, layout, overlay, … (dml-chart.xsd CT_Legend). */
function manualLayout(band: LegendBand): string {
  const value = (n: number) => String(Math.round(n * 10000) / 10000);
  return `<c:layout><c:manualLayout><c:xMode val="edge"/><c:yMode val="edge"/><c:x val="${value(band.x)}"/><c:y val="${value(band.y)}"/><c:w val="${value(band.w)}"/><c:h val="${value(band.h)}"/></c:manualLayout></c:layout>`;
}
