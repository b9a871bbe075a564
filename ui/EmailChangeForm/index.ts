export {
  EmailChangeForm,
  emptyEmailChange,
  type EmailChangeFormProps,
  type EmailChangeValues,
} from './EmailChangeForm';
