import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import {
  FEEDBACK_EMAIL_MAX,
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_REQUIRED,
} from '@shastra/content/contract/feedback';
import { FEEDBACK_FAILED_MESSAGE, FEEDBACK_OFFLINE_MESSAGE, FEEDBACK_UNREACHABLE_MESSAGE } from '../../constants.ts';
import { catalogs } from '../../i18n/catalog.ts';
import { fill as fillTemplate } from '../../i18n/format.ts';
import { I18nContext } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import FeedbackForm from './FeedbackForm.island.tsx';

/** The form as its island gets it: the edition and only the `feedback` strings. */
const renderForm = (locale: Locale = 'en') =>
  render(
    <I18nContext value={{ locale, messages: { feedback: catalogs[locale].feedback } }}>
      <FeedbackForm />
    </I18nContext>,
  );

const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('alert', alertMock);
  document.cookie = 'XSRF-TOKEN=token-from-cookie';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  alertMock.mockReset();
});

const user = () => userEvent.setup();

async function fill(email: string, message: string) {
  const u = user();
  if (email) await u.type(screen.getByLabelText('Email'), email);
  if (message) await u.type(screen.getByLabelText('Message'), message);
  await u.click(screen.getByRole('button', { name: 'Send feedback' }));
}

describe('FeedbackForm', () => {
  it.each([
    ['', ''],
    ['reader@example.org', ''],
    ['', 'A message'],
  ])("requires both fields (email '%s', message '%s')", async (email, message) => {
    renderForm();
    await fill(email, message);
    expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('Email and message are required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['reader@example', 'reader example.org', 'reader@@example.org'])(
    "says a mistyped email ('%s') is not an address, inline, and sends nothing",
    async (email) => {
      renderForm();
      await fill(email, 'A message');
      expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent(
        'Enter a valid email address of at most 254 characters.',
      );
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Email')).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(alertMock).not.toHaveBeenCalled();
    },
  );

  it('checks the email as the visitor leaves the field', async () => {
    renderForm();
    const u = user();
    await u.type(screen.getByLabelText('Email'), 'reader.example.org');
    await u.click(screen.getByLabelText('Message'));
    expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('Enter a valid email address');
  });

  it('asks the server for an XSRF cookie when the page has none (pages set no cookie)', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    fetchMock.mockImplementation((url) => {
      if (url === '/feedback/token') {
        document.cookie = 'XSRF-TOKEN=fresh-token';
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
    });
    renderForm();
    await fill('reader@example.org', 'Namaste');
    await waitFor(() => expect(screen.getByTestId(testIds.thankYouDialog)).toHaveAttribute('open'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/feedback/token', '/documents/savefeedback']);
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('fresh-token');
  });

  it('clears the message when the visitor types', async () => {
    renderForm();
    await fill('', '');
    await user().type(screen.getByLabelText('Message'), 'x');
    expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('');
  });

  it('posts JSON with the X-XSRF-TOKEN header from the XSRF-TOKEN cookie, and thanks on 200', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    renderForm();
    await fill('reader@example.org', 'Namaste');
    await waitFor(() => expect(screen.getByTestId(testIds.thankYouDialog)).toHaveAttribute('open'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/documents/savefeedback');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('token-from-cookie');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'reader@example.org', message: 'Namaste' });
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId(testIds.thankYouDialog)).not.toHaveAttribute('open');
  });

  it.each([[201], [400], [403], [500]])(
    "alerts 'An error occurred while submitting the form.' on HTTP %i",
    async (status) => {
      fetchMock.mockResolvedValue(new Response('{}', { status }));
      renderForm();
      await fill('reader@example.org', 'Namaste');
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('An error occurred while submitting the form.'));
      expect(screen.getByTestId(testIds.thankYouDialog)).not.toHaveAttribute('open');
      expect(screen.getByLabelText('Message')).toHaveValue('Namaste');
    },
  );

  it('alerts on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await fill('reader@example.org', 'Namaste');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('An error occurred while submitting the form.'));
  });
  describe('offline', () => {
    const OFFLINE =
      'You are offline, so your message could not be sent. It is still here: send it again when you are back online.';
    const onLine = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
    afterEach(() => vi.restoreAllMocks());

    it('says it cannot send while offline, sends nothing and keeps what was typed', async () => {
      onLine(false);
      renderForm();
      await fill('reader@example.org', 'Namaste');
      expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
      expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent(OFFLINE);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(alertMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Email')).toHaveValue('reader@example.org');
      expect(screen.getByLabelText('Message')).toHaveValue('Namaste');
      expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
    });

    it('says so when the connection drops during the send (a network error while offline)', async () => {
      const status = onLine(true);
      fetchMock.mockImplementation(() => {
        status.mockReturnValue(false);
        return Promise.reject(new TypeError('Failed to fetch'));
      });
      renderForm();
      await fill('reader@example.org', 'Namaste');
      await waitFor(() => expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent(OFFLINE));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(alertMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Email')).toHaveValue('reader@example.org');
      expect(screen.getByLabelText('Message')).toHaveValue('Namaste');
    });

    it('explains a network error while online inline too, keeps the text and still alerts', async () => {
      onLine(true);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      renderForm();
      await fill('reader@example.org', 'Namaste');
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('An error occurred while submitting the form.'));
      expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('Your message could not be sent');
      expect(screen.getByLabelText('Message')).toHaveValue('Namaste');
    });

    it('keeps the inline message empty on a server error (the failure alert alone)', async () => {
      onLine(true);
      fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
      renderForm();
      await fill('reader@example.org', 'Namaste');
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('An error occurred while submitting the form.'));
      expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('');
    });

    it('sends once back online, and clears the offline message when the visitor types', async () => {
      const status = onLine(false);
      fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
      renderForm();
      await fill('reader@example.org', 'Namaste');
      expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent(OFFLINE);
      await user().type(screen.getByLabelText('Message'), '!');
      expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('');
      status.mockReturnValue(true);
      await user().click(screen.getByRole('button', { name: 'Send feedback' }));
      await waitFor(() => expect(screen.getByTestId(testIds.thankYouDialog)).toHaveAttribute('open'));
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
        email: 'reader@example.org',
        message: 'Namaste!',
      });
    });
  });

  it('refuses a message over the limit inline, as the server would, and sends nothing', async () => {
    renderForm();
    const u = user();
    await u.type(screen.getByLabelText('Email'), 'reader@example.org');
    const message = screen.getByLabelText('Message');
    (message as HTMLTextAreaElement).value = 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1);
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('Write a message of 1 to 5000 characters.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('FeedbackForm in Hindi', () => {
  it('labels its fields and says a refusal in Hindi, never in English', async () => {
    renderForm('hi');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'प्रतिक्रिया भेजें' }));
    expect(screen.getByTestId(testIds.feedbackError)).toHaveTextContent('ईमेल और संदेश, दोनों जरूरी हैं।');
    await u.type(screen.getByLabelText('ईमेल'), 'reader@example');
    await u.type(screen.getByLabelText('संदेश'), 'नमस्ते');
    await u.click(screen.getByRole('button', { name: 'प्रतिक्रिया भेजें' }));
    const error = screen.getByTestId(testIds.feedbackError);
    expect(error).toHaveTextContent('अधिकतम 254 अक्षरों का सही ईमेल पता लिखें।');
    expect(error.textContent).not.toMatch(/[A-Za-z]/);
    expect(screen.queryByText('Send feedback')).toBeNull();
  });

  it('alerts in Hindi when the server refuses', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 400 }));
    renderForm('hi');
    const u = user();
    await u.type(screen.getByLabelText('ईमेल'), 'reader@example.org');
    await u.type(screen.getByLabelText('संदेश'), 'नमस्ते');
    await u.click(screen.getByRole('button', { name: 'प्रतिक्रिया भेजें' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('फॉर्म भेजते समय कोई गड़बड़ी हुई।'));
  });
});

describe("the form's English", () => {
  const { feedback } = catalogs.en;
  it("says each refusal in the API's own words", () => {
    expect(feedback.required).toBe(FEEDBACK_REQUIRED);
    expect(fillTemplate(feedback.fieldErrors.email, { max: FEEDBACK_EMAIL_MAX })).toBe(FEEDBACK_FIELD_MESSAGES.email);
    expect(fillTemplate(feedback.fieldErrors.message, { max: FEEDBACK_MESSAGE_MAX })).toBe(
      FEEDBACK_FIELD_MESSAGES.message,
    );
  });

  it('keeps the fixed texts of the product rules', () => {
    expect(feedback.failed).toBe(FEEDBACK_FAILED_MESSAGE);
    expect(feedback.offline).toBe(FEEDBACK_OFFLINE_MESSAGE);
    expect(feedback.unreachable).toBe(FEEDBACK_UNREACHABLE_MESSAGE);
  });
});
