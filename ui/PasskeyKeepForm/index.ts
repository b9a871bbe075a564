export { PasskeyKeepForm, type PasskeyKeepFormProps } from './PasskeyKeepForm';
