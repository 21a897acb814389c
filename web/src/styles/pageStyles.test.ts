/** Which page sheets a rendered page keeps (the rule: docs/architecture.md, "Styles"). */
import { describe, expect, it } from 'vitest';
import { pageStyles } from './pageStyles.ts';

const QUIZ =
  '<style data-sheet="screens/quiz/quiz.css">.quiz{padding:1rem}.quiz__answer--shown,.quiz .button{color:red}</style>';
const HOME =
  '<style data-sheet="screens/home/home.css">.intro .button{margin:0}@keyframes glow{0%{opacity:0}to{opacity:1}}</style>';
const template = (sheets: string) =>
  `<html lang="en"><head><!--app-head--><style>.button{color:blue}.card{margin:0}</style>${sheets}</head><body><!--app-html--></body></html>`;

const directories = new Map([
  ['Quiz', 'screens/quiz'],
  ['FeedbackForm', 'screens/home'],
  ['MenuButton', 'layout'],
]);
const sheetsOf = (html: string) => [...html.matchAll(/data-sheet="([^"]+)"/g)].map((match) => match[1]);

describe('pageStyles', () => {
  const make = pageStyles(template(QUIZ + HOME), directories);
  const page = (app: string, islands: string[]) => make({ app, islands, head: '', lang: 'en' });

  it('keeps a page sheet when the page uses a class of its own', () => {
    expect(sheetsOf(page('<main class="quiz"><p>Q</p></main>', []))).toEqual(['screens/quiz/quiz.css']);
    expect(sheetsOf(page('<section class="intro card">Hi</section>', []))).toEqual(['screens/home/home.css']);
  });

  it('puts the language, the head and the content where the template marks them', () => {
    expect(make({ app: '<p class="card">Hi</p>', islands: [], head: '<title>Hi</title>', lang: 'hi' })).toBe(
      '<html lang="hi"><head><title>Hi</title><style>.button{color:blue}.card{margin:0}</style></head><body><p class="card">Hi</p></body></html>',
    );
    expect(() => pageStyles(template(QUIZ).replace('<!--app-html-->', ''), directories)).toThrow(
      'the page template must hold <!--app-html--> once, after its page sheets',
    );
  });

  it('drops a page sheet whose classes the page shares only with the site stylesheet', () => {
    const html = page('<a class="button card" href="/">Go</a>', ['MenuButton']);
    expect(sheetsOf(html)).toEqual([]);
    // The site's own stylesheet always stays.
    expect(html).toContain('<style>.button{color:blue}.card{margin:0}</style>');
  });

  it('keeps the sheet of the folder of each island on the page, for the classes it draws only once it runs', () => {
    expect(sheetsOf(page('<div class="card"></div>', ['Quiz']))).toEqual(['screens/quiz/quiz.css']);
  });

  it('keeps the cascade order of the template', () => {
    const html = page('<main class="quiz intro"></main>', []);
    expect(sheetsOf(html)).toEqual(['screens/quiz/quiz.css', 'screens/home/home.css']);
  });

  it('refuses a page sheet with a selector that names no class of its own', () => {
    const global = '<style data-sheet="screens/api/api.css">.api{margin:0}main h2{font-size:2rem}</style>';
    expect(() => pageStyles(template(global), directories)).toThrow(
      'screens/api/api.css: "main h2" names no class of its own',
    );
    const shared = '<style data-sheet="screens/api/api.css">.card .button{margin:0}</style>';
    expect(() => pageStyles(template(shared), directories)).toThrow('".card .button" names no class of its own');
  });
});
