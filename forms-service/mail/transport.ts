import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface Mailer {
  send(message: Mail.Options, name: string): Promise<void>;
  close(): void;
}

/**
 * The Message-ID of an outbox message, from its name (a reference or a message id, and the
 * channel) and the sender's domain: a message sent again after a crash carries the same
 * one, so mail programs and helpdesks show it once.
 */
function withMessageId(message: Mail.Options, name: string): Mail.Options {
  const sender = [message.from].flat()[0];
  const from = typeof sender === 'object' && 'address' in sender ? String(sender.address) : String(sender ?? '');
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return { ...message, messageId: `<${name}@${domain}>` };
}

/** Where the messages are written as .eml files when no SMTP server is configured. */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail');

/** The header lines that name a person: the visitor is in To of their own mail, Reply-To of the team's. */
const ADDRESS_HEADERS = /^(to|cc|bcc|reply-to|from):(.*)$/gim;

/**
 * Deletes every .eml file in `mailDir` addressed to, from or replying to `email` (an
 * erasure covers the local copies of what was sent); returns how many. What went out over
 * SMTP is out of the service's hands, and is not in this folder.
 */
export async function eraseMailCopies(mailDir: string, email: string): Promise<number> {
  const wanted = email.trim().toLowerCase();
  const names = await fs.readdir(mailDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let erased = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(mailDir, name);
    const text = await fs.readFile(file, 'utf8');
    // The header ends at the first empty line; a folded header line goes on after whitespace.
    const end = text.search(/\r?\n\r?\n/);
    const header = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
    const addresses = [...header.matchAll(ADDRESS_HEADERS)].flatMap(
      ([, , value]) => value!.toLowerCase().match(/[^\s<>",;:]+@[^\s<>",;]+/g) ?? [],
    );
    if (!addresses.includes(wanted)) continue;
    await fs.rm(file, { force: true });
    erased++;
  }
  return erased;
}

/**
 * Sends over SMTP when `smtpUrl` is set. Without it each message is written whole, as it
 * would be sent, to `${mailDir}/<time>-<name>.eml`: names sort by time, and nothing
 * leaves the machine.
 */
export function createMailer(smtpUrl: string | undefined, mailDir: string, connections = 1): Mailer {
  if (smtpUrl) {
    // A pool of open connections, as the outbox sends several messages at once: one
    // connection per message would spend most of its time on the SMTP greeting. The URL
    // may set its own (?pool=false, ?maxConnections=2).
    const url = new URL(smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(connections));
    const transport = nodemailer.createTransport(url.toString());
    return {
      send: async (message, name) => {
        await transport.sendMail(withMessageId(message, name));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, name) {
      const info = await transport.sendMail(withMessageId(message, name));
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.eml`);
      // Written under another name first: a reader of the folder never sees half a message.
      const write = () => fs.writeFile(`${file}.tmp`, info.message as Buffer);
      // The folder is made when the first message finds it missing, not before every message.
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await fs.mkdir(mailDir, { recursive: true });
        await write();
      });
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
