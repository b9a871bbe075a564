import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // MDX files are the Foundations pages (stories/foundations); every component's docs page is
  // generated from its stories file (the `autodocs` tag in preview.tsx).
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    // Hover, focus and pressed states without interaction: a story's `parameters.pseudo` forces
    // them (on its Docs page too), and the toolbar toggles them on any story.
    'storybook-addon-pseudo-states',
  ],
  // Docs pages' container (theme toolbar support); see the file for why it is not in preview.tsx.
  previewAnnotations: (entries = []) => [
    ...entries,
    fileURLToPath(new URL('./docsPreview.tsx', import.meta.url)),
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Storybook's static files (fonts, drawings); never Gatsby's build output. The sample feed's
  // media and projects' pictures come from the test fixtures (content/ is the owner's and may
  // be emptied), at the paths the site serves them on.
  staticDirs: [
    '../static',
    { from: '../__tests__/fixtures/content/photos', to: '/feed' },
    { from: '../__tests__/fixtures/content/projects', to: '/landing/projects' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The sidebar's search matches names and title paths, not tags: with this, it also matches the
  // headings of MDX pages, so the Welcome page's "Modal, popup: Dialog" headings find components
  // by the names designers use (the tags feed the tag filter).
  features: { experimentalSearchDocsHeadings: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // Vite's default publicDir is ./public, which is Gatsby's build output.
      publicDir: false,
    });
  },
};

export default config;
