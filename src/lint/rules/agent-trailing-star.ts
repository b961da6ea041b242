/**
 * `agent-trailing-star`: a User-agent value that is a product token followed only by `*`
 * (`Mediapartners-Google*`), a habit of many real files. RFC 9309 and Google read it as the product; other readers
 * may not. Removing the `*` is safe where every dialect linted already reads the value as the product.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { compile } from '../../match/compile.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'agent-trailing-star',
  family: 'values',
  title: 'User-agent with a trailing `*`',
  what: 'A User-agent value that is a product token followed only by `*`, such as `Mediapartners-Google*`.',
  why: 'A `*` in a User-agent value is no wildcard. RFC 9309 and Google read `Mediapartners-Google*` as `Mediapartners-Google`, but the 1994 rules and the 1996 draft compare the value with its `*` by substring, and strict product-token parsers reject it.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: Mediapartners-Google*\nDisallow: /\n',
  good: 'User-agent: Mediapartners-Google\nDisallow: /\n',
  fix: 'Remove the `*` (safe where every dialect linted reads the value as the product).',
  anchors: [],
};

/** The product token of a User-agent value that is a product followed only by `*` (`FooBot*` → `FooBot`), else `undefined`. */
export function productBeforeStar(value: string): string | undefined {
  return /^([A-Za-z_-]+)\*+$/.exec(value)?.[1];
}

/**
 * Whether `dialect` reads the value as its product: a group dialect whose own matcher applies a group of that value
 * to the robot named by the product. (The record dialects compare by substring, in a direction the caller chooses:
 * there the `*` may count.)
 */
function readsAsProduct(dialect: Dialect, value: string, product: string): boolean {
  if (DIALECT_PROPERTIES[dialect].agentSelection !== 'merged-groups') return false;
  return compile(`User-agent: ${value}\nDisallow: /\n`, { dialect }).isAllowed('/', product) === false;
}

export function create(context: RuleContext): RuleListeners {
  // Asked once per lint: the values reported differ only in the letters, "_" and "-" of their product, which no
  // dialect's reading depends on (and a file of many such lines costs one tiny compile per dialect).
  let safe: boolean | undefined;
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'user-agent') return;
      const product = productBeforeStar(value);
      if (product === undefined) return;
      const start = valueStart(line, value);
      const end = start + value.length;
      safe ??= context.dialects.every((dialect) => readsAsProduct(dialect, value, product));
      context.report({
        code: 'agent-trailing-star',
        message: `User-agent "${value}": a "*" here is no wildcard. RFC 9309 and Google read the value as "${product}", but other readers may not: the 1994 rules and the 1996 draft compare it with its "*" by substring, and strict product-token parsers reject it. Write "${product}".`,
        offset: start,
        end,
        fixes: [fixOf('Remove the "*"', safe, [{ offset: start + product.length, end, text: '' }])],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
