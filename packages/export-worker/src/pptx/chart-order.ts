/**
 * The children of each chart group and series the charts use, in the order of the Office
 * Open XML chart schema (ISO/IEC 29500-1 §21.2, dml-chart.xsd). pptxgenjs 4.0.1 writes some
 * out of order or where the schema has no place for them (a line series' marker after its
 * labels, `invertIfNegative` in line and area series, a third `axId` in flat charts, no
 * `grouping` in a line chart), which PowerPoint answers by offering to repair the file.
 */
const GROUP_ORDER: Record<string, readonly string[]> = {
  barChart: ['barDir', 'grouping', 'varyColors', 'ser', 'dLbls', 'gapWidth', 'overlap', 'serLines', 'axId', 'extLst'],
  lineChart: ['grouping', 'varyColors', 'ser', 'dLbls', 'dropLines', 'hiLowLines', 'upDownBars', 'marker', 'smooth', 'axId', 'extLst'],
  areaChart: ['grouping', 'varyColors', 'ser', 'dLbls', 'dropLines', 'axId', 'extLst'],
  pieChart: ['varyColors', 'ser', 'dLbls', 'firstSliceAng', 'extLst'],
  doughnutChart: ['varyColors', 'ser', 'dLbls', 'firstSliceAng', 'holeSize', 'extLst'],
};

const SERIES_ORDER: Record<string, readonly string[]> = {
  barChart: ['idx', 'order', 'tx', 'spPr', 'invertIfNegative', 'pictureOptions', 'dPt', 'dLbls', 'trendline', 'errBars', 'cat', 'val', 'shape', 'extLst'],
  lineChart: ['idx', 'order', 'tx', 'spPr', 'marker', 'dPt', 'dLbls', 'trendline', 'errBars', 'cat', 'val', 'smooth', 'extLst'],
  areaChart: ['idx', 'order', 'tx', 'spPr', 'pictureOptions', 'dPt', 'dLbls', 'trendline', 'errBars', 'cat', 'val', 'extLst'],
  pieChart: ['idx', 'order', 'tx', 'spPr', 'explosion', 'dPt', 'dLbls', 'cat', 'val', 'extLst'],
  doughnutChart: ['idx', 'order', 'tx', 'spPr', 'explosion', 'dPt', 'dLbls', 'cat', 'val', 'extLst'],
};

/** Flat charts have exactly a category and a value axis; the third id pptxgenjs adds names a 3-D series axis that is not there. */
const FLAT_AXES = 2;

const GROUP = /<c:(barChart|lineChart|areaChart|pieChart|doughnutChart)>([\s\S]*?)<\/c:\1>/g;
/** A start, end or empty tag; attribute values may hold `>`. */
const TAG = /<(\/?)([\w:]+)(?:\s+[\w:]+\s*=\s*"[^"]*")*\s*(\/?)>/g;

/** Puts the chart groups and series of every chart part in schema order, in place. */
export function orderChartParts(xml: Record<string, string>): void {
  for (const path of Object.keys(xml)) {
    if (!/^ppt\/charts\/chart\d+\.xml$/.test(path)) continue;
    xml[path] = xml[path]!.replace(GROUP, (_group, kind: string, body: string) => `<c:${kind}>${orderGroup(kind, body)}</c:${kind}>`);
  }
}

function orderGroup(kind: string, body: string): string {
  const children = childElements(body).map((child) =>
    child.name === 'c:ser' ? { ...child, xml: `<c:ser>${inOrder(childElements(inner(child.xml)), SERIES_ORDER[kind]!).join('')}</c:ser>` } : child,
  );
  if (kind === 'lineChart' && !children.some((child) => child.name === 'c:grouping')) {
    // Required in a line chart; "standard" is what pptxgenjs means by leaving it out.
    children.unshift({ name: 'c:grouping', xml: '<c:grouping val="standard"/>' });
  }
  let axes = 0;
  const kept = children.filter((child) => child.name !== 'c:axId' || ++axes <= FLAT_AXES);
  return inOrder(kept, GROUP_ORDER[kind]!).join('');
}

/** The elements in the schema's order (stable within a name), without those the schema has no place for. */
function inOrder(children: readonly { name: string; xml: string }[], order: readonly string[]): string[] {
  const rank = (name: string) => order.indexOf(name.replace(/^c:/, ''));
  return children
    .filter((child) => rank(child.name) >= 0)
    .map((child, index) => ({ ...child, index }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index)
    .map((child) => child.xml);
}

/** The content of an element whose start tag has no attributes. */
function inner(element: string): string {
  return element.slice(element.indexOf('>') + 1, element.lastIndexOf('</'));
}

/** The top-level elements of a fragment, whitespace between them dropped. */
function childElements(fragment: string): { name: string; xml: string }[] {
  const out: { name: string; xml: string }[] = [];
  let depth = 0;
  let start = 0;
  for (const match of fragment.matchAll(TAG)) {
    const [tag, closing, name, empty] = match;
    if (closing) {
      if (--depth === 0) out.push({ name: name!, xml: fragment.slice(start, match.index + tag.length) });
    } else if (depth === 0) {
      start = match.index;
      if (empty) out.push({ name: name!, xml: tag });
      else depth = 1;
    } else if (!empty) {
      depth++;
    }
  }
  return out;
}
