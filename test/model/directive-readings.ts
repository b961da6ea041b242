/**
 * A document's directives read by the model walk (`scanDirective`) and by
 * every other reader (`directiveScannerOf`), compared: walk-scanner.test.ts
 * and walk-scanner.corpus.test.ts use it.
 */
import { expect } from 'vitest';
import { DIALECT_PROPERTIES, DIALECTS } from '../../src/model/dialect.ts';
import { directiveScannerOf, emptyDirectiveLine, scanDirective, type DirectiveLine } from '../../src/model/directives.ts';
import type { SyntaxDocument } from '../../src/syntax/tree.ts';

/** Every line's reading by both routes, compared. */
export function expectSameReadings(document: SyntaxDocument): void {
  for (const dialect of DIALECTS) {
    const properties = DIALECT_PROPERTIES[dialect];
    for (const latin1 of [false, true]) {
      const scan = directiveScannerOf(dialect, latin1);
      const line = document.cursor();
      for (let number = 1; number <= document.lineCount; number++) {
        line.moveTo(number);
        const viaScanner: DirectiveLine = emptyDirectiveLine();
        const viaWalk: DirectiveLine = emptyDirectiveLine();
        const scanned = scan(line, viaScanner);
        expect(scanDirective(line, properties.lenientLines, properties.allowLines, latin1, viaWalk)).toBe(scanned);
        if (scanned) expect(viaWalk).toEqual(viaScanner);
      }
    }
  }
}
