/**
 * Robots meta tags of an HTML document, found with htmlparser2's Tokenizer
 * (a streaming HTML tokenizer that runs in browsers and Node: it knows raw
 * text elements (`<script>`, `<style>`, `<textarea>`, `<title>`), comments,
 * unquoted and single-quoted attributes, and decodes character references).
 * No regular expressions read the markup.
 *
 * What counts (docs/meta.md):
 * - every `<meta name=… content=…>` in the document, in `<head>` or `<body>`,
 *   and inside `<noscript>` (a crawler without scripting reads it as markup);
 * - tag and attribute names and the `name` value are case-insensitive;
 * - nothing inside comments, scripts, styles or `<template>`;
 * - only the first {@link DEFAULT_META_SCAN_LIMIT} characters are read; a
 *   longer page gets a `meta-scan-limit` diagnostic.
 *
 * @module
 */
import { Tokenizer } from './markup.ts';
import type { ValueDiagnostic } from '../diagnostics/diagnostic.ts';
import { parseRobotsMeta } from './directives.ts';

/** How many characters (UTF-16 units) of a page are read for meta tags by default: 2 MiB. */
export const DEFAULT_META_SCAN_LIMIT = 2 * 1024 * 1024;

/** One `<meta>` tag with a `name` and a `content`. */
export interface MetaTag {
  /** The `name` attribute, lower-cased and trimmed (`robots`, `googlebot`). */
  readonly name: string;
  /** The `content` attribute, character references decoded. */
  readonly content: string;
  /** The tag as it reads (`<meta name="robots" content="noindex">`), for reports. */
  readonly text: string;
  /** 0-based offset of the tag's `<` in the HTML. */
  readonly offset: number;
}

/** Options of {@link robotsMetaFromHtml}. */
export interface MetaScanOptions {
  /** Characters to read; the rest of the page is ignored. Default {@link DEFAULT_META_SCAN_LIMIT}. */
  readonly maxLength?: number;
  /** Keep every named meta tag (`description`, `viewport`…), not only the robots ones. */
  readonly allNames?: boolean;
}

/** What {@link robotsMetaFromHtml} found. */
export interface MetaScanResult {
  /** The robots meta tags, in document order: `name="robots"`, and any other name whose content holds a robots directive (`googlebot`, `bingbot`). */
  readonly tags: readonly MetaTag[];
  /** How many characters were read. */
  readonly scanned: number;
  /** Whether the page was longer than the limit. */
  readonly truncated: boolean;
  /** `meta-scan-limit` when the page was cut. */
  readonly diagnostics: readonly ValueDiagnostic[];
}

/**
 * Finds the robots meta tags of an HTML document.
 *
 * @example
 * ```ts
 * robotsMetaFromHtml('<META NAME=ROBOTS CONTENT="noindex"><meta name="googlebot" content="nofollow">').tags.map((t) => t.name);
 * // ['robots', 'googlebot']
 * ```
 */
export function robotsMetaFromHtml(html: string, options: MetaScanOptions = {}): MetaScanResult {
  const text = String(html);
  const limit = Math.max(0, options.maxLength ?? DEFAULT_META_SCAN_LIMIT);
  const truncated = text.length > limit;
  const input = truncated ? text.slice(0, limit) : text;
  const tags = scanMetaTags(input).filter((tag) => options.allNames === true || isRobotsTag(tag));
  const diagnostics: ValueDiagnostic[] = truncated
    ? [
        {
          code: 'meta-scan-limit',
          severity: 'warning',
          message: `The page is ${text.length} characters long; only the first ${limit} were read for meta tags.`,
        },
      ]
    : [];
  return { tags, scanned: input.length, truncated, diagnostics };
}

/** Metadata names of HTML and common vocabularies that are never a crawler's name. */
const METADATA_NAMES: ReadonlySet<string> = new Set([
  'application-name',
  'author',
  'color-scheme',
  'description',
  'format-detection',
  'generator',
  'keywords',
  'referrer',
  'theme-color',
  'viewport',
  'document-state',
  'url',
]);

/** `robots`, or another name whose content holds at least one known directive (an agent's tag). */
function isRobotsTag(tag: MetaTag): boolean {
  if (tag.name === 'robots') return true;
  if (tag.name === '' || METADATA_NAMES.has(tag.name) || !/^[a-z0-9_.-]+$/.test(tag.name)) return false;
  return parseRobotsMeta(tag.content).directives.length > 0;
}

/** Elements whose content is not part of the document a crawler reads. */
const SKIPPED_ELEMENTS = new Set(['template']);

/** Every `<meta>` with a `name` attribute, in order. Exported for the benchmark (the tokenizer's share). */
export function scanMetaTags(html: string): MetaTag[] {
  const tags: MetaTag[] = [];
  let tagName = '';
  let tagStart = 0;
  let attributeName = '';
  let attributeValue = '';
  let attributes: Map<string, string> | undefined;
  let skipDepth = 0;
  const lower = (start: number, end: number): string => html.slice(start, end).toLowerCase();
  const finishTag = (): void => {
    if (tagName === 'meta' && attributes && skipDepth === 0) {
      const name = attributes.get('name');
      const content = attributes.get('content');
      if (name !== undefined && content !== undefined) {
        const clean = name.trim().toLowerCase();
        tags.push({ name: clean, content, text: `<meta name="${clean}" content="${content}">`, offset: tagStart });
      }
    }
    if (SKIPPED_ELEMENTS.has(tagName)) skipDepth++;
    attributes = undefined;
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tagName = lower(start, end);
        tagStart = start - 1;
        attributes = tagName === 'meta' ? new Map() : undefined;
      },
      onattribname(start, end) {
        attributeName = lower(start, end);
        attributeValue = '';
      },
      onattribdata(start, end) {
        attributeValue += html.slice(start, end);
      },
      onattribentity(codepoint) {
        attributeValue += String.fromCodePoint(codepoint);
      },
      onattribend() {
        // The first of duplicate attributes counts, as in HTML's tree construction.
        if (attributes && !attributes.has(attributeName)) attributes.set(attributeName, attributeValue);
      },
      onopentagend() {
        finishTag();
      },
      onselfclosingtag() {
        finishTag();
      },
      onclosetag(start, end) {
        if (SKIPPED_ELEMENTS.has(lower(start, end)) && skipDepth > 0) skipDepth--;
      },
      ontext() {},
      ontextentity() {},
      oncomment() {},
      oncdata() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return tags;
}
