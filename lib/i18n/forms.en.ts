/** UI strings of the support, sales and newsletter forms (part of `messages`). */
export const formsEn = {
  sending: 'Sending…',
  choose: 'Choose…',
  fixErrors: (n: number) =>
    n === 1 ? 'There is 1 problem with what you entered.' : `There are ${n} problems with what you entered.`,
  offline:
    'You are offline. Sending needs an internet connection; everything you typed stays here until you are back online.',
  errorStatus: (status?: number) =>
    `We could not send the form${status ? ` (the server answered with error ${status})` : ''}. Everything you typed is still here.`,
  errorNetwork: 'We could not reach our server, so the form was not sent. Everything you typed is still here.',
  retry: 'Try again',
  orEmail: 'or send it by e-mail',
  mailtoTitle: 'Send this by e-mail',
  mailtoBody: (to: string) =>
    `This site does not send forms itself. Open your e-mail app with everything you entered already filled in, addressed to ${to}, and press send there.`,
  mailtoButton: 'Open in my e-mail app',
  sendAnother: 'Send another',
  draftRestored: 'We restored what you typed earlier in this tab.',
  honeypot: 'Leave this field empty',
  serialTitle: (product: string) => `Where to find the serial number of your ${product}`,
  serialExample: (example: string) => `It looks like ${example}.`,
  serialPlaceholder: (example: string) => `e.g. ${example}`,
  newsletterHeading: 'Get product news',
  newsletterText: 'Firmware highlights, guides and offers. At most two e-mails a month.',
} as const;
