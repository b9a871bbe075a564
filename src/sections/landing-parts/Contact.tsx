import { useCallback, useState } from 'react';
import { Contact, type ContactProps, type ContactResult } from '../../../ui';
import { sendContactForm } from '../../client/contact';

/** The contact form, sending through EmailJS (src/client/contact.ts). */
export default function ContactSection(
  props: Omit<ContactProps, 'sending' | 'result' | 'onSubmit' | 'onResultClose'>,
) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ContactResult | null>(null);
  const submit = useCallback(({ form }: { form: HTMLFormElement }) => {
    setSending(true);
    sendContactForm(form)
      .then(
        () => setResult({ kind: 'success' }),
        (error: unknown) =>
          setResult({
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
          }),
      )
      .finally(() => {
        form.reset();
        setSending(false);
      });
  }, []);
  return (
    <Contact
      {...props}
      sending={sending}
      result={result}
      onSubmit={submit}
      onResultClose={() => setResult(null)}
    />
  );
}
