import type { Locator, Page } from '@playwright/test';

/** Reading colours off the editor's canvas, for tests that check what a person sees drawn. */
export type Rgb = [number, number, number];

/** The colour the block layer shows at the middle of an element (SlideCanvas stacks: 0 frame, 1 blocks, 2 overlays). */
export async function canvasColor(page: Page, element: Locator): Promise<Rgb> {
  const box = (await element.boundingBox())!;
  return page.evaluate(
    ({ x, y }) => {
      const konva = (window as unknown as { Konva: { stages: { container(): HTMLElement; getLayers(): { getCanvas(): { _canvas: HTMLCanvasElement; getPixelRatio(): number } }[] }[] } }).Konva;
      const stage = konva.stages[konva.stages.length - 1]!;
      const canvas = stage.getLayers()[1]!.getCanvas();
      const origin = stage.container().getBoundingClientRect();
      const ratio = canvas.getPixelRatio();
      const [r, g, b] = canvas._canvas.getContext('2d')!.getImageData(Math.round((x - origin.left) * ratio), Math.round((y - origin.top) * ratio), 1, 1).data;
      return [r!, g!, b!] as Rgb;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** Whether every channel is within `tolerance` of the expected colour. */
export function near(actual: Rgb, expected: Rgb, tolerance: number): boolean {
  return actual.every((channel, index) => Math.abs(channel - expected[index]!) <= tolerance);
}
