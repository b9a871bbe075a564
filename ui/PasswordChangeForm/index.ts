export {
  PasswordChangeForm,
  emptyPasswordChange,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from './PasswordChangeForm';
