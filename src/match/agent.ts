/**
 * From a User-Agent header to the robot's name token (docs/spec/dialects.md §0.2).
 *
 * @module
 */

/** The longest leading run of `[A-Za-z_-]` in `text`. */
export function leadingProductToken(text: string): string {
  let end = 0;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    const isLetter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    if (!isLetter && code !== 0x2d /* - */ && code !== 0x5f /* _ */) break;
    end++;
  }
  return text.slice(0, end);
}

/**
 * The robot's name without version, from a full User-Agent header or a bare name.
 *
 * If the header has a `compatible;` comment, the first product after it is
 * the robot; otherwise the first whitespace-separated product. The token is
 * that product's longest leading run of `[A-Za-z_-]`.
 *
 * @example
 * ```ts
 * robotNameToken('FooBot/2.1');                            // 'FooBot'
 * robotNameToken('Mozilla/5.0 (compatible; FooBot/2.1)');  // 'FooBot'
 * robotNameToken('Lycos_Spider_(Rex)/1.0 libwww/3.1');     // 'Lycos_Spider_'
 * robotNameToken('FigTree/0.1 Robot libwww-perl/5.04');    // 'FigTree'
 * ```
 */
export function robotNameToken(agent: string): string {
  const compatible = /compatible;[ \t]*([^ \t;)]+)/i.exec(agent);
  const product = compatible?.[1] ?? agent.trim().split(/[ \t]+/, 1)[0] ?? '';
  return leadingProductToken(product);
}
