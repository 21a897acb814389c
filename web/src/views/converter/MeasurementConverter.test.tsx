import { act, render as renderUi, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadCorpus, type CategoryInfo } from '@shastra/content';
import type { Locale } from '@shastra/content/contract/locales';
import { documentKey } from '@shastra/content/contract/paths';
import { buildDocuments } from '@shastra/content/documents';
import { catalogs } from '../../i18n/catalog.ts';
import { I18nContext } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import MeasurementConverter, {
  formatCount,
  formatLength as formatLengthIn,
  parseAmount,
} from './MeasurementConverter.island.tsx';

/** The real chain of content/data/measures.yaml, as the API serves it (citations with their titles). */
function loadConverter(locale?: Locale) {
  const corpus = loadCorpus(undefined, locale);
  const info = buildDocuments(corpus).get(
    documentKey('categoryInfo', { id: corpus.measures.category }),
  ) as CategoryInfo;
  if (!info.converter) throw new Error(`${corpus.measures.category} has no converter`);
  return info.converter;
}
const converter = loadConverter();

/**
 * The interface strings the island is given on its page (its `messages`): its own, and `common`
 * for the citations (components/Citation.tsx).
 */
const inEdition = (ui: ReactNode, locale: Locale = 'en') => {
  const { converter: strings, common } = catalogs[locale];
  return <I18nContext value={{ locale, messages: { converter: strings, common } }}>{ui}</I18nContext>;
};
const render = (ui: ReactNode, locale: Locale = 'en') => renderUi(inEdition(ui, locale));
const formatLength = (metres: number) => formatLengthIn(metres, 'en', catalogs.en.converter.lengths);

const user = () => userEvent.setup();

/** The amount the results show for one unit. */
function result(unitId: string): string {
  const row = within(screen.getByTestId(testIds.measureResults))
    .getAllByRole('definition')
    .find((dd) => dd.parentElement?.getAttribute('data-unit') === unitId);
  if (!row) throw new Error(`no result for ${unitId}`);
  return row.textContent ?? '';
}

async function convert(amount: string, unitName: string) {
  const u = user();
  await u.clear(screen.getByLabelText('Amount'));
  if (amount) await u.type(screen.getByLabelText('Amount'), amount);
  await u.selectOptions(screen.getByLabelText('Unit'), unitName);
}

describe('MeasurementConverter: conversions against the ratios of Arthaśāstra 2.20', () => {
  it('starts at 1 yojana = 4 goruta = 8,000 dhanus = 768,000 aṅgula', () => {
    render(<MeasurementConverter converter={converter} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('1');
    expect(screen.getByLabelText('Unit')).toHaveDisplayValue('Yojana');
    expect(result('yojana')).toBe('1');
    expect(result('goruta')).toBe('4');
    expect(result('danda')).toBe('8,000');
    expect(result('rajju')).toBe('800');
    expect(result('aratni')).toBe('32,000');
    expect(result('angula')).toBe('768,000');
    expect(result('paramanu')).toBe('25,165,824,000');
    expect(screen.getByTestId(testIds.measureSummary)).toHaveTextContent('1 yojana = 768,000 aṅgula ≈ 13.5 km');
  });

  it('1 aṅgula = 8 yavamadhya = 32,768 paramāṇu', async () => {
    render(<MeasurementConverter converter={converter} />);
    await convert('1', 'Aṅgula');
    expect(result('yavamadhya')).toBe('8');
    expect(result('yuka')).toBe('64');
    expect(result('liksha')).toBe('512');
    expect(result('rathacakra_viprut')).toBe('4,096');
    expect(result('paramanu')).toBe('32,768');
    expect(result('vitasti')).toBe('≈ 0.08333');
    expect(result('yojana')).toBe('≈ 1.302 × 10⁻⁶');
  });

  it('1 dhanus (daṇḍa) = 4 aratni = 96 aṅgula, and 2,000 of them make a goruta', async () => {
    render(<MeasurementConverter converter={converter} />);
    await convert('1', 'Daṇḍa');
    expect(result('aratni')).toBe('4');
    expect(result('vitasti')).toBe('8');
    expect(result('angula')).toBe('96');
    expect(result('vyama')).toBe('≈ 1.143');
    await convert('2,000', 'Daṇḍa');
    expect(result('goruta')).toBe('1');
    expect(result('yojana')).toBe('0.25');
  });

  it('converts fractions both ways: 0.5 vyāma = 42 aṅgula = 1.75 aratni', async () => {
    render(<MeasurementConverter converter={converter} />);
    await convert('0.5', 'Vyāma');
    expect(result('angula')).toBe('42');
    expect(result('aratni')).toBe('1.75');
    expect(result('vyama')).toBe('0.5');
  });

  it('switching the modern estimate changes the metric figures, not the ratios', async () => {
    render(<MeasurementConverter converter={converter} />);
    await convert('1', 'Aratni');
    const summary = screen.getByTestId(testIds.measureSummary);
    expect(summary).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('radio', { name: /Maurya/ })).toBeChecked();
    expect(summary).toHaveTextContent('1 aratni = 24 aṅgula ≈ 42.3 cm');
    await user().click(screen.getByRole('radio', { name: /¾-inch/ }));
    expect(screen.getByRole('radio', { name: /¾-inch/ })).toBeChecked();
    expect(summary).toHaveTextContent('1 aratni = 24 aṅgula ≈ 45.7 cm');
    expect(result('angula')).toBe('24');
    await convert('1', 'Yojana');
    expect(summary).toHaveTextContent('≈ 14.6 km');
    // The scale follows the chosen estimate.
    expect(screen.getByTestId(testIds.measureScale)).toHaveTextContent('≈ 14.6 km');
  });

  it('says what to type when the amount is not a length, and accepts a decimal comma', async () => {
    render(<MeasurementConverter converter={converter} />);
    await convert('two', 'Aratni');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId(testIds.measureSummary)).toHaveTextContent('Type a length as a number');
    expect(screen.queryByTestId(testIds.measureResults)).toBeNull();
    await convert('1,5', 'Aratni');
    expect(result('angula')).toBe('36');
  });
});

