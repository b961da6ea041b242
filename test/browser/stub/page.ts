// A stand-in for the playground while it is being written: the contract's ready flag, text access and problems list.
import { lint } from '../../../src/index.ts';

const editor = document.querySelector<HTMLTextAreaElement>('#editor .cm-content')!;
const problems = document.querySelector<HTMLUListElement>('[data-testid=problems]')!;
let timer: ReturnType<typeof setTimeout> | undefined;
function relint(): void {
  performance.mark('lint-start');
  const result = lint(editor.value);
  performance.measure('robotstxt-lint', 'lint-start');
  problems.replaceChildren(
    ...result.diagnostics.map((d) => {
      const li = document.createElement('li');
      Object.assign(li.dataset, { code: d.code, line: String(d.range.start.line), severity: d.severity });
      li.textContent = `${d.range.start.line}: ${d.message}`;
      return li;
    }),
  );
}
editor.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(relint, 150);
});
(window as unknown as { playground: unknown }).playground = {
  getText: () => editor.value,
  setText: (text: string) => {
    editor.value = text;
    relint();
  },
};
relint();
document.body.dataset.ready = 'true';
