declare module 'virtual:search-index-en' {
  const index: import('@shastra/content/search').SearchIndex;
  export default index;
}

declare module 'virtual:search-index-hi' {
  const index: import('@shastra/content/search').SearchIndex;
  export default index;
}
