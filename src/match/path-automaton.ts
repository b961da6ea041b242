/**
 * A suffix automaton of one path: after O(path) work, whether a piece occurs
 * in the path, and where first and last, costs O(piece), whatever the path.
 *
 * A lookup that tries many wildcard rules against a long path would search
 * the path once per rule (O(rules × path): 500 KiB of `/*aaa…ab` rules
 * against an 8 KB URL holding every character they need took ~0.4 s a
 * call). Past a few searches, {@link PieceFinder} builds this automaton and
 * each further piece costs its own length.
 *
 * The automaton is the classic one (Blumer et al.; each state is a class of
 * substrings with the same end positions): states in typed arrays, the
 * path's characters numbered densely, transitions in one typed table (or,
 * for a path of many distinct characters, one `Map` keyed by small
 * integers), and each state's first and last end position.
 *
 * @module
 */

/** The suffix automaton of `text[start, end)`; positions it reports are offsets into `text`. */
export class PathAutomaton {
  private readonly start: number;
  /** The path's characters numbered 0, 1, …: ASCII by table, others by map. */
  private readonly asciiIndex = new Int32Array(128).fill(-1);
  private readonly otherIndex = new Map<number, number>();
  /** How many distinct characters the path has. */
  private readonly sigma: number;
  /** Transitions, key `state * sigma + index` → state + 1 (0: none): a table when small enough, else a map. */
  private readonly table: Int32Array | undefined;
  private readonly map: Map<number, number> | undefined;
  /** Per state: the length of its longest substring, its suffix link, its first and last end offset (exclusive, in `text`). */
  private readonly length: Int32Array;
  private readonly link: Int32Array;
  private readonly firstEnd: Int32Array;
  private readonly lastEnd: Int32Array;
  /** Per state, the codes it has transitions on (a clone copies its original's), as linked lists. */
  private readonly edgeHead: Int32Array;
  private edgeCode: Int32Array;
  private edgeNext: Int32Array;
  private edges = 0;
  private states = 1;

