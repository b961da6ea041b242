/**
 * A stand-in for the `vscode` module, for the one test that loads the
 * packaged `dist/extension.js` without VS Code (there is none here, and no
 * display). It implements what the extension and its language client use to
 * start the server and run the test-URL command (commands, one open
 * robots.txt document and its editor, input boxes, a quick pick, decorations,
 * output channels, settings), records what they did, and answers every other
 * member with an inert object, so the client's many feature registrations
 * (providers, watchers, events) do nothing. It checks wiring, not VS Code's
 * behaviour.
 */
import Module from 'node:module';

/** An object that is anything: any member is another one, calling or constructing one gives another, `dispose` does nothing. */
export function inert(): any {
  const target = function () {};
  return new Proxy(target, {
    get(_, key) {
      if (key === 'then') return undefined;
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.toPrimitive) return () => 0;
      if (key === 'dispose') return () => undefined;
      return inert();
    },
    apply: () => inert(),
    construct: () => inert(),
  });
}

/** `namespace`'s members, and an inert object for any other. */
function namespace(members: Record<string, unknown>): any {
  return new Proxy(members, { get: (target, key) => (key in target ? target[key as string] : inert()) });
}

class Disposable {
  static from(...items: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => items.forEach((item) => item.dispose()));
  }
  constructor(private readonly callback: () => unknown = () => undefined) {}
  dispose(): void {
    this.callback();
  }
}

class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}

class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: number | Position, b: number | Position, c?: number, d?: number) {
    this.start = typeof a === 'number' ? new Position(a, b as number) : a;
    this.end = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
  }
}

class Uri {
  static parse(text: string): Uri {
    return new Uri(text);
  }
  static file(path: string): Uri {
    return new Uri(`file://${path}`);
  }
  constructor(private readonly text: string) {}
  get scheme(): string {
    return this.text.slice(0, this.text.indexOf(':'));
  }
  get fsPath(): string {
    return this.scheme === 'file' ? this.text.slice('file://'.length) : '';
  }
  toString(): string {
    return this.text;
  }
  toJSON(): string {
    return this.text;
  }
}

class EventEmitter<T> {
  private readonly listeners = new Set<(value: T) => void>();
  readonly event = (listener: (value: T) => void): Disposable => {
    this.listeners.add(listener);
    return new Disposable(() => this.listeners.delete(listener));
  };
  fire(value: T): void {
    for (const listener of this.listeners) listener(value);
  }
  dispose(): void {
    this.listeners.clear();
  }
}

/** A quick pick as the extension fills it. */
export interface FakeQuickPick {
  title?: string;
  items: any[];
  activeItems: any[];
  selectedItems: any[];
  shown: boolean;
  /** Moves the active row, as the arrow keys do. */
  activate(item: any): void;
}

/** What the extension did, and what the fake user answers. */
export interface FakeVscode {
  readonly api: any;
  readonly commands: Map<string, (...args: unknown[]) => unknown>;
  /** Answers of the input boxes, in order; each box's prefilled value is kept in {@link inputValues}. */
  readonly inputs: string[];
  readonly inputValues: (string | undefined)[];
  readonly quickPicks: FakeQuickPick[];
  /** Each `setDecorations` call: the lines decorated and the text after them. */
  readonly decorations: { lines: number[]; notes: string[] }[];
  /** Each line `revealRange` scrolled to. */
  readonly revealed: number[];
  /** Text written to each output channel, by name. */
  readonly output: Map<string, string>;
  readonly messages: string[];
}

