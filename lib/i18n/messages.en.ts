/** English UI strings (spec §7: bundled, never fetched). Content copy lives in content/. */
export const en = {
  skipToContent: 'Skip to main content',
  nav: {
    primary: 'Main',
    toggle: 'Open menu',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    footer: 'Footer',
    legal: 'Legal',
  },
  footer: {
    rights: 'All rights reserved.',
  },
  notFound: {
    lead: 'The link may be old, or the page has moved. These will get you back on track:',
    search: 'Browse all products',
    help: 'Visit the help centre',
    home: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    retry: 'Try again',
    status: 'Error',
  },
  products: {
    from: 'From',
    viewDetails: 'View details',
    rating: (value: number, count: number) => `Rated ${value.toFixed(1)} out of 5 from ${count} reviews`,
    saveLabel: 'Save',
  },
  faq: { heading: 'Frequently asked questions' },
  carousel: {
    label: 'Featured',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slide: (index: number, total: number) => `${index} of ${total}`,
  },
  video: {
    play: (title: string) => `Play video: ${title}`,
    captions: 'English captions',
    youtubeNotice: 'This video is hosted on YouTube, which may set cookies and see your IP address once it plays.',
    acceptAndPlay: 'Allow YouTube and play',
    duration: 'Duration',
  },
  consent: {
    title: 'Your privacy choices',
    body: 'We use storage that the site needs to work, such as your cart. With your permission we also load third-party content such as YouTube videos, which may set their own cookies.',
    accept: 'Accept all',
    reject: 'Essential only',
    reopen: 'Privacy choices',
    policy: 'Read our privacy policy.',
    saved: (accepted: boolean) => (accepted ? 'Saved: third-party content allowed.' : 'Saved: essential storage only.'),
  },
  stories: {
    readStory: 'Read the story',
    pagination: 'Success story pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
  },
  reviews: {
    outOf: (value: number) => `${value.toFixed(1)} out of 5`,
    count: (count: number) => `${count.toLocaleString('en-US')} verified reviews`,
  },
  contact: { heading: 'Contact Clonewave', email: 'E-mail', phone: 'Phone', address: 'Address' },
  policy: { updated: 'Last updated' },
} as const;

export type Messages = typeof en;