  constructor(text: string, start: number, end: number) {
    this.start = start;
    const capacity = 2 * (end - start) + 2;
    let sigma = 0;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code < 128) {
        if (this.asciiIndex[code] === -1) this.asciiIndex[code] = sigma++;
      } else if (!this.otherIndex.has(code)) {
        this.otherIndex.set(code, sigma++);
      }
    }
    this.sigma = Math.max(1, sigma);
    if (capacity * this.sigma <= TABLE_ENTRIES) this.table = new Int32Array(capacity * this.sigma);
    else this.map = new Map();
    this.length = new Int32Array(capacity);
    this.link = new Int32Array(capacity).fill(-1);
    this.firstEnd = new Int32Array(capacity);
    this.lastEnd = new Int32Array(capacity).fill(-1);
    this.edgeHead = new Int32Array(capacity).fill(-1);
    this.edgeCode = new Int32Array(capacity * 2);
    this.edgeNext = new Int32Array(capacity * 2);
    let last = 0;
    for (let i = start; i < end; i++) last = this.extend(last, this.indexOf(text.charCodeAt(i)), i + 1);
    this.finishLastEnds();
  }

  /** First and last end offsets of `source[from, to)` in the path, or `undefined` when it does not occur. */
  ends(source: string, from: number, to: number): { first: number; last: number } | undefined {
    let state = 0;
    for (let i = from; i < to; i++) {
      const index = this.indexOf(source.charCodeAt(i));
      if (index < 0) return undefined;
      const target = this.get(state, index);
      if (target < 0) return undefined;
      state = target;
    }
    return { first: this.firstEnd[state] as number, last: this.lastEnd[state] as number };
  }

  /** The offset of the path's start in the text. */
  get offset(): number {
    return this.start;
  }

  /** The dense number of a character, or -1 if the path lacks it. */
  private indexOf(code: number): number {
    return code < 128 ? (this.asciiIndex[code] as number) : (this.otherIndex.get(code) ?? -1);
  }

  /** The transition of `state` on character number `index`, or -1. */
  private get(state: number, index: number): number {
    const key = state * this.sigma + index;
    return this.table !== undefined ? (this.table[key] as number) - 1 : (this.map?.get(key) ?? 0) - 1;
  }

  private set(state: number, index: number, target: number): void {
    const key = state * this.sigma + index;
    if (this.table !== undefined) this.table[key] = target + 1;
    else this.map?.set(key, target + 1);
  }

  private extend(last: number, code: number, endOffset: number): number {
    const current = this.states++;
    this.length[current] = (this.length[last] as number) + 1;
    this.firstEnd[current] = endOffset;
    this.lastEnd[current] = endOffset;
    let p = last;
    while (p !== -1 && this.get(p, code) < 0) {
      this.addEdge(p, code, current);
      p = this.link[p] as number;
    }
    if (p === -1) {
      this.link[current] = 0;
      return current;
    }
    const q = this.get(p, code);
    if ((this.length[p] as number) + 1 === this.length[q]) {
      this.link[current] = q;
      return current;
    }
    const clone = this.states++;
    this.length[clone] = (this.length[p] as number) + 1;
    this.link[clone] = this.link[q] as number;
    this.firstEnd[clone] = this.firstEnd[q] as number;
    // A clone's last end is found once the automaton is complete (finishLastEnds).
    this.lastEnd[clone] = -1;
    for (let edge = this.edgeHead[q] as number; edge !== -1; edge = this.edgeNext[edge] as number) {
      const c = this.edgeCode[edge] as number;
      this.addEdge(clone, c, this.get(q, c));
    }
    while (p !== -1 && this.get(p, code) === q) {
      this.set(p, code, clone);
      p = this.link[p] as number;
    }
    this.link[q] = clone;
    this.link[current] = clone;
    return current;
  }

  private addEdge(state: number, code: number, target: number): void {
    this.set(state, code, target);
    if (this.edges === this.edgeCode.length) {
      const grow = (array: Int32Array): Int32Array => {
        const grown = new Int32Array(array.length * 2);
        grown.set(array);
        return grown;
      };
      this.edgeCode = grow(this.edgeCode);
      this.edgeNext = grow(this.edgeNext);
    }
    this.edgeCode[this.edges] = code;
    this.edgeNext[this.edges] = this.edgeHead[state] as number;
    this.edgeHead[state] = this.edges++;
  }

  /** A state's last end is the latest among the states whose suffix link chain reaches it: pushed up the links, longest first. */
  private finishLastEnds(): void {
    const states = this.states;
    // Counting sort of states by length, then each state passes its last end to its link.
    let maxLength = 0;
    for (let s = 0; s < states; s++) maxLength = Math.max(maxLength, this.length[s] as number);
    const counts = new Int32Array(maxLength + 2);
    for (let s = 0; s < states; s++) {
      const slot = (this.length[s] as number) + 1;
      counts[slot] = (counts[slot] as number) + 1;
    }
    for (let l = 1; l < counts.length; l++) counts[l] = (counts[l] as number) + (counts[l - 1] as number);
    const order = new Int32Array(states);
    for (let s = 0; s < states; s++) {
      const slot = this.length[s] as number;
      const at = counts[slot] as number;
      order[at] = s;
      counts[slot] = at + 1;
    }
    for (let k = states - 1; k > 0; k--) {
      const s = order[k] as number;
      const parent = this.link[s] as number;
      if (parent >= 0 && (this.lastEnd[s] as number) > (this.lastEnd[parent] as number)) this.lastEnd[parent] = this.lastEnd[s] as number;
    }
  }
}

/** Up to this many entries (16 MB), transitions are a typed table; beyond, a map of the ones that exist. */
const TABLE_ENTRIES = 1 << 22;
