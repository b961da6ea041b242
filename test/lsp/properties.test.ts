/**
 * The language server's invariants over generated files, through one
 * `robotstxt lsp --stdio` process and a real client: every quick fix it
 * offers as safe keeps the file's verdicts, fix-all gives `fixText`, and
 * formatting through the server gives `format()`, on any text.
 */
import fc from 'fast-check';
import { CodeActionRequest, DocumentFormattingRequest, type CodeAction } from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, fixText, format } from '../../src/index.ts';
import { propertyRuns, robotsTxtString } from '../helpers/arbitraries.ts';
import { generatedFileArb } from '../oracle/generators.ts';
import { applied } from './expected.ts';
import { LspSession } from './lsp-client.ts';

/** Each run is a dozen round trips to the server: `npm run fuzz` runs 500 (0.5% of its FUZZ_RUNS). */
const RUNS = propertyRuns(25, 0.005);

/** Lines the safe fixes act on, mixed into the generated files. */
const NOISE = [
  'Disallow : /n',
  'Disallow: /a',
  'Disallow: /a',
  'Allow  : /a/b',
  'user-agent: NoiseBot',
  'Crawl-delay: 1',
  'Disallow: /caf\u00e9',
  'Disalow: /x',
];
const NOISE_URLS = ['/n', '/a/b', '/a', '/caf%C3%A9', '/x', '/'];

const noisyFile = fc
  .record({ file: generatedFileArb('rfc9309'), noise: fc.array(fc.constantFrom(...NOISE), { maxLength: 4 }), at: fc.nat(), crlf: fc.boolean() })
  .map(({ file, noise, at, crlf }) => {
    const lines = file.text.split('\n');
    const cut = at % (lines.length + 1);
    const text = [...lines.slice(0, cut), ...noise, ...lines.slice(cut)].join(crlf ? '\r\n' : '\n');
    return { text, agents: [...file.agents, 'NoiseBot', 'OtherBot'], urls: [...file.paths, ...NOISE_URLS] };
  });

function verdicts(text: string, agents: readonly string[], urls: readonly string[]): boolean[] {
  const robots = compile(text);
  return agents.flatMap((agent) => urls.map((url) => robots.isAllowed(url, agent)));
}

let session: LspSession;
let documents = 0;

beforeAll(async () => {
  session = await LspSession.start();
});

afterAll(async () => {
  if (session) expect(await session.shutdown()).toBe(0);
});

/** Opens `text` as a new document and waits for its first diagnostics. */
async function opened(text: string) {
  const uri = `untitled:property-${documents++}.robots.txt`;
  await session.open(uri, text);
  const { diagnostics } = await session.diagnosticsFor(uri, 1);
  return { uri, diagnostics };
}

describe('the language server, on generated files', () => {
  it('every quick fix it marks safe, applied alone, keeps every verdict; fix-all gives what fixText gives', async () => {
    let safeFixes = 0;
    await fc.assert(
      fc.asyncProperty(noisyFile, async ({ text, agents, urls }) => {
        const { uri, diagnostics } = await opened(text);
        const before = verdicts(text, agents, urls);
        for (const diagnostic of diagnostics) {
          const actions = (await session.connection.sendRequest(CodeActionRequest.type, {
            textDocument: { uri },
            range: diagnostic.range,
            context: { diagnostics: [diagnostic], only: ['quickfix'] },
          })) as CodeAction[];
          for (const action of actions) {
            if ((action.data as { safe?: boolean } | undefined)?.safe !== true) continue;
            safeFixes++;
            const fixed = applied(text, action.edit?.changes?.[uri] ?? []);
            expect(verdicts(fixed, agents, urls), `${action.title} on ${JSON.stringify(text)}`).toEqual(before);
          }
        }
        const fixAll = (await session.connection.sendRequest(CodeActionRequest.type, {
          textDocument: { uri },
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          context: { diagnostics: [], only: ['source.fixAll'] },
        })) as CodeAction[];
        expect(applied(text, fixAll[0]?.edit?.changes?.[uri] ?? [])).toBe(fixText(text).text);
        await session.close(uri);
      }),
      { numRuns: RUNS },
    );
    // The noise makes findings with safe fixes: the property did check some.
    expect(safeFixes).toBeGreaterThan(0);
  });

  it('formatting through the server gives exactly format(), on any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          robotsTxtString(200),
          noisyFile.map((file) => file.text),
        ),
        async (text) => {
          const { uri } = await opened(text);
          const edits = await session.connection.sendRequest(DocumentFormattingRequest.type, {
            textDocument: { uri },
            options: { tabSize: 2, insertSpaces: true },
          });
          expect(applied(text, edits ?? [])).toBe(format(text));
          await session.close(uri);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
