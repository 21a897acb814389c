/**
 * Renders a part of a page in an edition, with the site settings each edition has (the words of
 * content/data/site.yaml and content/i18n/hi/site.yaml that the layout reads).
 */
import type { ReactNode } from 'react';
import type { Locale } from '@shastra/content/contract/locales';
import type { SiteConfig } from '@shastra/content/schema';
import { SiteContext } from '../siteConfig.ts';
import { renderAsPage } from './renderAsPage.tsx';

const explore = (labels: string[]) =>
  (['sage', 'texts', 'quiz', 'decoration', 'devi'] as const).map((page, i) => ({
    page,
    label: labels[i] ?? page,
    title: labels[i] ?? page,
    text: '',
    image_alt: '',
  }));

/** The settings the layout reads, as each edition has them (content/data/site.yaml, content/i18n/hi). */
const sites = {
  en: {
    name: 'Shastra',
    tagline: 'Lesser-known facts from ancient Indian scriptures',
    site_url: 'https://shastra.in',
    contact_email: 'contact@shastra.in',
    store_url: 'https://play.google.com/store/apps/details?id=in.shastra.app',
    social: { instagram: 'https://instagram.com/x', x: 'https://x.com/x', whatsapp: 'https://chat.whatsapp.com/x' },
    donation: { payment_uri: 'upi://pay?pa=shastra@upi&pn=Shastra', message: 'Reading Shastra is free.' },
    explore: explore(['Sages', 'Texts', 'Quiz', 'Ganapati festival', 'Durga Pandal']),
  },
  hi: {
    name: 'शास्त्र',
    tagline: 'प्राचीन भारतीय शास्त्रों के कम जाने-पहचाने तथ्य',
    site_url: 'https://shastra.in',
    contact_email: 'contact@shastra.in',
    store_url: 'https://play.google.com/store/apps/details?id=in.shastra.app',
    social: { instagram: 'https://instagram.com/x', x: 'https://x.com/x', whatsapp: 'https://chat.whatsapp.com/x' },
    donation: { payment_uri: 'upi://pay?pa=shastra@upi&pn=Shastra', message: 'शास्त्र पढ़ना मुफ्त है।' },
    explore: explore(['ऋषि', 'ग्रंथ', 'प्रश्नोत्तरी', 'गणपति उत्सव', 'दुर्गा पंडाल']),
  },
} as unknown as Record<Locale, SiteConfig>;

export const renderIn = (locale: Locale, ui: ReactNode) =>
  renderAsPage(<SiteContext value={sites[locale]}>{ui}</SiteContext>, locale);
