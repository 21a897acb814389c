declare module 'virtual:site-config' {
  const site: import('@shastra/content/schema').SiteConfig;
  export default site;
}

declare module 'virtual:search-index' {
  const index: import('@shastra/content/search').SearchIndex;
  export default index;
}
