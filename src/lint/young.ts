/**
 * Making the objects one lint call keeps until it returns so that V8 never
 * allocates them in its old generation (issue 14, speed; docs/performance.md
 * §11, fourth pass).
 *
 * V8 records, per object or array literal in the code (an "allocation site"),
 * how many of the objects it made were still alive at a young-generation
 * collection; past a threshold it "pretenures" the site: from then on, that
 * literal is allocated directly in the old generation. A lint keeps its
 * model, findings and context alive until it returns, so on a large file most
 * of them outlive a collection and their literals were pretenured. Pretenured
 * objects die only in a full collection, and until then they keep every young
 * object they point to alive through each scavenge, which promotes those too
 * and pretenures their sites in turn: after one corpus pass nearly every
 * object of a lint call was made old (`%InYoungGeneration`, `--trace-pretenuring-statistics`),
 * and garbage collection cost more than all the checks.
 *
 * Instances of classes (`new`) and arrays made by a built-in (`slice`) carry
 * no allocation site, so they are always made young and die young. The lint
 * objects that outlive a check are therefore classes, and their lists are made
 * by {@link objectList}/{@link numberList}, never by `[]`.
 *
 * @module
 */

/** An empty list whose elements kind is that of `element` (`[]` has V8's small-integer kind until an object is pushed). */
function seedOf<T>(element: T): T[] {
  const list = [element];
  list.length = 0;
  return list;
}

// Made by a call marked pure, not by statements: a bundle that does not lint (e.g. compile + isAllowed in a browser) drops this module.
/** An empty list of object elements from the start (see `emptyObjectList` in shadowing.ts), copied by `slice`. */
const OBJECT_SEED: object[] = /* @__PURE__ */ seedOf<object>({});

/** An empty list of small integers, copied by `slice`. */
const NUMBER_SEED: number[] = /* @__PURE__ */ seedOf(0);

/** A new empty list for objects, made by a built-in (never pretenured, object elements from the start). */
export function objectList<T extends object>(): T[] {
  return OBJECT_SEED.slice() as T[];
}

/** A new empty list for integers, made by a built-in (never pretenured). */
export function numberList(): number[] {
  return NUMBER_SEED.slice();
}
