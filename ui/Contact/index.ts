export { Contact, type ContactProps, type ContactResult, type ContactValues } from './Contact';
