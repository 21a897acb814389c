/** The sage profile's empty states: every list a sage document may leave empty says so. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import { saptarishiDocumentSchema, type SaptarishiDocument } from '@shastra/content/schema';
import { Island } from '../../islands/Island.tsx';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import SageProfile, { SAGE_PROFILE_MESSAGES } from './SageProfile.island.tsx';

// The open tab is kept in the address: each test starts from a page without one.
afterEach(() => history.replaceState(null, '', '/'));

const emptySage = saptarishiDocumentSchema.parse({
  key: 'vasishtha',
  name: 'Vasiṣṭha',
  imageurl: '/images/saptarishis/vasishtha.svg',
  image_alt: 'Vasiṣṭha',
  basic_info: { who_was_that_saptarishi: [], meaning_of_rishi_name: [], characteristics: [], reference: [] },
  family: [{ name: 'Arundhatī', description: [], reference: [] }],
  great_event: [],
  contribution: [],
  lesson_taught: [],
  what_should_we_learn_from_them: [],
});

const renderProfile = (sage: SaptarishiDocument, locale: Locale = 'en') =>
  renderAsPage(
    <Island
      name="SageProfile"
      component={SageProfile}
      props={{ sage }}
      hydrate="idle"
      messages={SAGE_PROFILE_MESSAGES}
    />,
    locale,
  );

describe('SageProfile with empty lists', () => {
  it('shows each empty-list message in its tab', async () => {
    await renderProfile(emptySage);
    const user = userEvent.setup();
    const panel = (name: string) => within(screen.getByRole('tabpanel', { name }));
    expect(panel('Basic Info').getAllByText('No information available')).toHaveLength(3);
    expect(panel('Basic Info').getByText('No references available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Family' }));
    expect(panel('Family').getByText('No description available')).toBeInTheDocument();
    expect(panel('Family').getByText('No references available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Great Event' }));
    expect(screen.getByRole('tabpanel', { name: 'Great Event' })).toHaveTextContent('No great events available');
    await user.click(screen.getByRole('tab', { name: 'Contribution' }));
    expect(screen.getByRole('tabpanel', { name: 'Contribution' })).toHaveTextContent('No contributions available');
    await user.click(screen.getByRole('tab', { name: 'Learning & Lessons' }));
    expect(panel('Learning & Lessons').getByText('No lessons available')).toBeInTheDocument();
    expect(panel('Learning & Lessons').getByText('No learning insights available')).toBeInTheDocument();
  });

  it('says so when a sage has no family', async () => {
    await renderProfile({ ...emptySage, family: [] });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Family' }));
    expect(screen.getByRole('tabpanel', { name: 'Family' })).toHaveTextContent('No family information available');
  });
});

describe('SageProfile references', () => {
  it('shows each reference as a citation, opening the verse page the site holds', async () => {
    await renderProfile(
      saptarishiDocumentSchema.parse({
        ...emptySage,
        basic_info: {
          ...emptySage.basic_info,
          reference: [
            {
              text: 'rigveda',
              title: 'Ṛgveda',
              ref: '7.33.10–13',
              parts: [{ label: '7.33.10–13', path: '/texts/rigveda/7.33.10-13' }],
            },
            { text: 'gautama_dharmasutra', title: 'Gautama Dharmasūtra', ref: 'the whole work', note: 'a law book' },
          ],
        },
      }),
    );
    const items = within(screen.getByRole('tabpanel', { name: 'Basic Info' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ṛgveda, 7.33.10–13',
      'Gautama Dharmasūtra, the whole work (a law book)',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: '7.33.10–13' })).toHaveAttribute(
      'href',
      '/texts/rigveda/7.33.10-13',
    );
  });
});

describe('SageProfile and the address', () => {
  it('opens the tab the address names, and names the tab a visitor chooses', async () => {
    history.replaceState(null, '', '/saptarishi/atri#contribution');
    await renderProfile(emptySage);
    expect(await screen.findByRole('tab', { name: 'Contribution' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Family' }));
    expect(location.hash).toBe('#family');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Basic Info' }));
    expect(location.hash).toBe('');
  });
});

describe('SageProfile in Hindi', () => {
  it('names its tabs, headings and empty lists in Hindi, and links citations to Hindi verse pages', async () => {
    await renderProfile(
      {
        ...emptySage,
        name: 'वसिष्ठ',
        basic_info: {
          ...emptySage.basic_info,
          reference: [
            {
              text: 'rigveda',
              title: 'ऋग्वेद',
              ref: '7.33.10–13',
              parts: [{ label: '7.33.10–13', path: '/texts/rigveda/7.33.10-13' }],
            },
          ],
        },
      },
      'hi',
    );
    const basic = within(screen.getByRole('tabpanel', { name: 'मूल जानकारी' }));
    expect(basic.getByRole('heading', { name: 'वसिष्ठ कौन थे?' })).toBeInTheDocument();
    expect(basic.getAllByText('कोई जानकारी उपलब्ध नहीं')).toHaveLength(3);
    expect(basic.getByRole('link', { name: '7.33.10–13' })).toHaveAttribute('href', '/hi/texts/rigveda/7.33.10-13');
    expect(screen.getByRole('tablist', { name: 'ऋषि के बारे में' })).toBeInTheDocument();
    expect(screen.queryByText(/available|Who Was/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'प्रमुख घटनाएँ' }));
    expect(screen.getByRole('tabpanel', { name: 'प्रमुख घटनाएँ' })).toHaveTextContent('कोई प्रमुख घटना उपलब्ध नहीं');
  });
});
