export {
  Link,
  LinkProvider,
  isRoute,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from './Link';
