/**
 * The conformance vectors (conformance/*.json): they follow their schema
 * (conformance/schema.json, described in conformance/README.md), say one thing
 * each, and are what scripts/gen-conformance.ts writes from the test tables
 * today.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../src/index.ts';
import { validate } from '../helpers/json-schema.ts';
import { repoPath } from '../helpers/paths.ts';

const schema = JSON.parse(readFileSync(repoPath('conformance/schema.json'), 'utf8')) as Record<string, unknown>;
const FILES = readdirSync(repoPath('conformance'))
  .filter((name) => name.endsWith('.json') && name !== 'schema.json')
  .sort();

interface Vector {
  id: string;
  robots: string | null;
  robots_b64: string;
  expected: Record<string, { allowed: boolean } | null>;
}
const read = (name: string): { source: { name: string }; vectors: Vector[] } => JSON.parse(readFileSync(repoPath(`conformance/${name}`), 'utf8'));

describe('conformance vectors', () => {
  it('there is a file per source, each with vectors', () => {
    expect(FILES).toEqual(['decisions.json', 'draft-koster-robots-00.json', 'google-robots-test.json', 'rfc9309.json', 'seeds.json', 'stress.json']);
    for (const name of FILES) expect(read(name).vectors.length, name).toBeGreaterThan(0);
  });

  it.each(FILES)('%s follows conformance/schema.json', (name) => {
    expect(validate(schema, read(name))).toEqual([]);
  });

  it('the schema check catches a vector that breaks it', () => {
    const broken = { ...read('decisions.json') };
    const [first] = broken.vectors;
    const vector = { ...first, expected: { default: { allowed: 'yes' } }, extra: 1 };
    expect(validate(schema, { ...broken, vectors: [vector] })).toEqual([
      '$.vectors[0].expected.default.allowed: is string, not boolean',
      '$.vectors[0]: unexpected property extra',
    ]);
    expect(validate(schema, { source: broken.source, vectors: [{ ...first, expected: {} }] })).toEqual(['$.vectors[0].expected: fewer than 1 properties']);
  });

  it('ids are unique across files; text and bytes agree; every vector is decided by some dialect', () => {
    const ids = new Set<string>();
    for (const name of FILES) {
      for (const vector of read(name).vectors) {
        expect(ids.has(vector.id), vector.id).toBe(false);
        ids.add(vector.id);
        if (vector.robots !== null) expect(Buffer.from(vector.robots, 'utf8').toString('base64'), vector.id).toBe(vector.robots_b64);
        const deciding = DIALECTS.filter((dialect) => (dialect in vector.expected ? vector.expected[dialect] : vector.expected.default) != null);
        expect(deciding.length, vector.id).toBeGreaterThan(0);
      }
    }
  });

  it('the files are what scripts/gen-conformance.ts writes (npm run conformance:vectors)', () => {
    const result = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/gen-conformance.ts', '--check'], {
      cwd: repoPath(''),
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
