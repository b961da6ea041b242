// How revisited-1996 reads the real-file corpus compared with 1994 (issue 12).
// Run after `npm run build`: node scripts/measure-revisited-1996.mjs (the corpus: ROBOTSTXT_CORPUS, else ../shared/corpus)
// Counts the files whose User-agent or Disallow values hold several words, and the questions
// (5 robots × "/" and up to 20 of each file's paths, plain and extended) whose verdict differs.
// Compile times: the third of three passes over the corpus, each dialect compiling every file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '../dist/esm/index.js';
import { CORPUS_ENV, corpusSets, locateCorpus, robotsFilesUnder } from '../test/helpers/corpus-location.mjs';

const corpus = locateCorpus();
if (corpus.layout === 'absent') {
  console.error(`no corpus at ${corpus.dir}: set ${CORPUS_ENV}=DIR (a folder of robots.txt files)`);
  process.exit(1);
}
const files = corpusSets(corpus).flatMap((set) => robotsFilesUnder(set.dir).map((name) => path.join(set.dir, name)));
const agents = ['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'FooBot/1.0', 'Baiduspider', 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8)'];
const hasInnerSpace = (dialectModel, kind) => dialectModel.fields.some((field) => field.kind === kind && /[ \t]/.test(field.value));

let stats;
for (let pass = 0; pass < 3; pass++) {
  stats = {
    files: files.length,
    multiWordUserAgent: 0,
    multiWordDisallow: 0,
    filesThatDiffer: 0,
    ofWhichMultiWord: 0,
    questions: 0,
    questionsThatDiffer: 0,
    compileMs1994: 0,
    compileMsRevisited: 0,
  };
  for (const file of files) {
    const bytes = readFileSync(file);
    let start = performance.now();
    const old = compile(bytes, { dialect: '1994' });
    stats.compileMs1994 += performance.now() - start;
    start = performance.now();
    const revisited = compile(bytes, { dialect: 'revisited-1996' });
    stats.compileMsRevisited += performance.now() - start;
    const multiUa = hasInnerSpace(revisited.model, 'user-agent');
    const multiDisallow = hasInnerSpace(revisited.model, 'disallow');
    if (multiUa) stats.multiWordUserAgent++;
    if (multiDisallow) stats.multiWordDisallow++;
    const paths = [...new Set(old.model.groups.flatMap((group) => group.rules.map((rule) => rule.value)).filter(Boolean))].slice(0, 20);
    let differs = false;
    for (const agent of agents) {
      for (const path of ['/', ...paths, ...paths.map((p) => `${p}x`)]) {
        stats.questions++;
        if (old.isAllowed(path, agent) !== revisited.isAllowed(path, agent)) {
          stats.questionsThatDiffer++;
          differs = true;
        }
      }
    }
    if (differs) {
      stats.filesThatDiffer++;
      if (multiUa || multiDisallow) stats.ofWhichMultiWord++;
    }
  }
}
stats.compileMs1994 = Math.round(stats.compileMs1994);
stats.compileMsRevisited = Math.round(stats.compileMsRevisited);
console.log(stats);