describe('MeasurementConverter without JavaScript', () => {
  /** The markup the server sends: the page before any script runs. */
  /** What the server sends: React's own server rendering, text separators included. */
  function serverHtml(): string {
    return renderToString(inEdition(<MeasurementConverter converter={converter} />));
  }

  it('renders the ladder, the full table for every estimate and the scale, but no form', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    expect(container.querySelector(`[data-testid="${testIds.measureForm}"]`)).toBeNull();
    expect(container.querySelectorAll(`[data-testid="${testIds.measureChain}"] li`)).toHaveLength(13);
    const table = container.querySelector(`[data-testid="${testIds.measureTable}"]`);
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(13);
    const row = (id: string) =>
      [...(table?.querySelectorAll(`tr[data-unit="${id}"] > *`) ?? [])].map((cell) => cell.textContent);
    // Unit, defined as, aṅgulas, paramāṇus, then one metric column per estimate.
    expect(row('paramanu').slice(2)).toEqual(['1/32,768', '1', '≈ 0.538 µm', '≈ 0.581 µm']);
    expect(row('angula').slice(1)).toEqual(['8 yavamadhya', '1', '32,768', '≈ 1.76 cm', '≈ 1.91 cm']);
    expect(row('aratni').slice(1)).toEqual(['2 vitasti', '24', '786,432', '≈ 42.3 cm', '≈ 45.7 cm']);
    expect(row('danda').slice(1)).toEqual(['4 aratni', '96', '3,145,728', '≈ 1.69 m', '≈ 1.83 m']);
    expect(row('goruta').slice(1)).toEqual(['2,000 daṇḍa', '192,000', '6,291,456,000', '≈ 3.38 km', '≈ 3.66 km']);
    expect(row('yojana').slice(1)).toEqual(['4 goruta', '768,000', '25,165,824,000', '≈ 13.5 km', '≈ 14.6 km']);
    expect(container.querySelector('tr[data-unit="aratni"] [lang="sa"]')?.textContent).toBe('अरत्नि');
    const svg = container.querySelector(`[data-testid="${testIds.measureScale}"]`);
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.querySelector('title')?.textContent).toMatch(/old units/);
    expect(svg?.querySelector('desc')?.textContent).toContain('Paramāṇu, ≈ 0.538 µm');
    expect(svg?.querySelector('desc')?.textContent).toContain('Mount Everest, 8.85 km tall');
    // Every estimate names its source.
    expect(container.textContent).toContain('Shamasastry’s Arthaśāstra, 2.20');
    expect(container.textContent).toContain('Barabar and Nagarjuni');
  });

  it.each([
    ['en', converter],
    ['hi', loadConverter('hi')],
  ] as const)(
    'hydrates the server markup into the same page a browser renders, form included (%s)',
    async (locale, chain) => {
      const fresh = render(<MeasurementConverter converter={chain} />, locale);
      const expected = fresh.container.innerHTML;
      fresh.unmount();
      const container = document.createElement('div');
      container.innerHTML = renderToString(inEdition(<MeasurementConverter converter={chain} />, locale));
      document.body.append(container);
      const errors = vi.spyOn(console, 'error');
      act(() => {
        hydrateRoot(container, inEdition(<MeasurementConverter converter={chain} />, locale));
      });
      expect(errors).not.toHaveBeenCalled();
      expect(within(container).getByTestId(testIds.measureForm)).toBeInTheDocument();
      // Generated ids depend on the order hooks ran in, so compare everything but their values and
      // the server's text separators…
      const withoutIds = (html: string) =>
        html.replace(/\b(id|for|aria-labelledby|aria-describedby)="[^"]*"/g, '$1=""').replace(/<!-- -->/g, '');
      expect(withoutIds(container.innerHTML)).toBe(withoutIds(expected));
      // …and check that every reference still finds its element.
      for (const element of container.querySelectorAll('[for], [aria-labelledby], [aria-describedby]')) {
        const refs = ['for', 'aria-labelledby', 'aria-describedby'].flatMap((name) =>
          (element.getAttribute(name) ?? '').split(' ').filter(Boolean),
        );
        for (const ref of refs) expect(document.getElementById(ref), ref).not.toBeNull();
      }
      container.remove();
      errors.mockRestore();
    },
  );
});

