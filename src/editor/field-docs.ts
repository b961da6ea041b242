/**
 * What each field means, for hovers and completions: the standard fields
 * with their sections in RFC 9309, the 1994 text, the 1996 draft and Google's
 * documentation, and the extensions of `src/lint/fields.ts` with who honours
 * them. One table: a new field is one row.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { SpecReference } from '../diagnostics/diagnostic.ts';
import { EXTENSION_FIELDS } from '../lint/fields.ts';
import { repositoryFileUrl } from './links.ts';

/** What the editor says about one field. */
export interface FieldDoc {
  /** The canonical spelling, e.g. `User-agent`. */
  readonly name: string;
  /** One or two sentences of markdown: what the field does. */
  readonly summary: string;
  /** Where it is defined or documented, most authoritative first. */
  readonly specs: readonly SpecReference[];
  /** Standard (RFC 9309, the 1994 text or the 1996 draft) or an extension some crawlers read. */
  readonly standard: boolean;
}

/** Google Search Central's page on how Google reads robots.txt. */
export const GOOGLE_ROBOTS_TXT_DOCS = 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt';

/** A section of Google's robots.txt documentation. */
function googleDocs(anchor: string, heading: string): SpecReference {
  return { document: 'google', section: heading, title: `Google Search Central: ${heading}`, url: `${GOOGLE_ROBOTS_TXT_DOCS}#${anchor}` };
}

/** A section of the toolkit's notes on lines beyond RFC 9309 (docs/spec/extensions.md). */
function extensions(section: string): SpecReference {
  return {
    ...cite.toolkit(`extensions §${section}`),
    title: `robotstxt-toolkit notes, extensions §${section}`,
    url: repositoryFileUrl('docs/spec/extensions.md'),
  };
}

const STANDARD_DOCS: readonly FieldDoc[] = [
  {
    name: 'User-agent',
    summary:
      'Starts a group: the robots named by its product token (case-insensitive) obey the rules that follow. `*` is every robot that no other group names.',
    specs: [cite.rfc9309('2.2.1'), cite.standard1994('The Format'), cite.draft1996('3.2.1'), googleDocs('user-agent', 'user-agent')],
    standard: true,
  },
  {
    name: 'Disallow',
    summary:
      "A path the group's robots must not fetch: every URL whose path starts with it (`*` matches any characters and a final `$` ends the path under RFC 9309 and Google). An empty value disallows nothing.",
    specs: [cite.rfc9309('2.2.2'), cite.standard1994('The Format'), cite.draft1996('3.2.2'), googleDocs('disallow', 'disallow')],
    standard: true,
  },
  {
    name: 'Allow',
    summary:
      "A path the group's robots may fetch, overriding a shorter Disallow (RFC 9309 and Google: the longest match wins; the 1996 draft: the first match). Not part of the 1994 standard.",
    specs: [cite.rfc9309('2.2.2'), cite.draft1996('3.2.2'), googleDocs('allow', 'allow')],
    standard: true,
  },
  {
    name: 'Sitemap',
    summary: 'The absolute URL of a sitemap. Not part of any group: it holds for the whole file, wherever it stands.',
    specs: [cite.rfc9309('2.2.4'), googleDocs('sitemap', 'sitemap')],
    standard: true,
  },
];

const EXTENSION_SECTIONS: Readonly<Record<string, { readonly summary: string; readonly section: string }>> = {
  'crawl-delay': { summary: 'Seconds a robot should wait between two fetches.', section: '3.3' },
  'clean-param': { summary: 'URL parameters that do not change the page, so that a robot fetches one URL for all their values.', section: '3.1' },
  host: { summary: 'The preferred mirror of the site. Obsolete: Yandex stopped reading it in 2018.', section: '3.2' },
  'request-rate': { summary: 'How many pages a robot may fetch per time span, e.g. `1/10s`.', section: '3.4' },
  'visit-time': { summary: 'The hours (UTC) a robot may visit, e.g. `0100-0445`.', section: '3.4' },
  noindex: { summary: 'An unofficial rule to keep paths out of an index. Obsolete: Google stopped reading it on 2019-09-01.', section: '3.5' },
  nofollow: { summary: 'An unofficial rule about following links. No crawler reads it.', section: '3.5' },
  noarchive: { summary: 'An unofficial rule about cached copies. No crawler reads it.', section: '3.5' },
  'content-signal': {
    summary: "Cloudflare's Content Signals: what the content may be used for after it is fetched, e.g. `search=yes, ai-train=no`.",
    section: '2',
  },
  'content-usage': {
    summary: 'The IETF AIPREF usage preference (experimental): an optional path, then a dictionary such as `train-ai=n, search=y`.',
    section: '1.3',
  },
  license: { summary: 'The URL of an RSL (Really Simple Licensing) licence for the content.', section: '3.6' },
  domain: { summary: 'A non-standard field some files carry; no major crawler acts on it.', section: '0' },
  'revisit-after': { summary: 'A non-standard field some files carry; no major crawler acts on it.', section: '0' },
};

function extensionDocs(): FieldDoc[] {
  return [...EXTENSION_FIELDS].map(([key, field]) => {
    const known = EXTENSION_SECTIONS[key];
    const summary = `${known?.summary ?? 'A field beyond RFC 9309.'} Honoured by: ${field.honouredBy}.`;
    return { name: field.name, summary, specs: [extensions(known?.section ?? '0')], standard: false };
  });
}

/** Every field the editor documents, by lower-case key (the standard fields, then the known extensions). */
export const FIELD_DOCS: ReadonlyMap<string, FieldDoc> = new Map([...STANDARD_DOCS, ...extensionDocs()].map((doc) => [doc.name.toLowerCase(), doc]));

/** The documentation of a field by its name as written (any case), or `undefined` for an unknown field. */
export function fieldDoc(name: string): FieldDoc | undefined {
  return FIELD_DOCS.get(name.trim().toLowerCase());
}

/** A citation as a markdown link (plain text when it has no URL). */
export function specLink(spec: SpecReference): string {
  return spec.url ? `[${spec.title}](${spec.url})` : spec.title;
}

/** The markdown an editor shows for a field: its name, what it does, its sections. */
export function fieldMarkdown(doc: FieldDoc): string {
  const kind = doc.standard ? '' : ' (not in RFC 9309)';
  return `**${doc.name}**${kind}\n\n${doc.summary}\n\n${doc.specs.map(specLink).join(' · ')}`;
}
