// The only entry the site imports. ui/ never imports gatsby, fetch helpers or server code.
export * from './theme';
export * from './primitives';
export * from './icons';
export * from './TopBar';
export * from './ScrollProgress';
export * from './UserMenu';
export * from './AuthForm';
export * from './ErrorDialog';
export * from './SwipeDeck';
export * from './PhotoFeed';
