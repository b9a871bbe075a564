export { AuthForm, emptyAuthValues, type AuthFormProps, type AuthValues } from './AuthForm';
