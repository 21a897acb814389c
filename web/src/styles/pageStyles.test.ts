/** Which page sheets a rendered page keeps (the rule: docs/architecture.md, "Styles"). */
import { describe, expect, it } from 'vitest';
import { pageStyles } from './pageStyles.ts';

const QUIZ =
  '<style data-sheet="screens/quiz/quiz.css">.quiz{padding:1rem}.quiz__answer--shown,.quiz .button{color:red}</style>';
const HOME =
  '<style data-sheet="screens/home/home.css">.intro .button{margin:0}@keyframes glow{0%{opacity:0}to{opacity:1}}</style>';
const template = (sheets: string) =>
  `<html><head><style>.button{color:blue}.card{margin:0}</style>${sheets}</head><body><!--app-html--></body></html>`;
const page = (sheets: string, body: string) => template(sheets).replace('<!--app-html-->', body);

const directories = new Map([
  ['Quiz', 'screens/quiz'],
  ['FeedbackForm', 'screens/home'],
  ['MenuButton', 'layout'],
]);
const sheetsOf = (html: string) => [...html.matchAll(/data-sheet="([^"]+)"/g)].map((match) => match[1]);

describe('pageStyles', () => {
  const trim = pageStyles(template(QUIZ + HOME), directories);

  it('keeps a page sheet when the page uses a class of its own', () => {
    expect(sheetsOf(trim(page(QUIZ + HOME, '<main class="quiz"><p>Q</p></main>'), []))).toEqual([
      'screens/quiz/quiz.css',
    ]);
    expect(sheetsOf(trim(page(QUIZ + HOME, '<section class="intro card">Hi</section>'), []))).toEqual([
      'screens/home/home.css',
    ]);
  });

  it('drops a page sheet whose classes the page shares only with the site stylesheet', () => {
    const html = trim(page(QUIZ + HOME, '<a class="button card" href="/">Go</a>'), ['MenuButton']);
    expect(sheetsOf(html)).toEqual([]);
    // The site's own stylesheet always stays.
    expect(html).toContain('<style>.button{color:blue}.card{margin:0}</style>');
  });

  it('keeps the sheet of the folder of each island on the page, for the classes it draws only once it runs', () => {
    expect(sheetsOf(trim(page(QUIZ + HOME, '<div class="card"></div>'), ['Quiz']))).toEqual(['screens/quiz/quiz.css']);
  });

  it('keeps the cascade order of the template', () => {
    const html = trim(page(QUIZ + HOME, '<main class="quiz intro"></main>'), []);
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
