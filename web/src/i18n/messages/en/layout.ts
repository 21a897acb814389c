import type { MessageTree } from '../shape.ts';

/** The shared layout: top bar, header and menus, drawer, facts banner, footer, Donate dialog. */
export const layout = {
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  nav: {
    main: 'Main',
    footer: 'Footer',
    topBar: 'Quick links and settings',
    dhanurveda: 'Dhanurveda',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    feedback: 'Feedback',
    quiz: 'Quiz',
    saved: 'Saved',
    donate: 'Donate',
    api: 'API for developers',
    noData: 'No data available',
  },
  drawer: {
    open: 'Open menu',
    title: 'Menu',
    close: 'Close menu',
  },
  facts: {
    didYouKnow: 'Did you know?',
    previous: 'Previous fact',
    pause: 'Pause facts',
    next: 'Next fact',
  },
  donate: {
    title: 'Support {name}',
    qrAlt: 'QR code to contribute to {name} with a UPI payment app',
    scan: 'Scan the code with any UPI app on your phone.',
    pay: 'Pay with a UPI app',
    upiId: 'UPI ID: <id>{upiId}</id>',
    done: 'Done',
  },
  social: {
    instagram: '{name} on Instagram',
    x: '{name} on X',
    whatsapp: 'Join the {name} WhatsApp group',
    getApp: 'Get the app',
  },
  copyright: '© {year} {name}. All rights reserved.',
  prefs: {
    script: 'Sanskrit in',
    scriptBoth: 'Devanagari + IAST',
    scriptDevanagari: 'Devanagari',
    scriptIast: 'IAST (Latin)',
    darkTheme: 'Dark theme',
  },
} satisfies MessageTree;
