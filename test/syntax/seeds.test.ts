/**
 * Every robots.txt example in the seed texts (docs/spec/seeds) and in RFC 9309
 * §5 (docs/spec/rfc9309.md), as the files in `examples/`, with the tree
 * each must parse to. `examples/README.md` says where each file comes from
 * and what was repaired.
 *
 * Provenance is tested too: a file kept as scraped must occur verbatim in its
 * source; a reconstructed file must hold the source's words in the source's
 * order once line breaks are ignored, except for the lines we restored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.ts';
import { blank, comment, describeLines, directive, type ExpectedLine } from '../helpers/expected-tree.ts';
import { assertLossless } from '../helpers/lossless.ts';
import { repoPath } from '../helpers/paths.ts';

const S0 = 'docs/spec/seeds/000_03078a2b3c527d42.txt'; // the 1994 standard (English copy)
const S1 = 'docs/spec/seeds/001_78c1fadb55b19fc6.txt'; // Spanish paraphrase of 1994
const S2 = 'docs/spec/seeds/002_6270c60d7a021faa.txt'; // Korean notes on HTTP: The Definitive Guide
const S3 = 'docs/spec/seeds/003_eb321f428e92f254.txt'; // Robots FAQ; Kollar examples; Russian 1994 translation
const S4 = 'docs/spec/seeds/004_a01ce44533963aa7.txt'; // Russian machine translation of 1994
const RFC = 'docs/spec/rfc9309.md';

interface Example {
  /** File name in `examples/`. */
  readonly file: string;
  /** The shared file it was taken from. */
  readonly source: string;
  /**
   * `verbatim`: the file's text occurs in the source exactly.
   * `reflowed`: the source lost line breaks or has extra blank lines; the
   * file's lines, whitespace-normalised, occur in it in order.
   */
  readonly provenance: 'verbatim' | 'reflowed';
  /** 1-based numbers of lines the scrape lost and we put back (see examples/README.md). */
  readonly restoredLines?: readonly number[];
  readonly lines: readonly ExpectedLine[];
}

const cyberworldHeader = comment('# robots.txt for http://www.example.com/');
const siteHeader = comment('# robots.txt for http://www.site.com');

