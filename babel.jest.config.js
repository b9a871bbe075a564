// Babel config for Jest only. Gatsby brings its own preset (via gatsby-plugin-emotion) and
// Storybook compiles with Vite, so this file is passed explicitly by jest.config.js and is not
// named babel.config.js, which Gatsby would otherwise pick up instead of its defaults.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic', importSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
  plugins: ['@emotion/babel-plugin'],
};
