import type { GlyphSource, Scene } from '@folio/renderer';
import { describe, expect, it } from 'vitest';
import { sceneToSvg } from './scene-svg.ts';

const glyphs: GlyphSource = {
  glyphPath: (_font, id) => (id === 0 ? '' : 'M0 0L500 0L500 700Z'),
  metrics: () => ({ unitsPerEm: 1000 }),
};

const scene: Scene = {
  width: 1200,
  height: 300,
  background: '#fff8ec',
  ops: [
    { op: 'rect', x: 10, y: 20, width: 100, height: 40, radius: 8, fill: '#fde6c4', stroke: { color: '#e59b1a', width: 1.5 } },
    { op: 'path', d: 'M110 40L200 40', stroke: { color: '#888', width: 1.5, cap: 'round' } },
    { op: 'begin', opacity: 0.5 },
    { op: 'glyphs', fontKey: 'inter', fontSize: 20, color: '#222', x: 30, y: 45, glyphs: [{ id: 7, x: 0, y: 0 }, { id: 0, x: 10, y: 0 }], text: 'Idea <&>', clusters: [0, 1], width: 40, rtl: false, lineRtl: false },
    { op: 'end' },
  ],
};

describe('sceneToSvg', () => {
  const svg = sceneToSvg(scene, glyphs, { x: 0, y: 10, width: 220, height: 60 }, 'Launch "plan"');

  it('crops to the view and names the drawing', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="220" height="60" viewBox="0 10 220 60" role="img">/);
    expect(svg).toContain('<title>Launch &quot;plan&quot;</title>');
  });

  it('draws boxes, lines and text outlines as the canvas does, keeping the text findable', () => {
    expect(svg).toContain('fill="#fde6c4" stroke="#e59b1a" stroke-width="1.5"/>');
    expect(svg).toContain('<path d="M110 40L200 40" fill="none" stroke="#888" stroke-width="1.5" stroke-linecap="round"/>');
    expect(svg).toContain('<g opacity="0.5">\n<g fill="#222"><title>Idea &lt;&amp;&gt;</title><path transform="matrix(0.02 0 0 -0.02 30 45)" d="M0 0L500 0L500 700Z"/></g>');
    expect(svg.match(/<g/g)).toHaveLength(svg.match(/<\/g>/g)!.length);
  });
});
