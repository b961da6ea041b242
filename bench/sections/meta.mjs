/**
 * §Meta: robots meta tag extraction throughput on generated, real-sized HTML pages (news
 * articles, shops, app shells with big inline scripts; 40 kB to 2 MB, tags in head and body,
 * comments, noscript, unquoted attributes), through `robotsMetaFromHtml` and `pageDirectives`
 * of `robotstxt-toolkit/meta`, and the share of the time htmlparser2's Tokenizer alone takes
 * (the same pages, empty callbacks).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Tokenizer } from 'htmlparser2';
import { fmt, fmtDuration, interleavedRounds, mbPerSecond, printTable, seededRandom } from '../lib/measure.mjs';

/** A page of about `size` characters in one of three shapes. */
function makePage(kind, size, random) {
  const words = ['robots', 'crawler', 'index', 'search', 'content', 'page', 'news', 'shop', 'price', 'lorem', 'ipsum', 'dolor'];
  const sentence = () => Array.from({ length: 12 }, () => words[Math.floor(random() * words.length)]).join(' ');
  const head = [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<!-- <meta name="robots" content="noindex"> old -->',
    '<META NAME=ROBOTS CONTENT="max-snippet:160, max-image-preview:large">',
    "<meta name='googlebot' content='noarchive'>",
    `<title>${sentence()}</title><style>${'.c{color:red} '.repeat(200)}</style>`,
    kind === 'app'
      ? `<script>window.__STATE__=${JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: i, text: sentence() })) })}</script>`
      : '',
    '</head><body>',
  ].join('\n');
  const blocks = [];
  let length = head.length;
  while (length < size) {
    const block =
      kind === 'shop'
        ? `<div class=product data-id=${length}><a href="/p/${length}">${sentence()}</a><span class="price">$${length % 100}</span><img src=/i/${length}.jpg alt="${sentence()}"></div>\n`
        : `<p>${sentence()} <a href="/a/${length}" rel=nofollow>${sentence()}</a> &amp; ${sentence()}</p>\n`;
    blocks.push(block);
    length += block.length;
  }
  return `${head}${blocks.join('')}<noscript><meta name="robots" content="nosnippet"></noscript><meta name=robots content=nofollow></body></html>`;
}

export async function runMetaSection({ distDir, plan }) {
  const meta = await import(pathToFileURL(path.join(distDir, 'esm/meta.js')).href);
  const random = seededRandom(15);
  const sizes = [40_000, 80_000, 150_000, 300_000, 600_000, 1_200_000, 2_000_000];
  const pages = sizes.flatMap((size) => ['news', 'shop', 'app'].map((kind) => makePage(kind, size, random)));
  const totalChars = pages.reduce((sum, page) => sum + page.length, 0);
  let sink = 0;
  const noop = () => {};
  const callbacks = {
    onattribdata: noop,
    onattribentity: noop,
    onattribend: noop,
    onattribname: noop,
    oncdata: noop,
    onclosetag: noop,
    oncomment: noop,
    ondeclaration: noop,
    onend: noop,
    onopentagend: noop,
    onopentagname: noop,
    onprocessinginstruction: noop,
    onselfclosingtag: noop,
    ontext: noop,
    ontextentity: noop,
  };
  const rounds = interleavedRounds(
    [
      {
        name: 'tokenizer',
        run: () =>
          pages.forEach((page) => {
            const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
            tokenizer.write(page);
            tokenizer.end();
          }),
      },
      { name: 'extract', run: () => pages.forEach((page) => (sink += meta.robotsMetaFromHtml(page).tags.length)) },
      { name: 'directives', run: () => pages.forEach((page) => (sink += meta.pageDirectives({ html: page, agent: 'Googlebot/2.1' }).index ? 1 : 0)) },
    ],
    plan.parse,
  );
  const megabytes = totalChars / 1e6;
  const share = rounds.tokenizer.medianMs / rounds.extract.medianMs;
  printTable(
    `§Meta: robots meta extraction, ${pages.length} generated pages (40 kB to 2 MB), ${fmt(megabytes)} M characters, median of ${plan.parse.rounds} rounds`,
    ['stage', 'median time', 'MB/s'],
    [
      ['htmlparser2 Tokenizer alone (empty callbacks)', fmtDuration(rounds.tokenizer.medianMs), fmt(mbPerSecond(totalChars, rounds.tokenizer.medianMs))],
      ['robotsMetaFromHtml (tokenizer + tag collection)', fmtDuration(rounds.extract.medianMs), fmt(mbPerSecond(totalChars, rounds.extract.medianMs))],
      ['pageDirectives (extraction + parsing + combining)', fmtDuration(rounds.directives.medianMs), fmt(mbPerSecond(totalChars, rounds.directives.medianMs))],
    ],
  );
  console.log(`  the tokenizer's share of extraction: ${fmt(share * 100)} %  (sink ${sink % 10})`);
  return {
    pages: pages.length,
    characters: totalChars,
    tokenizerMBs: mbPerSecond(totalChars, rounds.tokenizer.medianMs),
    extractMBs: mbPerSecond(totalChars, rounds.extract.medianMs),
    directivesMBs: mbPerSecond(totalChars, rounds.directives.medianMs),
    tokenizerShare: share,
  };
}
