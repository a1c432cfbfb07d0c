/** The /campaign-for-blog screen's texts (i18next namespace 'campaign'); other languages fall back to these. */
const en = {
  title: 'Turn a blog post into a presentation',
  intro: 'Paste the address of a blog post. Folio reads it, shows you what it found, and builds slides or a page from it.',
  address: {
    label: 'Blog post address',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Read the post',
    reading: 'Reading the post…',
  },
  post: {
    heading: 'The post',
    untitled: 'Untitled post',
    headings: 'Headings',
    noHeadings: 'The post has no sub-headings.',
    images: 'Images and figures: {{count}}',
  },
  make: {
    heading: 'What to make',
    kind: { presentation: 'Slides', page: 'Page' },
    count: { presentation: 'Number of slides', page: 'Number of sections' },
    generate: 'Generate',
  },
  error: {
    invalid: 'Enter a full web address, starting with http:// or https://.',
    blocked: 'This address points to this machine or a private network, so Folio will not read it. Use the public address of the post.',
    unreachable: 'The page could not be reached. Check the address and try again.',
    notHtml: 'This address is not a web page (for example, an image or a file). Paste the address of the post itself.',
    unreadable: 'Folio could not find the text of a post on this page.',
    detail: 'Details: {{detail}}',
  },
};

export default en;
