import { useId, useState, type FormEvent } from 'react';
import { RequestFailedError, saveFeedback } from '../api/documentsClient.ts';
import {
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_OFFLINE_MESSAGE,
  FEEDBACK_REQUIRED_MESSAGE,
  FEEDBACK_UNREACHABLE_MESSAGE,
} from '../constants.ts';
import { testIds } from '../testIds.ts';
import { Modal } from './Modal.tsx';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isNetworkError = (error: unknown) =>
  error instanceof TypeError || (error instanceof RequestFailedError && error.status === 0);

/**
 * The feedback form (spec "Feedback", sections 5 and 8): both fields required, the inline error
 * clears on typing, success only on HTTP 200 opens the thank-you popup, anything else alerts.
 * Offline, nothing is sent (the service worker never stores or replays it): the form says so and
 * keeps what was typed.
 */
export function FeedbackForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const ids = { email: useId(), message: useId(), error: useId(), trap: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !message.trim()) {
      setError(FEEDBACK_REQUIRED_MESSAGE);
      return;
    }
    if (isOffline()) {
      setError(FEEDBACK_OFFLINE_MESSAGE);
      return;
    }
    setSending(true);
    try {
      await saveFeedback({ email: email.trim(), message: message.trim(), ...(website ? { website } : {}) });
      setEmail('');
      setMessage('');
      setThanked(true);
    } catch (failure) {
      if (isNetworkError(failure) && isOffline()) {
        setError(FEEDBACK_OFFLINE_MESSAGE);
        return;
      }
      if (isNetworkError(failure)) setError(FEEDBACK_UNREACHABLE_MESSAGE);
      window.alert(FEEDBACK_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        className="feedback-form"
        noValidate
        onSubmit={submit}
        data-testid={testIds.feedbackForm}
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="field">
          <label htmlFor={ids.email}>Email</label>
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={error && !email.trim() ? true : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError('');
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.message}>Message</label>
          <textarea
            id={ids.message}
            name="message"
            rows={5}
            placeholder="A correction, a question, a fact you would like us to research…"
            value={message}
            aria-invalid={error && !message.trim() ? true : undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              setError('');
            }}
          />
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="feedback-form__trap" aria-hidden="true">
          <label htmlFor={ids.trap}>Website</label>
          <input
            id={ids.trap}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <p id={ids.error} className="form-error" role="alert" data-testid={testIds.feedbackError}>
          {error}
        </p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send feedback'}
        </button>
      </form>
      <Modal open={thanked} onClose={() => setThanked(false)} labelledBy="thanks-title" testId={testIds.thankYouDialog}>
        <h2 id="thanks-title">Thank you!</h2>
        <p>Your feedback has reached us. We read every message and use it to make Shastra better.</p>
        <button type="button" className="button button--primary" onClick={() => setThanked(false)}>
          Close
        </button>
      </Modal>
    </>
  );
}
