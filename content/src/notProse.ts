/**
 * Fields of the content that are not prose, whatever they hold: ids and locators, links and file
 * paths, and settings read by code. The typography check skips them (a straight quote in them is
 * not typography), and no translation gives them (i18n/translatable.ts).
 */
export const NOT_PROSE: ReadonlySet<string> = new Set([
  // ids and locators
  'id',
  'key',
  'ref',
  'page',
  'hymn',
  // links, addresses and files
  'imageurl',
  'mainurl',
  'sub_imageurl',
  'link',
  'links',
  'url',
  'src',
  'poster',
  'captions',
  'profile_link',
  'references',
  'site_url',
  'store_url',
  'payment_uri',
  'contact_email',
  'instagram',
  'x',
  'whatsapp',
  // settings read by code
  'layout',
  'kind',
  'group',
  'language',
  'meaning_language',
  'provider',
  'tone',
  'card_fields',
  'separator',
]);
