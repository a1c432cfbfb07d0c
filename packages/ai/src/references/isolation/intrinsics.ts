/**
 * The built-in objects a parser could write to (prototype pollution), and what each of their
 * properties holds. A thread compares them after every document: exceljs, for one, sets a
 * property on Object.prototype for a defined name that points into a sheet named `__proto__`.
 */
const WATCHED: readonly object[] = [
  Object, Object.prototype, Array, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype,
  Symbol.prototype, BigInt.prototype, Promise.prototype, RegExp.prototype, Error.prototype, Date.prototype, Map.prototype,
  Set.prototype, WeakMap.prototype, ArrayBuffer.prototype, Uint8Array.prototype, Object.getPrototypeOf(Uint8Array.prototype) as object,
  JSON, Math, Reflect,
];

type Snapshot = Array<[object, PropertyKey, unknown, unknown, unknown]>;

export function snapshotIntrinsics(): Snapshot {
  return WATCHED.flatMap((target) =>
    Reflect.ownKeys(target).map((key): Snapshot[number] => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key)!;
      return [target, key, descriptor.value, descriptor.get, descriptor.set];
    }),
  );
}

/** Whether any watched object gained, lost or changed a property since the snapshot. */
export function intrinsicsChanged(before: Snapshot): boolean {
  const now = snapshotIntrinsics();
  if (now.length !== before.length) return true;
  return now.some((entry, index) => entry.some((part, at) => !Object.is(part, before[index]![at])));
}
