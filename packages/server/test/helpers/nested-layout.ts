import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import type { ContainerNode, LayoutNode, NodeId } from '@folio/layout';

/**
 * A slide layout `depth` levels deep counting its blocks: rows and columns alternate, each
 * beside a divider, the shape a block split again and again across takes.
 */
export function nestedLayout(depth: number): ContainerNode {
  const divider = (id: string): LayoutNode => ({ id: id as NodeId, type: 'content', content: { kind: 'divider', style: 'solid', thickness: 2 } });
  let node: ContainerNode = { id: `level${depth - 1}` as NodeId, type: 'row', children: [divider('first'), divider('second')] };
  for (let level = depth - 2; level >= 1; level -= 1) {
    node = { id: `level${level}` as NodeId, type: node.type === 'row' ? 'column' : 'row', children: [divider(`beside${level}`), node] };
  }
  return node;
}

/** How many levels a layout nests, counting its blocks; iterative, for trees of any depth. */
export function depthOf(root: LayoutNode): number {
  let deepest = 0;
  const pending: Array<[LayoutNode, number]> = [[root, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    if (node.type !== 'content') for (const child of node.children) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The update a hostile client sends to replace a page's stored layout with `layout`, encoded
 * without recursion: Yjs's own encoder recurses once per level and cannot write the trees
 * these tests need. It is the update of a small placeholder value with the placeholder's bytes
 * swapped for the tree's, which lib0 encodes the same way (`writeAny`).
 */
export function layoutUpdate(base: Y.Doc, pageIndex: number, layout: unknown): Uint8Array {
  const placeholder = 'layout placeholder 8c1d';
  const probe = new Y.Doc();
  Y.applyUpdate(probe, Y.encodeStateAsUpdate(base));
  let update: Uint8Array | undefined;
  probe.on('update', (bytes: Uint8Array) => (update = bytes));
  probe.getArray<Y.Map<unknown>>('pages').get(pageIndex).set('layout', placeholder);
  const marker = encoding.encode((encoder) => encoding.writeAny(encoder, placeholder));
  const at = Buffer.from(update!).indexOf(marker);
  const tree = encoding.encode((encoder) => writeAnyWithoutRecursion(encoder, layout));
  return new Uint8Array(Buffer.concat([update!.subarray(0, at), tree, update!.subarray(at + marker.length)]));
}

function writeAnyWithoutRecursion(encoder: encoding.Encoder, value: unknown): void {
  const pending: Array<{ key: string } | { value: unknown }> = [{ value }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if ('key' in next) {
      encoding.writeVarString(encoder, next.key);
    } else if (Array.isArray(next.value)) {
      encoding.writeUint8(encoder, 117);
      encoding.writeVarUint(encoder, next.value.length);
      for (const item of [...next.value].reverse()) pending.push({ value: item });
    } else if (typeof next.value === 'object' && next.value !== null) {
      const entries = Object.entries(next.value);
      encoding.writeUint8(encoder, 118);
      encoding.writeVarUint(encoder, entries.length);
      for (const [key, item] of entries.reverse()) pending.push({ value: item }, { key });
    } else {
      encoding.writeAny(encoder, next.value as string | number | boolean | null);
    }
  }
}

/** JSON.stringify for trees deeper than its recursion goes (V8 overflows at a few thousand levels). */
export function jsonWithoutRecursion(value: unknown): string {
  const parts: string[] = [];
  const pending: Array<{ text: string } | { value: unknown }> = [{ value }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if ('text' in next) {
      parts.push(next.text);
    } else if (Array.isArray(next.value)) {
      const items = next.value.flatMap((item, index) => (index === 0 ? [{ value: item }] : [{ text: ',' }, { value: item }]));
      pending.push({ text: ']' }, ...items.reverse(), { text: '[' });
    } else if (typeof next.value === 'object' && next.value !== null) {
      const members = Object.entries(next.value).flatMap(([key, item], index) => [...(index === 0 ? [] : [{ text: ',' }]), { text: `${JSON.stringify(key)}:` }, { value: item }]);
      pending.push({ text: '}' }, ...members.reverse(), { text: '{' });
    } else {
      parts.push(JSON.stringify(next.value));
    }
  }
  return parts.join('');
}
