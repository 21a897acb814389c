declare module 'virtual:site-config' {
  const site: import('@shastra/content/schema').SiteConfig;
  export default site;
}
