/** The site configuration (content/data/site.yaml), validated and inlined at build time. */
import site from 'virtual:site-config';

export default site;
