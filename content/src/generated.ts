/**
 * Files derived from content data and committed beside it (so reviewers see them and the site
 * needs no build step to show them): the donation QR code and the vyūha formation diagrams.
 * `npm run build` writes them; the content check fails when a committed copy is stale.
 */
import QRCode from 'qrcode';
import type { Corpus } from './index.ts';
import { CARD_ITEM_ID, renderFormationSvg, renderLegendSvg } from './formations.ts';

export interface GeneratedFile {
  /** Path relative to content/images. */
  path: string;
  content: string;
}

async function donationQrSvg(paymentUri: string): Promise<string> {
  const svg = await QRCode.toString(paymentUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#3b2414', light: '#ffffff' },
  });
  return svg.endsWith('\n') ? svg : `${svg}\n`;
}

function formationFiles(corpus: Corpus): GeneratedFile[] {
  const vyuham = corpus.categories.find((category) => category.id === 'vyuham');
  if (!vyuham) return [];
  const files: GeneratedFile[] = [];
  for (const item of vyuham.items) {
    if (!item.formation) continue;
    const path = `vyuham/${item.id}.svg`;
    if (item.imageurl !== `/images/${path}`) throw new Error(`${item.id}: imageurl should be /images/${path}`);
    files.push({ path, content: renderFormationSvg(item.formation) });
  }
  files.push({ path: 'vyuham/symbols.svg', content: renderLegendSvg() });
  const card = vyuham.items.find((item) => item.id === CARD_ITEM_ID)?.formation;
  if (card) files.push({ path: 'vyuham/vyuham.svg', content: renderFormationSvg(card) });
  return files;
}

export async function generatedFiles(corpus: Corpus): Promise<GeneratedFile[]> {
  return [
    { path: 'site/donate-qr.svg', content: await donationQrSvg(corpus.site.donation.payment_uri) },
    ...formationFiles(corpus),
  ];
}
