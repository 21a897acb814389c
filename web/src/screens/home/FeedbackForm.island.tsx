import { useId, useRef, useState, type FormEvent } from 'react';
import { RequestFailedError, saveFeedback } from '../../api/documentsClient.ts';
import { Modal } from '../../components/Modal.tsx';
import { FEEDBACK_EMAIL_MAX, FEEDBACK_MESSAGE_MAX } from '@shastra/content/contract/feedback';
import { fill } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';

/**
 * A mistyped address is caught here rather than by the server's 400: the browser's own rule for an
 * email field, plus a dot in the domain, which the server's check also asks for (`name@example`).
 */
const emailLooksValid = (field: HTMLInputElement) => {
  const email = field.value.trim();
  return field.validity.valid && /@[^@\s]+\.[^@.\s]+$/.test(email) && email.length <= FEEDBACK_EMAIL_MAX;
};

/** Each field's limit, as the API's refusal for that field states it. */
const FIELD_LIMITS = { email: FEEDBACK_EMAIL_MAX, message: FEEDBACK_MESSAGE_MAX } as const;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isNetworkError = (error: unknown) =>
  error instanceof TypeError || (error instanceof RequestFailedError && error.status === 0);

/**
 * The feedback form: both fields required and the email well formed, checked as the visitor leaves
 * the field and again before sending, and the message within the server's limit (the inline error
 * clears on typing; each is the page's own wording of the API's refusal for that field); only HTTP 200 is a
 * success, which opens the thank-you popup; anything else is the browser alert. Offline, nothing
 * is sent: the form says so and keeps what was typed. The fields are uncontrolled, so what a
 * visitor types before the form has hydrated is kept.
 */
export default function FeedbackForm() {
  const t = useMessages('feedback');
  // The API refuses in English (its contract); the form says the same in the page's language.
  const fieldError = (field: keyof typeof FIELD_LIMITS) => fill(t.fieldErrors[field], { max: FIELD_LIMITS[field] });
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<{ email: boolean; message: boolean }>({ email: false, message: false });
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const ids = { email: useId(), message: useId(), error: useId(), trap: useId(), thanks: useId() };

  const clearError = () => {
    setError('');
    setMissing({ email: false, message: false });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const message = String(form.get('message') ?? '').trim();
    const website = String(form.get('website') ?? '');
    if (!email || !message) {
      setError(t.required);
      setMissing({ email: !email, message: !message });
      return;
    }
    const emailField = event.currentTarget.elements.namedItem('email');
    if (emailField instanceof HTMLInputElement && !emailLooksValid(emailField)) {
      setError(fieldError('email'));
      setMissing({ email: true, message: false });
      emailField.focus();
      return;
    }
    if (message.length > FEEDBACK_MESSAGE_MAX) {
      setError(fieldError('message'));
      setMissing({ email: false, message: true });
      const messageField = event.currentTarget.elements.namedItem('message');
      if (messageField instanceof HTMLTextAreaElement) messageField.focus();
      return;
    }
    if (isOffline()) {
      setError(t.offline);
      return;
    }
    setSending(true);
    try {
      await saveFeedback({ email, message, ...(website ? { website } : {}) });
      formRef.current?.reset();
      setThanked(true);
    } catch (failure) {
      if (isNetworkError(failure) && isOffline()) {
        setError(t.offline);
        return;
      }
      if (isNetworkError(failure)) setError(t.unreachable);
      // No feedback route at all: a static copy of the site with no server behind it.
      else if (failure instanceof RequestFailedError && (failure.status === 404 || failure.status === 405)) {
        setError(t.unavailable);
      }
      window.alert(t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        ref={formRef}
        className="feedback-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onInput={clearError}
        data-testid={testIds.feedbackForm}
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="field">
          <label htmlFor={ids.email}>{t.emailLabel}</label>
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            onBlur={(event) => {
              if (event.currentTarget.value.trim() && !emailLooksValid(event.currentTarget)) {
                setError(fieldError('email'));
                setMissing({ email: true, message: false });
              }
            }}
            aria-invalid={missing.email || undefined}
            aria-describedby={missing.email ? ids.error : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.message}>{t.messageLabel}</label>
          <textarea
            id={ids.message}
            name="message"
            rows={5}
            placeholder={t.messagePlaceholder}
            aria-invalid={missing.message || undefined}
            aria-describedby={missing.message ? ids.error : undefined}
          />
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="feedback-form__trap" aria-hidden="true">
          <label htmlFor={ids.trap}>{t.trapLabel}</label>
          <input id={ids.trap} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <p id={ids.error} className="form-error" role="alert" data-testid={testIds.feedbackError}>
          {error}
        </p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
      </form>
      <Modal open={thanked} onClose={() => setThanked(false)} labelledBy={ids.thanks} testId={testIds.thankYouDialog}>
        <h2 id={ids.thanks}>{t.thanksTitle}</h2>
        <p>{t.thanksText}</p>
        <button type="button" className="button button--primary" onClick={() => setThanked(false)}>
          {t.close}
        </button>
      </Modal>
    </>
  );
}
