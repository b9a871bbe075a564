import '@testing-library/jest-dom/jest-globals';
import { setProjectAnnotations } from '@storybook/react';
import { toHaveNoViolations } from 'jest-axe';
import * as previewAnnotations from './.storybook/preview';

expect.extend(toHaveNoViolations);

// Stories rendered in Jest get the same decorators (theme, global styles) as in Storybook.
setProjectAnnotations(previewAnnotations);

// jsdom lacks matchMedia; components and the colour-mode script query it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
