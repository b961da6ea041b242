/**
 * The checks that read one line at a time: syntax (colons, field names,
 * characters, encoding, size) and values (paths, agents, extension fields).
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import { DEFAULT_PARSE_LIMIT, DIALECT_PROPERTIES, GOOGLE_MAX_LINE_BYTES, type Dialect } from '../model/dialect.ts';
import { fieldKey, readDirective } from '../model/directives.ts';
import type { SyntaxLine } from '../syntax/tree.ts';
import { fixOf, listOf, type LintContext } from './context.ts';
import { displayName, EXTENSION_FIELDS, nearestField, STANDARD_FIELDS } from './fields.ts';
import { parseContentSignal, parseContentUsageValue } from '../model/usage.ts';

/** The dialects among those linted for which `test` holds. */
function where(context: LintContext, test: (dialect: Dialect) => boolean): Dialect[] {
  return context.dialects.filter(test);
}

/** Runs every per-line check over the document. */
export function checkLines(context: LintContext): void {
  // An HTML page or .htaccess file: one finding says it all, not one per line.
  if (checkWholeFile(context)) return;
  const hosts: SyntaxLine[] = [];
  for (let number = 1; number <= context.lines.length; number++) {
    const line = context.line(number) as SyntaxLine;
    const kind = line.kind;
    if (kind === 'blank') continue;
    checkCharacters(context, line);
    if (kind === 'invalid') checkInvalidLine(context, line);
    if (kind !== 'directive') continue;
    const key = fieldKey(line.fieldName as string);
    checkFieldName(context, line, key);
    checkValue(context, line, key);
    if (key === 'host') hosts.push(line);
  }
  const first = hosts[0];
  for (const line of hosts.slice(1)) {
    context.report({
      code: 'duplicate-host',
      message: `A second Host line: Host names one main mirror for the whole file, and Yandex read only the first (line ${first?.number}). Keep one.`,
      offset: line.textStart,
      end: line.contentEnd,
      related: first ? [{ offset: first.textStart, end: first.contentEnd, message: 'the first Host line' }] : [],
    });
  }
}

const HTML_START = /^\s*(<!doctype\s+html|<html|<head|<body|<\?xml|<!--)/i;
const HTACCESS_LINE =
  /^\s*(RewriteEngine|RewriteRule|RewriteCond|<IfModule|Options\s|Order\s+(allow|deny)|Deny\s+from|Allow\s+from|AddType|ErrorDocument|DirectoryIndex|Header\s+set)/im;

/** The checks of the file as a whole; true when it is not a robots.txt at all. */
function checkWholeFile(context: LintContext): boolean {
  const { document, text } = context;
  // Only a text decoded from bytes as Latin-1 or UTF-16 has encoding diagnostics (reading them walks every line).
  const decoded = document.encoding === 'latin1' || document.encoding === 'utf-16le' || document.encoding === 'utf-16be';
  for (const diagnostic of decoded ? document.diagnostics : []) {
    if (diagnostic.code === 'invalid-utf8' || diagnostic.code === 'utf16-encoding') {
      context.report({
        code: diagnostic.code,
        message: diagnostic.message,
        offset: diagnostic.range.start.offset,
        end: diagnostic.range.end.offset,
        spec: diagnostic.spec,
      });
    }
  }
  const head = text.slice(0, 4096);
  const directives = countDirectives(context);
  if (HTML_START.test(head.replace(/^\uFEFF/, '')) || (/<html[\s>]/i.test(head) && directives.standard === 0)) {
    context.report({
      code: 'not-robots-txt',
      message: 'This is an HTML page, not a robots.txt: crawlers find no rules in it, so every URL is allowed. Serve a plain-text robots.txt, or answer 404.',
      offset: 0,
      end: context.line(1)?.contentEnd ?? 0,
    });
    return true;
  } else if (HTACCESS_LINE.test(head) && directives.standard === 0) {
    context.report({
      code: 'not-robots-txt',
      message:
        'This looks like Apache configuration (.htaccess), not a robots.txt: crawlers find no rules in it. Serve a plain-text robots.txt at /robots.txt.',
      offset: 0,
      end: context.line(1)?.contentEnd ?? 0,
    });
    return true;
  }
  if (text.charCodeAt(0) === 0xfeff && document.encoding !== 'utf-16le' && document.encoding !== 'utf-16be') {
    context.report({
      code: 'byte-order-mark',
      message:
        'The file starts with a byte-order mark: RFC 9309 parsers and Google skip it, but older parsers read it as part of the first field name. Remove it.',
      offset: 0,
      end: 1,
      // Safe unless a second U+FEFF would then become the mark.
      fixes: [fixOf('Remove the byte-order mark', text.charCodeAt(1) !== 0xfeff, [{ offset: 0, end: 1, text: '' }])],
    });
  }
  if (text.length * 3 > DEFAULT_PARSE_LIMIT) {
    const cut = offsetAfterUtf8Bytes(text, DEFAULT_PARSE_LIMIT);
    if (cut < text.length) {
      context.report({
        code: 'file-too-large',
        message: `The file is over 500 KiB (${DEFAULT_PARSE_LIMIT.toLocaleString('en-US')} bytes): crawlers may stop reading here, and Google does, so the rules after this point are ignored. Shorten the file.`,
        offset: cut,
        end: text.length,
      });
    }
  }
  return false;
}

