export { EmailRequestForm, type EmailRequestFormProps } from './EmailRequestForm';
