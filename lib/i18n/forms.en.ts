/** "30 seconds", "1 second", "2 minutes": how long to wait, rounded up to whole minutes past one. */
const waitFor = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

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
  errorUnavailable:
    'Our form service is unavailable right now, so the form was not sent. Everything you typed is still here: try again in a few minutes.',
  tooManyTries: (seconds?: number) =>
    seconds ? `Too many tries. Try again in ${waitFor(seconds)}.` : 'Too many tries. Wait a minute, then try again.',
  stillHandling: (seconds?: number) =>
    `We are still handling the form you sent. Try again in ${waitFor(seconds ?? 1)} to see the result.`,
  tryNow: 'You can try again now.',
  sentAsNew: 'Press the button again to send this version as a new request. Everything you typed is still here.',
  referenceLabel: 'Your reference:',
  referenceKeep: 'Keep this number: quote it whenever you contact us about this request.',
  copyReference: 'Copy reference',
  referenceCopied: 'Reference copied',
  retry: 'Try again',
  orEmail: 'or send it by e-mail',
  mailtoTitle: 'Send this by e-mail',
  mailtoBody: (to: string) =>
    `This site does not send forms itself. Open your e-mail app with everything you entered already filled in, addressed to ${to}, and press send there.`,
  mailtoButton: 'Open in my e-mail app',
  sendAnother: 'Send another',
  draftRestored: 'We restored what you typed earlier in this tab.',
  /** Before the form's address link; the sentence ends after it. */
  needsScript:
    'This form is sent with JavaScript, which is off in this browser, so pressing its button sends nothing. Turn JavaScript on to send it here, or write to us at',
  honeypot: 'Leave this field empty',
  serialTitle: (product: string) => `Where to find the serial number of your ${product}`,
  serialExample: (example: string) => `It looks like ${example}.`,
  serialPlaceholder: (example: string) => `e.g. ${example}`,
  filesList: 'Attached files',
  filesRemove: 'Remove',
  /** The Remove button's name: its visible word first, then the file. */
  fileRemove: (name: string) => `Remove ${name}`,
  filesUploading: 'Uploading…',
  fileUploading: (name: string) => `Uploading ${name}…`,
  fileAttached: (name: string) => `${name} is attached.`,
  fileRemoved: (name: string) => `${name} was removed.`,
  fileRefused: (name: string, why: string) => `${name} was not attached: ${why}`,
  /** With the forms service's own sentence. */
  fileRefusedBy: (name: string, message: string) => `${name} was not attached. ${message}`,
  fileTooLarge: (mb: number) => `it is over ${mb} MB.`,
  fileWrongType: 'only PDF, JPEG, PNG, WebP and HEIC files can be attached.',
  fileTooMany: (max: number) => `at most ${max} files can be attached.`,
  fileFailed: 'the upload failed. Check your connection and choose the file again.',
  fileUnavailable: 'our form service is unavailable right now. Choose the file again in a few minutes.',
  fileWait: (seconds?: number) =>
    seconds
      ? `too many uploads. Try again in ${waitFor(seconds)}.`
      : 'too many uploads. Wait a minute, then try again.',
  filesStillUploading: 'Wait until your files have finished uploading.',
  filesByEmail:
    'Files cannot be attached to an e-mail draft. Attach them in your e-mail program once it has opened the message.',
  filesInEmail: (names: string) => `${names} (attach these files to the e-mail yourself)`,
  newsletterHeading: 'Get product news',
  newsletterText: 'Firmware highlights, guides and offers. At most two e-mails a month.',
} as const;
