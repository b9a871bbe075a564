/**
 * Stands in for the hoist-non-react-statics package in the browser bundle (gatsby-node's
 * onCreateWebpackConfig). Emotion imports it, with react-is, for its withTheme alone, which
 * nothing on the site calls; the wrapped component is returned as it is, without its statics.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