/** How many lines are standard directives (User-agent, Allow, Disallow, Sitemap) as written. */
function countDirectives(context: LintContext): { standard: number } {
  let standard = 0;
  for (const field of context.model.fields) if (STANDARD_FIELDS.has(field.key)) standard++;
  return { standard };
}

/** The offset at which the first `bytes` UTF-8 bytes of `text` end. */
function offsetAfterUtf8Bytes(text: string, bytes: number): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (count + size > bytes) return i;
    count += size;
    if (size === 4) i++;
  }
  return text.length;
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function checkCharacters(context: LintContext, line: SyntaxLine): void {
  const long = (line.contentEnd - line.offset) * 3 > GOOGLE_MAX_LINE_BYTES;
  if (!context.textHasControls && !long) return;
  const content = line.content;
  const match = context.textHasControls ? CONTROL.exec(content) : null;
  if (match) {
    const at = line.offset + match.index;
    const code = content.charCodeAt(match.index);
    context.report({
      code: 'control-character',
      message: `Control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in this line: parsers disagree on it (some end the line, some keep it in the value). Delete it.`,
      offset: at,
      end: at + 1,
    });
  }
  if (long && new TextEncoder().encode(content).length > GOOGLE_MAX_LINE_BYTES) {
    context.report({
      code: 'line-too-long',
      message: `This line is longer than the ${GOOGLE_MAX_LINE_BYTES.toLocaleString('en-US')} bytes Google reads; Google cuts it there, so the rule matches more than written. Shorten it.`,
      offset: line.offset + offsetAfterUtf8Bytes(content, GOOGLE_MAX_LINE_BYTES),
      end: line.contentEnd,
      spec: cite.google('line length limit'),
    });
  }
}

function checkInvalidLine(context: LintContext, line: SyntaxLine): void {
  const stray = line.strayText;
  if (stray) {
    const google = readDirective(line, 'google', context.document.encoding === 'latin1');
    const read = google && google.kind !== 'other' ? ` Google reads it as "${displayName(google.key)}: ${google.value}"; RFC 9309 parsers ignore it.` : '';
    const space = /[ \t]/.exec(stray.text);
    const fixes =
      space && google && google.kind !== 'other'
        ? [
            fixOf(
              'Insert the colon',
              context.dialects.every((dialect) => DIALECT_PROPERTIES[dialect].lenientLines),
              [{ offset: stray.offset + space.index, end: stray.offset + space.index, text: ':' }],
            ),
          ]
        : [];
    context.report({
      code: 'missing-colon',
      message: `This line has no colon, so it is not a directive.${read} Write "field: value", or start it with "#" to make it a comment.`,
      offset: stray.offset,
      end: stray.end,
      spec: cite.standard1994('The Format'),
      fixes,
    });
    return;
  }
  if (line.colonOffset >= 0) {
    context.report({
      code: 'missing-field-name',
      message: 'This line starts with a colon and has no field name before it, so it is not a directive. Write the field name, or delete the line.',
      offset: line.colonOffset,
      end: line.contentEnd,
      spec: cite.standard1994('The Format'),
    });
  }
}

/** ACAP (Automated Content Access Protocol, 2007) fields: `ACAP-crawler`, `ACAP-disallow-crawl`… */
const ACAP_FIELD = { name: 'ACAP', honouredBy: 'nobody: ACAP (2007) was never adopted by the search engines', noEffect: true } as const;

