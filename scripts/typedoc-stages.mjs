/**
 * A typedoc plugin (typedoc.json `plugin`): the API reference lists each
 * entry point's exports by the stage they belong to (Syntax, Diagnostics,
 * Model, Match, Lint, Format, Fetch), in the order data flows, instead of one
 * list per kind. The stage is the `src/` folder a declaration is written in
 * (or `grammar/`, the formal grammar),
 * so the reference follows the layering without a tag on every export; an
 * explicit `@category` wins.
 */
import { Comment, CommentTag, Converter } from 'typedoc';

/** `src/` folder → the stage's title. */
export const STAGES = {
  grammar: 'Grammar',
  syntax: 'Syntax',
  diagnostics: 'Diagnostics',
  model: 'Model',
  match: 'Match',
  lint: 'Lint',
  format: 'Format',
  fetch: 'Fetch',
  meta: 'Meta',
  editor: 'Editor',
};

/** The stage of a declaration written in `fileName` (a path relative to the repository), if any. */
export function stageOf(fileName) {
  const match = /(?:^|\/)(?:src\/([^/]+)|(grammar))\//.exec(fileName.replace(/\\/g, '/'));
  return match ? STAGES[match[1] ?? match[2]] : undefined;
}

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.children ?? []) {
      for (const child of module.children ?? []) {
        const stage = stageOf(child.sources?.[0]?.fileName ?? '');
        if (stage === undefined) continue;
        const comments = [child.comment, ...(child.signatures ?? []).map((signature) => signature.comment)];
        if (comments.some((comment) => comment?.blockTags.some((tag) => tag.tag === '@category'))) continue;
        child.comment ??= new Comment();
        child.comment.blockTags.push(new CommentTag('@category', [{ kind: 'text', text: stage }]));
      }
    }
  });
}
