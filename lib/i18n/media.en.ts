/** UI strings: galleries, carousels and video. A slice of ./messages.en.ts that
 * client islands import directly, so the browser gets only the strings it shows. */
export const mediaEn = {
  gallery: (name: string) => `${name} images`,
  previous: 'Previous image',
  next: 'Next image',
  showImage: (index: number, total: number, alt: string) => `Show image ${index} of ${total}: ${alt}`,
  slide: (index: number, total: number) => `${index} of ${total}`,
  slides: 'Images, swipe or use the arrow keys',
  carouselPrevious: 'Previous products',
  carouselNext: 'Next products',
  watch: (title: string) => `Watch: ${title}`,
} as const;

export const carouselEn = {
  label: 'Featured',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slide: (index: number, total: number) => `${index} of ${total}`,
} as const;

export const videoEn = {
  playVideo: 'play video',
  captions: 'English captions',
  youtubeNotice: 'This video is hosted on YouTube, which may set cookies and see your IP address once it plays.',
  acceptAndPlay: 'Allow YouTube and play',
  duration: 'Duration',
} as const;
