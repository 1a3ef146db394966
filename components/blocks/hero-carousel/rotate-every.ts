/**
 * On the hero's server markup (HeroFirstSlide): the ms between slides, when it rotates.
 * The client wrapper reads it to load swiper in time for the first rotation. A module of
 * its own, so the wrapper's first-load chunk does not bring the slide markup with it.
 */
export const ROTATE_EVERY_ATTRIBUTE = 'data-rotate-every';
