import { describe, expect, test } from 'vitest';
import { DrawingOverrides, pictureOutline, sameSideCorners } from './drawing-overrides.ts';

const adj = (xml: string) => [...xml.matchAll(/<a:gd name="(\w+)" fmla="val (\d+)"\/>/g)].map(([, name, value]) => [name, Number(value)]);

describe('picture outlines', () => {
  test('a rounded picture’s corner radius is adj / 100000 of its shorter side', () => {
    const xml = pictureOutline(400, 300, 24);
    expect(xml).toContain('prst="roundRect"');
    expect(adj(xml)).toEqual([['adj', 8000]]);
  });

  test('a square picture under half its side is a circle; a wide one a pill', () => {
    expect(pictureOutline(120, 120, 60)).toBe('<a:prstGeom prst="ellipse"><a:avLst/></a:prstGeom>');
    expect(adj(pictureOutline(300, 120, 60))).toEqual([['adj', 50000]]);
  });

  test('a band rounded at its bottom only keeps square top corners', () => {
    const xml = sameSideCorners(400, 100, 0, 20);
    expect(xml).toContain('prst="round2SameRect"');
    expect(adj(xml)).toEqual([
      ['adj1', 0],
      ['adj2', 20000],
    ]);
  });
});

describe('drawing overrides', () => {
  const slide = (body: string) => ({ 'ppt/slides/slide1.xml': `<p:spTree>${body}</p:spTree>` });
  const shape = (name: string) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="${name}"></p:cNvPr></p:nvSpPr><p:spPr><a:prstGeom prst="rect"><a:avLst></a:avLst></a:prstGeom><a:solidFill><a:srgbClr val="1D1F27"/></a:solidFill><a:ln><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill></a:ln></p:spPr></p:sp>`;
  const picture = (name: string) => `<p:pic><p:nvPicPr><p:cNvPr id="3" name="${name}" descr=""></p:cNvPr></p:nvPicPr><p:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;

  test('a named shape gets its gradient in place of its fill, its outline untouched; other shapes stay as written', () => {
    const overrides = new DrawingOverrides();
    const name = overrides.name('Gradient', { fill: '<a:gradFill/>', geometry: '<a:prstGeom prst="round2SameRect"/>' });
    const files = slide(shape('Shape 1') + shape(name));
    overrides.apply(files);
    const [plain, edited] = files['ppt/slides/slide1.xml']!.split('</p:sp>') as [string, string];
    expect(plain).toContain('<a:solidFill><a:srgbClr val="1D1F27"/></a:solidFill>');
    expect(edited).toContain('<a:prstGeom prst="round2SameRect"/><a:gradFill/><a:ln><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill></a:ln>');
  });

  test('a named picture gets its outline', () => {
    const overrides = new DrawingOverrides();
    const name = overrides.name('Rounded picture', { geometry: pictureOutline(120, 120, 60) });
    const files = slide(picture('Image 1') + picture(name));
    overrides.apply(files);
    const xml = files['ppt/slides/slide1.xml']!;
    expect(xml.match(/prst="\w+"/g)).toEqual(['prst="rect"', 'prst="ellipse"']);
  });
});