function checkFieldName(context: LintContext, line: SyntaxLine, key: string): void {
  // The field's span from the line's offsets: `line.field` would build every token of the line.
  const name = line.fieldName;
  if (name === undefined) return;
  const field = { offset: line.textStart, end: line.textStart + name.length, text: name };
  if (field.end < line.colonOffset) {
    context.report({
      code: 'space-before-colon',
      message:
        'Whitespace between the field name and its colon: RFC 9309 and Google accept it, but the 1994 and 1996 grammars have none there (A-14). Remove it.',
      offset: field.end,
      end: line.colonOffset,
      fixes: [fixOf('Remove the whitespace before the colon', true, [{ offset: field.end, end: line.colonOffset, text: '' }])],
    });
  }
  if (STANDARD_FIELDS.has(key)) return;
  const extension = EXTENSION_FIELDS.get(key) ?? (key.startsWith('acap-') ? ACAP_FIELD : undefined);
  if (extension) {
    context.report({
      code: extension.noEffect ? 'no-effect-field' : 'non-standard-field',
      message: extension.noEffect
        ? `${extension === ACAP_FIELD ? name : extension.name} is not part of RFC 9309 and has no effect: ${extension.honouredBy}.${key === 'host' ? ' Use a 301 redirect to the main host instead.' : extension === ACAP_FIELD ? ' Use Allow and Disallow lines.' : ' Use a robots meta tag or an X-Robots-Tag header instead.'}`
        : `${extension.name} is not part of RFC 9309; it is read by ${extension.honouredBy}. Other crawlers ignore it.`,
      offset: field.offset,
      end: field.end,
    });
    return;
  }
  const google = readDirective(line, 'google', context.document.encoding === 'latin1');
  const googleReads = google && (google.kind !== 'other' || google.key === 'sitemap') ? google.key : undefined;
  const nearest = googleReads ?? nearestField(key);
  const lenient = where(context, (dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
  let message = `Unknown field "${field.text}": RFC 9309 parsers ignore the line.`;
  if (nearest) message += ` Did you mean "${displayName(nearest)}"?`;
  if (googleReads)
    message += ` Google accepts it as a typo of ${displayName(googleReads)} and obeys it, so the file means different things to Google and to other crawlers.`;
  else if (/^llms?[-_.]?txt$/i.test(key)) message += ' llms.txt is a separate file (/llms.txt), not a robots.txt line.';
  const fixes = nearest
    ? [
        fixOf(`Rename to ${displayName(nearest)}`, googleReads !== undefined && lenient.length === context.dialects.length, [
          { offset: field.offset, end: field.end, text: displayName(nearest) },
        ]),
      ]
    : [];
  context.report({ code: 'unknown-field', message, offset: field.offset, end: field.end, fixes });
}

const PRODUCT_TOKEN = /^[A-Za-z_-]+$/;

function checkValue(context: LintContext, line: SyntaxLine, key: string): void {
  const value = line.fieldValue ?? '';
  // The value's span from the line's offsets (no tokens built): it starts after the colon and its blanks.
  let valueStart = line.colonOffset + 1;
  while (valueStart < line.contentEnd && (line.source.charCodeAt(valueStart) === 0x20 || line.source.charCodeAt(valueStart) === 0x09)) valueStart++;
  const valueToken = value === '' ? undefined : { offset: valueStart, end: valueStart + value.length };
  const start = valueToken?.offset ?? line.contentEnd;
  const end = valueToken?.end ?? line.contentEnd;
  const whole = { offset: line.textStart, end: line.commentOffset >= 0 ? Math.max(end, line.textStart) : line.contentEnd };
  switch (key) {
    case 'user-agent':
      return checkAgent(context, value, start, end, whole);
    case 'allow':
    case 'disallow':
      return checkPath(context, key, value, start, end, whole);
    case 'sitemap':
      if (!isAbsoluteHttpUrl(value)) {
        context.report({
          code: 'sitemap-url',
          message: `Sitemap "${value}" is not an absolute http(s) URL: crawlers ignore it. Write the full URL, e.g. https://example.com/sitemap.xml.`,
          offset: valueToken ? start : whole.offset,
          end: valueToken ? end : whole.end,
        });
      }
      return;
    case 'crawl-delay':
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value))
        report(
          context,
          'crawl-delay-value',
          `Crawl-delay "${value}" is not a non-negative number of seconds: Bing and the libraries that honour Crawl-delay ignore it (Google ignores Crawl-delay altogether). Write e.g. "Crawl-delay: 5".`,
          start,
          end,
          whole,
        );
      return;
    case 'host':
      if (!/^(https?:\/\/)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?(:\d{1,5})?\/?$/.test(value)) {
        report(
          context,
          'host-value',
          `Host "${value}" is not a host name: write the bare host (example.com), or delete the line (no current crawler reads Host).`,
          start,
          end,
          whole,
        );
      }
      return;
    case 'request-rate':
      if (!/^\d+\s*\/\s*\d+\s*[smhd]?(\s+\d{4}\s*-\s*\d{4})?$/i.test(value))
        report(
          context,
          'request-rate-value',
          `Request-rate "${value}" is not documents/time (e.g. 1/10m), with an optional HHMM-HHMM window.`,
          start,
          end,
          whole,
        );
      return;
    case 'visit-time':
      if (!/^([01]\d|2[0-3])[0-5]\d\s*-\s*([01]\d|2[0-3])[0-5]\d$/.test(value))
        report(context, 'visit-time-value', `Visit-time "${value}" is not HHMM-HHMM in UTC (e.g. 0100-0600).`, start, end, whole);
      return;
    case 'clean-param':
      if (!/^[^\s&]+(&[^\s&]+)*(\s+[A-Za-z0-9.\-/*_%]+)?$/.test(value))
        report(
          context,
          'clean-param-value',
          `Clean-param "${value}" is not "param[&param…] [path]": Yandex reports an invalid Clean-param and ignores the line.`,
          start,
          end,
          whole,
        );
      return;
    case 'content-usage':
      // AIPREF (experimental): the model's own reader says what it could not read (src/model/usage.ts).
      for (const finding of parseContentUsageValue(value).statement.diagnostics)
        report(context, 'content-usage-value', `Content-Usage: ${finding.message}`, start, end, whole);
      return;
    case 'content-signal':
      for (const finding of parseContentSignal(value).diagnostics)
        report(context, 'content-signal-value', `Content-Signal: ${finding.message}`, start, end, whole);
      return;
    default:
      return;
  }
}

function report(
  context: LintContext,
  code: 'crawl-delay-value' | 'host-value' | 'request-rate-value' | 'visit-time-value' | 'clean-param-value' | 'content-usage-value' | 'content-signal-value',
  message: string,
  start: number,
  end: number,
  whole: { offset: number; end: number },
): void {
  const empty = start === end;
  context.report({ code, message, offset: empty ? whole.offset : start, end: empty ? whole.end : end });
}

function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function checkAgent(context: LintContext, value: string, start: number, end: number, whole: { offset: number; end: number }): void {
  if (value === '') {
    context.report({
      code: 'empty-user-agent',
      message: 'This User-agent line names no robot, so the rules under it apply to nobody. Name the robot, or write "*" for every robot.',
      offset: whole.offset,
      end: whole.end,
    });
    return;
  }
  if (value === '*' || PRODUCT_TOKEN.test(value)) return;
  // revisited-1996 reads a list of ids: judge each word there.
  const lists = context.dialects.every((dialect) => DIALECT_PROPERTIES[dialect].valueLists);
  const words = lists ? value.split(/[ \t]+/) : [value];
  if (words.every((word) => word === '*' || PRODUCT_TOKEN.test(word))) return;
  const googleRun = /^[A-Za-z_-]*/.exec(value)?.[0] ?? '';
  const product = /^[^\s/();,]*/.exec(value)?.[0] ?? '';
  const google = googleRun === '' ? 'Google matches no robot with it (it keeps only the leading letters, "_" and "-")' : `Google reads it as "${googleRun}"`;
  context.report({
    code: 'agent-not-product-token',
    message: `User-agent "${value}" is not an RFC 9309 product token (letters, "_" and "-" only): ${google}; RFC 9309 readers here compare "${product}". Write the robot's name alone.`,
    offset: start,
    end,
    fixes: googleRun !== '' && googleRun !== value ? [fixOf(`Replace with ${googleRun}`, false, [{ offset: start, end, text: googleRun }])] : [],
  });
}

function checkPath(context: LintContext, key: string, value: string, start: number, end: number, whole: { offset: number; end: number }): void {
  if (value === '') return;
  const name = key === 'allow' ? 'Allow' : 'Disallow';
  if (key === 'allow') {
    const without = where(context, (dialect) => !DIALECT_PROPERTIES[dialect].allowLines);
    if (without.length > 0) {
      context.report({
        code: 'allow-unsupported',
        message: `${listOf(without)} ${without.length === 1 ? 'has' : 'have'} no Allow: ${without.length === 1 ? 'its' : 'their'} readers ignore this line, so what it opens stays closed for them. Express the rules with Disallow lines.`,
        offset: whole.offset,
        end: whole.end,
        dialects: without,
      });
    }
  }
  const lists = context.dialects.every((dialect) => DIALECT_PROPERTIES[dialect].valueLists);
  const paths = lists ? value.split(/[ \t]+/) : [value];
  if (paths.some((path) => path !== '' && path[0] !== '/' && path[0] !== '*')) {
    context.report({
      code: 'path-start',
      message: `${name} "${value}" starts with neither "/" nor "*": URL paths start with "/", so this rule never matches. Start it with "/".`,
      offset: start,
      end,
      fixes: lists ? [] : [fixOf('Start the path with "/"', false, [{ offset: start, end: start, text: '/' }])],
    });
  }
  const dollar = value.indexOf('$');
  if (dollar >= 0 && dollar < value.length - 1) {
    context.report({
      code: 'dollar-not-at-end',
      message: `"$" anchors the end of a pattern only as its last character; here RFC 9309 and Google match it as a literal "$" (right if the URLs have one), but Lighthouse reports it as an error and readers may take it for an end anchor. If the end was meant, move it to the end.`,
      offset: start + dollar,
      end: start + dollar + 1,
      spec: cite.rfc9309('2.2.3'),
    });
  }
  const literal = where(context, (dialect) => !DIALECT_PROPERTIES[dialect].wildcards);
  const special = /[*$]/.exec(value);
  if (special && literal.length > 0) {
    context.report({
      code: 'wildcard-literal',
      message: `"${special[0]}" is literal under ${listOf(literal)}: ${literal.length === 1 ? 'its' : 'their'} readers match only URLs that contain "${special[0]}" here. Use a plain path prefix for them.`,
      offset: start + special.index,
      end: start + special.index + 1,
      dialects: literal,
    });
  }
  checkEscapes(context, value, start);
}

function checkEscapes(context: LintContext, value: string, start: number): void {
  // Upper-casing hex or encoding non-ASCII changes nothing where both sides are normalised.
  const normalised = context.dialects.every((dialect) => ['normalize', 'escape-pattern'].includes(DIALECT_PROPERTIES[dialect].percent));
  const latin1 = context.document.encoding === 'latin1';
  const invalid = /%(?![0-9A-Fa-f]{2})/.exec(value);
  if (invalid) {
    context.report({
      code: 'percent-escape',
      message: 'A "%" not followed by two hex digits: no URL a browser sends has it. Write %25 for a literal "%".',
      offset: start + invalid.index,
      end: start + Math.min(value.length, invalid.index + 3),
    });
  }
  const lower = /%(?=[0-9A-Fa-f]{2})(?:[0-9a-f][a-f]|[a-f][0-9a-f])/g;
  const edits = [];
  let first: RegExpExecArray | undefined;
  for (let match = lower.exec(value); match; match = lower.exec(value)) {
    first ??= match;
    edits.push({ offset: start + match.index, end: start + match.index + 3, text: match[0].toUpperCase() });
  }
  if (first) {
    context.report({
      code: 'percent-escape',
      message: `Lower-case hex in "${first[0]}": RFC 9309 normalises it, but literal readers compare escapes byte for byte. Write "${first[0].toUpperCase()}".`,
      offset: start + first.index,
      end: start + first.index + 3,
      fixes: [fixOf('Upper-case the hex digits', normalised, edits)],
    });
  }
  const nonAscii = /[^\u0000-\u007f]+/.exec(value);
  if (nonAscii) {
    const encodable = !/[\ud800-\udfff]/.test(value);
    const encoded = encodable ? value.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars)) : value;
    context.report({
      code: 'non-ascii-path',
      message: `Raw non-ASCII characters in a path: RFC 9309 and Google %-encode them as UTF-8 before matching, but literal readers never match them. Write "${encoded}".`,
      offset: start + nonAscii.index,
      end: start + nonAscii.index + nonAscii[0].length,
      fixes: encodable ? [fixOf('Percent-encode as UTF-8', normalised && !latin1, [{ offset: start, end: start + value.length, text: encoded }])] : [],
    });
  }
}