const examples: readonly Example[] = [
  {
    file: '1994-cyberworld.txt',
    source: S0,
    provenance: 'reflowed',
    lines: [
      cyberworldHeader,
      blank(),
      directive('User-agent', '*'),
      directive('Disallow', '/cyberworld/map/', '# This is an infinite virtual URL space'),
      directive('Disallow', '/tmp/', '# these will soon disappear'),
      directive('Disallow', '/foo.html'),
    ],
  },
  {
    file: '1994-cybermapper.txt',
    source: S0,
    provenance: 'reflowed',
    lines: [
      cyberworldHeader,
      blank(),
      directive('User-agent', '*'),
      directive('Disallow', '/cyberworld/map/', '# This is an infinite virtual URL space'),
      blank(),
      comment('# Cybermapper knows where to go.'),
      directive('User-agent', 'cybermapper'),
      directive('Disallow'),
    ],
  },
  {
    file: '1994-go-away.txt',
    source: S0,
    provenance: 'reflowed',
    lines: [comment('# go away'), directive('User-agent', '*'), directive('Disallow', '/')],
  },
  {
    file: 'es-1994-cybermapper.txt',
    source: S1,
    provenance: 'reflowed',
    lines: [
      comment('# robots.txt para http://www.ejemplo.com/'),
      blank(),
      directive('User-agent', '*'),
      directive('Disallow', '/cyberworld/map/', '# Es un espacio virtual infinito'),
      blank(),
      comment('# Cybermapper sabe a donde ir.'),
      directive('User-agent', 'cybermapper'),
      directive('Disallow'),
    ],
  },
  {
    file: 'es-1994-go-away.txt',
    source: S1,
    provenance: 'reflowed', // the seed ends without a final line break
    lines: [comment('# déjenme en paz'), directive('User-agent', '*'), directive('Disallow', '/')],
  },
  {
    file: 'faq-go-away.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [directive('User-agent', '*'), directive('Disallow', '/')],
  },
  {
    file: 'faq-webcrawler-lycra.txt',
    source: S3,
    provenance: 'reflowed',
    restoredLines: [5],
    lines: [
      comment('# /robots.txt file for http://webcrawler.com/'),
      comment('# mail webmaster@webcrawler.com for constructive criticism'),
      blank(),
      directive('User-agent', 'webcrawler'),
      directive('Disallow'),
      blank(),
      directive('User-agent', 'lycra'),
      directive('Disallow', '/'),
      blank(),
      directive('User-agent', '*'),
      directive('Disallow', '/tmp'),
      directive('Disallow', '/logs'),
    ],
  },
  {
    file: 'faq-webcrawler-lycra.as-scraped.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [
      comment('# /robots.txt file for http://webcrawler.com/'),
      comment('# mail webmaster@webcrawler.com for constructive criticism'),
      blank(),
      directive('User-agent', 'webcrawler'),
      blank(),
      directive('User-agent', 'lycra'),
      directive('Disallow', '/'),
      blank(),
      directive('User-agent', '*'),
      directive('Disallow', '/tmp'),
      directive('Disallow', '/logs'),
    ],
  },
  {
    file: 'kollar-example-1.txt',
    source: S3,
    provenance: 'reflowed',
    lines: [
      directive('User-Agent', '*'),
      directive('Disallow', '/'),
      blank(),
      directive('User-Agent', 'Lycos'),
      // One value with an inner space in every dialect, not two paths.
      directive('Disallow', '/cgi-bin/ /tmp/'),
    ],
  },
  {
    file: 'kollar-example-1.as-scraped.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [
      directive('User-Agent', '*'),
      blank(),
      directive('Disallow', '/'),
      blank(),
      directive('User-Agent', 'Lycos'),
      blank(),
      directive('Disallow', '/cgi-bin/ /tmp/'),
    ],
  },
  {
    file: 'kollar-example-2.txt',
    source: S3,
    provenance: 'reflowed',
    lines: [directive('User-Agent', 'Copernicus Fred'), blank(), directive('User-Agent', '* Rex'), directive('Disallow', '/t')],
  },
  {
    file: 'kollar-example-2.as-scraped.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [directive('User-Agent', 'Copernicus Fred'), blank(), blank(), directive('User-Agent', '* Rex'), blank(), directive('Disallow', '/t')],
  },
  {
    file: 'kollar-example-3.txt',
    source: S3,
    provenance: 'reflowed',
    lines: [
      comment('# This is for every spider!'),
      directive('User-Agent', '*'),
      comment('# stay away from this'),
      directive('Disallow', '/spiders/not/here/', '#and everything in it'),
      directive('Disallow', '', '# a little nothing'),
      directive('Disallow', '', '#This could be habit forming!'),
      comment("# Don't comments make code much more readable!!!"),
    ],
  },
  {
    file: 'kollar-example-3.as-scraped.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [
      comment('# This is for every spider!'),
      blank(),
      directive('User-Agent', '*'),
      blank(),
      comment('# stay away from this'),
      blank(),
      directive('Disallow', '/spiders/not/here/', '#and everything in it'),
      blank(),
      directive('Disallow', '', '# a little nothing'),
      blank(),
      directive('Disallow', '', '#This could be habit forming!'),
      blank(),
      comment("# Don't comments make code much more readable!!!"),
    ],
  },
  {
    file: 'ru-1994-example-1.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [
      siteHeader,
      blank(),
      directive('User-Agent', '*'),
      blank(),
      directive('Disallow', '/cyberworld/map/', '# this is an infinite virtual URL space'),
      directive('Disallow', '/tmp/', '# these will soon disappear'),
    ],
  },
  {
    file: 'ru-1994-example-2.txt',
    source: S3,
    provenance: 'reflowed',
    restoredLines: [10],
    lines: [
      siteHeader,
      blank(),
      directive('User-Agent', '*'),
      blank(),
      directive('Disallow', '/cyberworld/map/', '# this is an infinite virtual URL space'),
      blank(),
      comment('# Cybermapper knows where to go'),
      blank(),
      directive('User-Agent', 'cybermapper'),
      directive('Disallow'),
    ],
  },
  {
    file: 'ru-1994-example-2.as-scraped.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [
      siteHeader,
      blank(),
      directive('User-Agent', '*'),
      blank(),
      directive('Disallow', '/cyberworld/map/', '# this is an infinite virtual URL space'),
      blank(),
      comment('# Cybermapper knows where to go'),
      blank(),
      directive('User-Agent', 'cybermapper'),
    ],
  },
  {
    file: 'ru-1994-example-3.txt',
    source: S3,
    provenance: 'verbatim',
    lines: [siteHeader, blank(), directive('User-Agent', '*'), blank(), directive('Disallow', '/')],
  },
  {
    file: 'ru-machine-1994-example-1.txt',
    source: S4,
    provenance: 'verbatim',
    lines: [
      comment('# Robots.txt для http://www.example.com/'),
      directive('User-Agent', '*'),
      // Machine translation put spaces inside the paths: they stay inside the value.
      directive('Disallow', '/ кибермире / карты /', '# Это бесконечное виртуальное пространство URL'),
      directive('Disallow', '/ TMP /', '# этих скоро исчезнут'),
      directive('Disallow', '/ foo.html'),
    ],
  },
  {
    file: 'ru-machine-1994-example-2.txt',
    source: S4,
    provenance: 'verbatim',
    lines: [
      comment('# Robots.txt для http://www.example.com/'),
      directive('User-Agent', '*'),
      directive('Disallow', '/ кибермире / карты /', '# Это бесконечное виртуальное пространство URL'),
      comment('# Cybermapper знает, куда идти.'),
      directive('User-Agent', 'cybermapper'),
      directive('Disallow'),
    ],
  },
  {
    file: 'ru-machine-1994-example-3.txt',
    source: S4,
    provenance: 'verbatim',
    lines: [comment('# Уйти'), directive('User-Agent', '*'), directive('Disallow', '/')],
  },
  {
    file: 'rfc9309-5.1-simple.txt',
    source: RFC,
    provenance: 'verbatim',
    lines: [
      directive('User-Agent', '*'),
      directive('Disallow', '*.gif$'),
      directive('Disallow', '/example/'),
      directive('Allow', '/publications/'),
      blank(),
      directive('User-Agent', 'foobot'),
      directive('Disallow', '/'),
      directive('Allow', '/example/page.html'),
      directive('Allow', '/example/allowed.gif'),
      blank(),
      directive('User-Agent', 'barbot'),
      directive('User-Agent', 'bazbot'),
      directive('Disallow', '/example/page.html'),
      blank(),
      directive('User-Agent', 'quxbot'),
    ],
  },
  {
    file: 'rfc9309-5.2-longest-match.txt',
    source: RFC,
    provenance: 'verbatim',
    lines: [directive('User-Agent', 'foobot'), directive('Allow', '/example/page/'), directive('Disallow', '/example/page/disallowed.gif')],
  },
];

