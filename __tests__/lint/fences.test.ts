import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The fences between the layers (eslint.config.mjs, LAYER_FENCES) and the no-cycle rule, proved
 * able to fail: each case lints a small file as if it stood at `file` in the project, through the
 * project's own config. Type information is switched off (the fences do not need it), so no
 * TypeScript program is built for these few lines.
 */
const root = path.resolve(__dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
        },
      },
    ],
  });
});

/** The rule ids and messages ESLint reports for `code` placed at `file`. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const use = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const x = ${name};\n`;

describe('layer fences', () => {
  it.each([
    ['server/fence.ts', use('POST_CARD_DIR', '../src/lib/socialCard'), 'server/'],
    ['server/fence.ts', use('palette', '../ui/theme/tokens'), 'server/'],
    ['server/lib/fence.ts', use('precompressDir', '../../build/precompress'), 'server/'],
    ['src/lib/fence.ts', use('loadConfig', '../../server/config'), 'src/'],
    ['src/lib/fence.ts', use('precompressDir', '../../build/precompress'), 'src/'],
    ['build/fence.ts', use('loadConfig', '../server/config'), 'build/'],
    ['ui/Button/fence.ts', use('POST_CARD_DIR', '../../src/lib/socialCard'), 'ui/'],
    ['ui/Button/fence.ts', use('pool', '../../shared/pool'), 'ui/'],
    ['shared/fence.ts', use('loadConfig', '../server/config'), 'shared/'],
  ])('%s may not import %#', async (file, code, layer) => {
    const messages = await lint(file, code);
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining(layer) as string,
    });
  });

  it.each([
    ['server/fence.ts', use('pool', '../shared/pool')],
    ['src/lib/fence.ts', use('CSP_MANIFEST', '../../shared/csp-manifest')],
    ['build/fence.ts', use('POST_CARD_DIR', '../src/lib/socialCard')],
    ['ui/Button/fence.ts', use('palette', '../theme/tokens')],
  ])('%s may import what its layer allows %#', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('keeps ui/ free of Gatsby through the purity rule', async () => {
    const messages = await lint('ui/Button/fence.ts', use('Link', 'gatsby'));
    expect(messages.map((m) => m.rule)).toContain('no-restricted-imports');
  });
});

describe('import cycles', () => {
  it('fails a module that imports one that imports it back', async () => {
    // src/analytics/beacon.ts imports ./send; a send.ts that imports ./beacon closes the loop.
    const messages = await lint('src/analytics/send.ts', use('trackPageView', './beacon'));
    expect(messages.map((m) => m.rule)).toContain('import-x/no-cycle');
  });
});
