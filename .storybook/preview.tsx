import { ThemeProvider } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { useEffect } from 'react';
import { GlobalStyles, paintColorMode, theme, type ColorMode } from '../ui';
import { usePageColorMode } from './colorMode';

/** The toolbar's viewports, for looking at a story by hand (the visual test sets its own width). */
const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Narrow 700', styles: { width: '700px', height: '900px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Puts the colour mode on <html>, where GlobalStyles switches the colour variables. */
export function ColorModeRoot({ mode, children }: { mode: ColorMode; children: React.ReactNode }) {
  useEffect(() => {
    paintColorMode(mode);
  }, [mode]);
  return <>{children}</>;
}

/** The decorator's root: the colour mode from the globals, live when it follows the system. */
function ThemedRoot({
  globals,
  children,
}: {
  globals: Record<string, unknown>;
  children: React.ReactNode;
}) {
  return <ColorModeRoot mode={usePageColorMode(globals)}>{children}</ColorModeRoot>;
}

const withTheme: Decorator = (Story, context) => {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ThemedRoot globals={context.globals}>
        {context.viewMode === 'docs' ? (
          // On a docs page the story sits on Storybook's own canvas, not on the page <body>, so
          // it gets the page's background and text colour here (story mode keeps the body's).
          <div
            style={{
              display: 'flow-root',
              background: 'var(--color-background)',
              color: 'var(--color-text)',
            }}
          >
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </ThemedRoot>
    </ThemeProvider>
  );
};

/** Docgen types that Controls can only offer as a raw JSON editor. */
const RAW_JSON_TYPES = new Set(['array', 'object', 'other', 'union', 'intersection', 'tuple']);

/**
 * Props holding arrays of objects, objects and React nodes get no control instead of a raw JSON
 * editor, which is unreadable for a designer. A story keeps a control by declaring one (a select
 * of named fixtures, a text field); scalar props keep Storybook's own.
 */
const noRawJsonControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const typeName = argType.type && typeof argType.type === 'object' ? argType.type.name : '';
      const raw = argType.control === undefined && !argType.options && RAW_JSON_TYPES.has(typeName);
      return [name, raw ? { ...argType, control: false as const } : argType];
    }),
  );

/** An `@default` tag after a prop's description on the same line: `The look. @default 'solid'`. */
const INLINE_DEFAULT = /\s*@default\s+(.+?)\s*$/s;

/**
 * Props tables as a designer reads them. react-docgen keeps an inline `@default` tag in the
 * description, where the Docs page printed it raw: take it out, and show it in the Default column
 * when docgen found no default of its own (it reads the component's destructured defaults). A
 * union read through a type alias (`ButtonVariant`) is listed by its choices, not as "union".
 */
const docgenFixes: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, original]) => {
      let argType = original;
      const table = argType.table ?? {};
      // A union of literals read through a type alias is summed up as "union": list its choices.
      if (table.type?.summary === 'union' && argType.type?.name === 'enum') {
        const choices = argType.type.value.map((value) => JSON.stringify(value).replace(/"/g, "'"));
        argType = { ...argType, table: { ...table, type: { summary: choices.join(' | ') } } };
      }
      const match = argType.description?.match(INLINE_DEFAULT);
      if (!argType.description || !match?.[1]) return [name, argType];
      return [
        name,
        {
          ...argType,
          description: argType.description.slice(0, match.index),
          table: {
            ...argType.table,
            defaultValue: argType.table?.defaultValue ?? { summary: match[1] },
          },
        },
      ];
    }),
  );

const preview: Preview = {
  decorators: [withTheme],
  argTypesEnhancers: [docgenFixes, noRawJsonControls],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    // The design reference reads top-down: the welcome page, tokens, primitives, components.
    options: {
      storySort: {
        order: [
          'Welcome',
          'Foundations',
          [
            'Colours',
            'Typography',
            'Spacing',
            'Radius',
            'Breakpoints and container',
            'Elevation',
            'Z-index',
            'Motion',
            'Icons',
          ],
          'Primitives',
          '*',
        ],
      },
    },
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