/** Single lines the seeds quote in their prose, with the tree of each. */
const quotedLines: readonly { readonly text: string; readonly source: string; readonly line: ExpectedLine }[] = [
  { text: 'Disallow: /help', source: S0, line: directive('Disallow', '/help') },
  { text: 'Disallow: /help/', source: S0, line: directive('Disallow', '/help/') },
  { text: 'Disallow: /help', source: S1, line: directive('Disallow', '/help') },
  { text: 'Disallow: /help/', source: S1, line: directive('Disallow', '/help/') },
  { text: 'User-Agent: <robot-name>', source: S2, line: directive('User-Agent', '<robot-name>') },
  { text: 'User-Agent: *', source: S2, line: directive('User-Agent', '*') },
  { text: 'User-Agent: bot', source: S2, line: directive('User-Agent', 'bot') },
  { text: 'Disallow: /tmp', source: S2, line: directive('Disallow', '/tmp') },
  { text: '\tUser-Agent: *', source: S3, line: directive('User-Agent', '*') },
  { text: 'Disallow: / Справка /', source: S4, line: directive('Disallow', '/ Справка /') },
];

function readSource(relative: string): string {
  return readFileSync(repoPath(relative), 'utf8');
}

function readExample(file: string): string {
  return readFileSync(repoPath(`examples/${file}`), 'utf8');
}

const normaliseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The file's non-blank lines, without the restored ones, as one whitespace-normalised string. */
function wordsOf(text: string, restored: readonly number[] = []): string {
  const lines = text.split('\n').filter((line, i) => !restored.includes(i + 1) && line.trim() !== '');
  return normaliseSpace(lines.join(' '));
}

describe.each(examples)('examples/$file', (example) => {
  const text = readExample(example.file);

  it('parses to the expected lines, fields, values and comments', () => {
    const doc = parse(text);
    assertLossless(doc, text);
    expect(describeLines(doc)).toEqual(example.lines);
    expect(doc.lines.every((line) => line.lineEnd?.text === '\n')).toBe(true);
    expect(doc.diagnostics).toEqual([]);
  });

  it(`comes from ${example.source} (${example.provenance})`, () => {
    const source = readSource(example.source);
    if (example.provenance === 'verbatim') expect(source).toContain(text);
    else expect(normaliseSpace(source)).toContain(wordsOf(text, example.restoredLines));
    for (const number of example.restoredLines ?? []) {
      // A restored line is one the scrape lost: it must not be there already.
      expect(text.split('\n')[number - 1]?.trim()).toBe('Disallow:');
    }
  });
});

describe('examples/', () => {
  it('every example file has a test above, and every test a file', () => {
    const files = readdirSync(repoPath('examples'))
      .filter((name) => name !== 'README.md')
      .sort();
    expect(files).toEqual(examples.map((example) => example.file).sort());
  });

  it('every example file is listed in examples/README.md', () => {
    const readme = readExample('README.md');
    for (const example of examples) expect(readme).toContain(`\`${example.file}\``);
  });

  it('a reconstruction differs from its as-scraped copy only by blank lines and restored lines', () => {
    for (const example of examples.filter((e) => e.file.endsWith('.as-scraped.txt'))) {
      const reconstructed = examples.find((e) => e.file === example.file.replace('.as-scraped', ''));
      if (!reconstructed) throw new Error(`no reconstruction of ${example.file}`);
      const scrapedLines = readExample(example.file)
        .split('\n')
        .filter((line) => line.trim() !== '');
      const keptLines = readExample(reconstructed.file)
        .split('\n')
        .filter((line, i) => line.trim() !== '' && !(reconstructed.restoredLines ?? []).includes(i + 1));
      expect(keptLines).toEqual(scrapedLines);
    }
  });
});

describe('lines quoted in the seeds', () => {
  it.each(quotedLines)('$text ($source)', ({ text, source, line }) => {
    expect(readSource(source)).toContain(text);
    const doc = parse(text);
    assertLossless(doc, text);
    expect(describeLines(doc)).toEqual([line]);
  });
});