/** The stand-in, with one open robots.txt document (`untitled:robots.txt`, language `robots-txt`) holding `text`, in the active editor. */
export function fakeVscode(text: string): FakeVscode {
  const commands = new Map<string, (...args: unknown[]) => unknown>();
  const inputs: string[] = [];
  const inputValues: (string | undefined)[] = [];
  const quickPicks: FakeQuickPick[] = [];
  const decorations: { lines: number[]; notes: string[] }[] = [];
  const revealed: number[] = [];
  const output = new Map<string, string>();
  const messages: string[] = [];
  const lines = text.split('\n');
  const document = {
    uri: Uri.parse('untitled:robots.txt'),
    fileName: 'robots.txt',
    isUntitled: true,
    languageId: 'robots-txt',
    version: 1,
    isDirty: false,
    isClosed: false,
    eol: 1,
    lineCount: lines.length,
    getText: () => text,
    lineAt: (line: number) => ({ lineNumber: line, text: lines[line], range: new Range(line, 0, line, lines[line]!.length) }),
  };
  const editor = {
    document,
    setDecorations: (_type: unknown, ranges: { range: Range; renderOptions?: { after?: { contentText?: string } } }[]) =>
      decorations.push({ lines: ranges.map((r) => r.range.start.line), notes: ranges.map((r) => r.renderOptions?.after?.contentText ?? '') }),
    revealRange: (range: Range) => revealed.push(range.start.line),
  };
  const channel = (name: string): any => {
    output.set(name, '');
    const write = (value: string): void => void output.set(name, output.get(name) + value);
    return namespace({
      name,
      append: write,
      appendLine: (value: string) => write(`${value}\n`),
      replace: () => undefined,
      clear: () => output.set(name, ''),
      show: () => undefined,
      hide: () => undefined,
      dispose: () => undefined,
    });
  };
  const api = namespace({
    // The version the manifest's engines field names (the client checks it).
    version: '1.91.0',
    Disposable,
    Position,
    Range,
    Uri,
    EventEmitter,
    ThemeColor: class {
      constructor(readonly id: string) {}
    },
    OverviewRulerLane: { Full: 7 },
    TextEditorRevealType: { InCenterIfOutsideViewport: 2 },
    QuickPickItemKind: { Separator: -1, Default: 0 },
    commands: namespace({
      registerCommand(id: string, handler: (...args: unknown[]) => unknown) {
        // As VS Code does: a second registration of a command is an error.
        if (commands.has(id)) throw new Error(`command '${id}' already exists`);
        commands.set(id, handler);
        return new Disposable(() => commands.delete(id));
      },
      executeCommand: async (id: string, ...args: unknown[]) => commands.get(id)?.(...args),
      getCommands: async () => [...commands.keys()],
    }),
    window: namespace({
      activeTextEditor: editor,
      visibleTextEditors: [editor],
      createOutputChannel: channel,
      createTextEditorDecorationType: () => ({ key: 'decoration', dispose: () => undefined }),
      showInputBox: async (options: { value?: string }) => {
        inputValues.push(options.value);
        return inputs.shift();
      },
      showWarningMessage: async (message: string) => void messages.push(message),
      showErrorMessage: async (message: string) => void messages.push(message),
      showInformationMessage: async (message: string) => void messages.push(message),
      createQuickPick: () => {
        const active = new EventEmitter<any[]>();
        const pick: FakeQuickPick & Record<string, unknown> = {
          items: [],
          activeItems: [],
          selectedItems: [],
          shown: false,
          activate(item: any) {
            pick.activeItems = [item];
            active.fire([item]);
          },
          onDidChangeActive: active.event,
          onDidAccept: new EventEmitter<void>().event,
          onDidHide: new EventEmitter<void>().event,
          show: () => void (pick.shown = true),
          hide: () => void (pick.shown = false),
          dispose: () => undefined,
        };
        quickPicks.push(pick);
        return pick;
      },
    }),
    workspace: namespace({
      workspaceFolders: undefined,
      textDocuments: [document],
      notebookDocuments: [],
      getConfiguration: (section?: string) => ({
        get: (key: string, fallback?: unknown) => (section === undefined && key === 'robotstxt' ? {} : fallback),
        has: () => false,
        inspect: () => undefined,
        update: async () => undefined,
      }),
    }),
    languages: namespace({
      match: (selector: { language?: string; scheme?: string }[] | { language?: string; scheme?: string }, doc: typeof document) =>
        ([] as { language?: string; scheme?: string }[])
          .concat(selector)
          .some(
            (filter) =>
              (filter.language === undefined || filter.language === doc.languageId) && (filter.scheme === undefined || filter.scheme === doc.uri.scheme),
          )
          ? 10
          : 0,
    }),
  });
  return { api, commands, inputs, inputValues, quickPicks, decorations, revealed, output, messages };
}

/** Loads a CommonJS file with `require('vscode')` answered by `api`. */
export function requireWithVscode(file: string, api: unknown): any {
  const loader = Module as unknown as { _load: (request: string, parent: unknown, isMain: boolean) => unknown };
  const original = loader._load;
  loader._load = function (request, parent, isMain) {
    return request === 'vscode' ? api : original.call(this, request, parent, isMain);
  };
  try {
    return Module.createRequire(import.meta.url)(file);
  } finally {
    loader._load = original;
  }
}
