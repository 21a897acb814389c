/** The string-grip demonstration as visitors get it: the still in the HTML, then the controls. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gripSchema } from '@shastra/content/media';
import { catalogs } from '../../i18n/catalog.ts';
import { I18nContext } from '../../i18n/I18n.tsx';
import { IslandCollector, type IslandRecord } from '../../islands/Island.tsx';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { GripDemonstrationSection } from './GripDemonstrationSection.tsx';
import { TOTAL_MS } from './gripTimeline.ts';

const grip = (x: number) =>
  gripSchema.parse({
    forefinger: [
      [208, 104],
      [x, 97],
      [x, 119],
    ],
    thumb: [
      [222, 138],
      [160, 127],
    ],
    mark: [x, 123],
  });
const SIMHAKARNA = {
  id: 'simhakarna',
  name: 'Siṃhakarṇa',
  holding: 'Tip of the forefinger placed on the middle of the thumb.',
  grip: grip(190),
};
const MATSARI = {
  id: 'matsari',
  name: 'Matsarī',
  holding: 'Tip of the forefinger at the root of the thumbnail.',
  grip: grip(175),
};

let reduced = false;
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  reduced = false;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const steps = () => within(screen.getByRole('list', { name: /step by step/ })).getAllByRole('listitem');
const current = () => steps().find((step) => step.getAttribute('aria-current') === 'step')?.textContent;

describe('GripDemonstration', () => {
  it('is a still with the steps in words in the server HTML, and no controls before it runs', () => {
    const islands: IslandRecord[] = [];
    const html = renderToString(
      <I18nContext value={{ locale: 'en', messages: catalogs.en }}>
        <IslandCollector value={islands}>
          <GripDemonstrationSection grips={[SIMHAKARNA]} />
        </IslandCollector>
      </I18nContext>,
    );
    expect(html).toContain('The grip in motion');
    expect(islands.map((island) => island.name)).toEqual(['GripDemonstration']);
    // The island carries its own strings, and only those.
    expect(Object.keys(islands[0]?.i18n.messages ?? {})).toEqual(['grip']);
  });

  it('steps by keyboard from still to still and says each step', async () => {
    reduced = true;
    await renderAsPage(<GripDemonstrationSection grips={[SIMHAKARNA]} />);
    expect(steps().map((step) => step.textContent)).toEqual([
      "Take the string. The open drawing hand comes to the string just below the arrow's notch.",
      'Close into the Siṃhakarṇa. Tip of the forefinger placed on the middle of the thumb.',
      'Draw. The hand pulls string and arrow straight back, the grip unchanged, until the bow is at full stretch, and holds.',
      'Release. The fingers open, the string slips off the thumb and springs forward, and the arrow flies.',
    ]);
    // Reduced motion: it stays on the still (the draw) and does not play by itself.
    expect(current()).toMatch(/^Draw\./);
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous step' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current()).toMatch(/^Close into the Siṃhakarṇa\./);
    expect(screen.getByText(/^Step 2 of 4: Close into the Siṃhakarṇa\./)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(current()).toMatch(/^Take the string\./);
    expect(screen.getByRole('button', { name: 'Previous step' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(current()).toMatch(/^Take the string\./);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveFocus();
    // From the very start, the first press shows the end of the first step.
    for (let i = 0; i < 4; i++) await user.keyboard(' ');
    expect(current()).toMatch(/^Release\./);
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Replay' })).toHaveFocus();
  });

  it('plays once by itself, can be paused, and ends on the release', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    await renderAsPage(<GripDemonstrationSection grips={[SIMHAKARNA]} />);
    act(() => void vi.advanceTimersByTime(20));
    expect(current()).toMatch(/^Take the string\./);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1500));
    expect(current()).toMatch(/^Close into/);
    act(() => void screen.getByRole('button', { name: 'Pause' }).click());
    act(() => void vi.advanceTimersByTime(3000));
    expect(current()).toMatch(/^Close into/);
    act(() => void screen.getByRole('button', { name: 'Play' }).click());
    act(() => void vi.advanceTimersByTime(TOTAL_MS));
    expect(current()).toMatch(/^Release\./);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('on the category page, offers every grip and shows the one chosen', async () => {
    reduced = true;
    await renderAsPage(<GripDemonstrationSection grips={[SIMHAKARNA, MATSARI]} />);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Siṃhakarṇa' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Matsarī' }));
    expect(screen.getByRole('list', { name: 'The Matsarī grip, step by step' })).toBeInTheDocument();
    expect(steps()[1]).toHaveTextContent('Close into the Matsarī. Tip of the forefinger at the root of the thumbnail.');
    expect(current()).toMatch(/^Draw\./);
  });

  it('speaks Hindi in the Hindi edition', async () => {
    reduced = true;
    const SIMHAKARNA_HI = { ...SIMHAKARNA, name: 'सिंहकर्ण', holding: 'तर्जनी का सिरा अँगूठे के बीच में रखा हुआ।' };
    const page = await renderAsPage(<GripDemonstrationSection grips={[SIMHAKARNA_HI]} />, 'hi');
    expect(screen.getByRole('heading', { name: 'पकड़ को चलते हुए देखें' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'सिंहकर्ण पकड़, चरण-दर-चरण' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'डोरी थामें। डोरी खींचने वाला खुला हाथ बाण के खाँचे के ठीक नीचे डोरी तक आता है।',
      'सिंहकर्ण पकड़ बनाएँ। तर्जनी का सिरा अँगूठे के बीच में रखा हुआ।',
      'खींचें। हाथ पकड़ बदले बिना डोरी और बाण को सीधे पीछे खींचता है, जब तक धनुष पूरा न तन जाए, और फिर वहीं रुका रहता है।',
      'छोड़ें। उँगलियाँ खुलती हैं, डोरी अँगूठे से फिसलकर आगे उछलती है और बाण उड़ जाता है।',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'पिछला चरण' }));
    expect(screen.getByText(/^4 में से चरण 2: सिंहकर्ण पकड़ बनाएँ।/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'प्रदर्शन के बटन' })).toBeVisible();
    for (const name of ['चलाएँ', 'अगला चरण', 'फिर से चलाएँ']) expect(screen.getByRole('button', { name })).toBeVisible();
    expect(page.textContent).not.toMatch(/step|grip|Play|Replay|Draw|Release/);
  });
});
