/** The types of `typedoc-stages.mjs`, for the tests that import it. */
export declare const STAGES: Readonly<Record<string, string>>;
export declare function stageOf(fileName: string): string | undefined;
export declare function load(app: unknown): void;
