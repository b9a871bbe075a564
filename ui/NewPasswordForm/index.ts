export {
  NewPasswordForm,
  emptyNewPassword,
  type NewPasswordFormProps,
  type NewPasswordValues,
} from './NewPasswordForm';