describe('MeasurementConverter in Hindi', () => {
  const hindi = loadConverter('hi');

  it('writes its words in Hindi, its numbers in the Indian grouping and each unit name once', async () => {
    render(<MeasurementConverter converter={hindi} />, 'hi');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('पुरानी इकाइयों को बदलकर देखें');
    expect(screen.getByLabelText('मात्रा')).toHaveValue('1');
    expect(screen.getByLabelText('इकाई')).toHaveDisplayValue('योजन');
    expect(result('paramanu')).toBe('25,16,58,24,000');
    expect(result('angula')).toBe('7,68,000');
    const summary = screen.getByTestId(testIds.measureSummary);
    expect(summary).toHaveTextContent('1 योजन = 7,68,000 अंगुल ≈ 13.5 किमी (मौर्य अंगुल, 1.763 सेमी के अनुसार)');
    await user().type(screen.getByLabelText('मात्रा'), 'दो');
    expect(summary).toHaveTextContent('लंबाई अंकों में लिखें');

    const table = screen.getByTestId(testIds.measureTable);
    const row = (id: string) => [...table.querySelectorAll(`tr[data-unit="${id}"] > *`)];
    // अंगुल and अङ्गुल are one word: the Hindi name stands alone, with no Sanskrit beside it.
    expect(row('angula')[0]?.querySelector('.converter__unit-name')?.textContent).toBe('अंगुल');
    expect(row('angula')[0]?.querySelector('[lang="sa"]')).toBeNull();
    expect(
      row('yojana')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['4 गोरुत', '7,68,000', '25,16,58,24,000', '≈ 13.5 किमी', '≈ 14.6 किमी']);
    expect(row('danda')[1]?.getAttribute('data-label')).toBe('किससे बनी');
    expect(row('danda')[0]).toHaveTextContent('दूसरे नाम: धनुष (धनुस्), नालिका');
    expect(row('paramanu')[4]).toHaveTextContent('≈ 0.538 µm');

    const svg = screen.getByTestId(testIds.measureScale);
    expect(svg).toHaveTextContent('1 किमी');
    expect(svg).toHaveTextContent('जानी-पहचानी चीजें');
    expect(svg.querySelector('desc')?.textContent).toContain('माउंट एवरेस्ट, 8.85 किमी ऊँचा');
    expect(screen.getByTestId(testIds.measureConverter)).toHaveTextContent('स्रोत: ');

    const text = screen.getByTestId(testIds.measureConverter).textContent ?? '';
    for (const english of ['Amount', 'Source:', 'Also called', 'Things we know', ' km', 'with the']) {
      expect(text).not.toContain(english);
    }
  });
});

describe('number formatting', () => {
  it('groups whole counts in lakhs and crores in Hindi', () => {
    expect(formatCount(25_165_824_000, 'hi')).toEqual({ text: '25,16,58,24,000', approximate: false });
    expect(formatCount(1234.56, 'hi')).toEqual({ text: '1,234.6', approximate: true });
    expect(formatLengthIn(1e6, 'hi', catalogs.hi.converter.lengths)).toBe('1,000 किमी');
    expect(formatLengthIn(1e8, 'hi', catalogs.hi.converter.lengths)).toBe('1,00,000 किमी');
  });

  it('writes whole counts in full and tiny or huge ones in powers of ten', () => {
    expect(formatCount(25_165_824_000)).toEqual({ text: '25,165,824,000', approximate: false });
    expect(formatCount(0.3 * 96)).toEqual({ text: '28.8', approximate: false });
    expect(formatCount(1 / 3)).toEqual({ text: '0.3333', approximate: true });
    expect(formatCount(1 / 25_165_824_000).text).toBe('3.974 × 10⁻¹¹');
    expect(formatCount(2e20).text).toBe('2 × 10²⁰');
  });

  it('picks µm, mm, cm, m or km for a length', () => {
    expect(formatLength(0.01763 / 32_768)).toBe('0.538 µm');
    expect(formatLength((0.01763 * 512) / 32_768)).toBe('0.275 mm');
    expect(formatLength(0.4572)).toBe('45.7 cm');
    expect(formatLength(1.8288)).toBe('1.83 m');
    expect(formatLength(13_539.84)).toBe('13.5 km');
    expect(formatLength(5e-13)).toBe('5 × 10⁻¹³ m');
  });

  it('reads amounts as readers type them', () => {
    expect(parseAmount('2')).toBe(2);
    expect(parseAmount(' 0.5 ')).toBe(0.5);
    expect(parseAmount('2,000')).toBe(2000);
    expect(parseAmount('1,00,000')).toBe(100_000);
    expect(parseAmount('1,5')).toBe(1.5);
    expect(parseAmount('.25')).toBe(0.25);
    expect(parseAmount('२,०००')).toBe(2000);
    expect(parseAmount('०.५')).toBe(0.5);
    expect(parseAmount('-1')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('two')).toBeUndefined();
  });
});
