/**
 * §5 Memory: heap bytes a parsed or compiled file keeps alive, per input
 * byte. Needs `node --expose-gc` (npm run bench passes it).
 *
 * Method: full GC, read `heapUsed` + `arrayBuffers`, build the object and keep a reference,
 * full GC, read `heapUsed` again; the difference is what the object retains.
 * The source text exists before the first reading, so it is not counted
 * (the document does keep it alive: add 1 byte per ASCII character).
 */
import { concatenatedCorpus, ORIGIN } from '../lib/corpus.mjs';
import { collectGarbage, fmt, median, note, printTable, round2 } from '../lib/measure.mjs';

/** Holds the object under measurement so the second GC cannot free it. */
const holder = { value: undefined };

/** The JS heap plus ArrayBuffer backing stores (a typed array's bytes live outside the heap: a line store's would go uncounted). */
export function heapAndBuffers() {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export function retainedBytes(make, samples) {
  const diffs = [];
  for (let i = 0; i < samples; i++) {
    holder.value = undefined;
    collectGarbage();
    const before = heapAndBuffers();
    holder.value = make();
    collectGarbage();
    diffs.push(heapAndBuffers() - before);
  }
  holder.value = undefined;
  return median(diffs);
}

export function runMemorySection({ library, robotsParser, corpus, realLargest, plan }) {
  if (typeof globalThis.gc !== 'function') {
    note('§5 Memory skipped: run node with --expose-gc (npm run bench does).');
    return { skipped: 'no --expose-gc' };
  }
  const inputs = [
    { label: '500 KiB, realistic (corpus files concatenated)', text: concatenatedCorpus(corpus.files, 500 * 1024) },
    { label: `${realLargest.name} (largest real file)`, text: realLargest.text },
  ];
  const subjects = [
    { name: 'parse()', make: (text) => library.parse(text) },
    { name: 'compile() rfc9309', make: (text) => library.compile(text, { dialect: 'rfc9309' }) },
    {
      name: "compile() rfc9309 + one agent's rule index",
      make: (text) => {
        const robots = library.compile(text, { dialect: 'rfc9309' });
        // A rule set builds its index on its 17th question (the first 16 scan its rules, see BUILD_AFTER): ask 40.
        for (let i = 0; i < 40; i++) robots.isAllowed(`${ORIGIN}/page/${i}`, 'NoSuchRobot');
        return robots;
      },
    },
    { name: 'compile() google', make: (text) => library.compile(text, { dialect: 'google' }) },
    { name: 'robots-parser', make: (text) => robotsParser(`${ORIGIN}/robots.txt`, text) },
  ];
  const rows = [];
  for (const input of inputs) {
    const bytes = Buffer.byteLength(input.text);
    const lines = library.parse(input.text).lines.length;
    for (const subject of subjects) {
      const retained = retainedBytes(() => subject.make(input.text), plan.memorySamples);
      rows.push({
        input: input.label,
        inputBytes: bytes,
        lines,
        subject: subject.name,
        retainedBytes: Math.round(retained),
        perInputByte: round2(retained / bytes),
        perLine: Math.round(retained / lines),
      });
    }
  }
  printTable(
    `§5 Memory retained (heapUsed + arrayBuffers after − before, full GCs around; median of ${plan.memorySamples} samples)`,
    ['input', 'object', 'retained', 'bytes / input byte', 'bytes / line'],
    rows.map((row) => [
      `${row.input}: ${fmt(row.inputBytes / 1e6)} MB, ${fmt(row.lines)} lines`,
      row.subject,
      `${fmt(row.retainedBytes / 1e6)} MB`,
      fmt(row.perInputByte),
      fmt(row.perLine),
    ]),
  );
  note('The source text is not counted (it exists before): the document keeps it alive too.');
  note('rfc9309 reads only the first 500 KiB of a file into its model (RFC 9309 §2.5); the document still holds every line.');
  return { samples: plan.memorySamples, rows };
}
