import path from 'node:path';

/**
 * What is wrong with an authoring folder, collected over a whole load so the owner sees every
 * mistake at once, each as `<file>:<line>: <what>` (the file relative to the working directory,
 * as editors and terminals link it).
 */
export class Problems {
  private readonly lines: { file: string; line: number; message: string }[] = [];

  /** Where `file` is shown from: the working directory when it is inside it. */
  display(file: string): string {
    const relative = path.relative(process.cwd(), file);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
      ? relative.split(path.sep).join('/')
      : file;
  }

  add(file: string, line: number, message: string): void {
    this.lines.push({ file: this.display(file), line: Math.max(1, line), message });
  }

  get count(): number {
    return this.lines.length;
  }

  /** Throws one error listing every problem (in file order), if there is any. */
  throwIfAny(): void {
    if (this.lines.length === 0) return;
    const sorted = [...this.lines].sort((a, b) =>
      a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1,
    );
    throw new ContentFolderError(sorted.map((p) => `${p.file}:${p.line}: ${p.message}`));
  }
}

/** An authoring folder that does not load; the message is one problem per line. */
export class ContentFolderError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ContentFolderError';
  }
}
