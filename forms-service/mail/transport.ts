import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface Mailer {
  send(message: Mail.Options, name: string): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP when `smtpUrl` is set. Without it each message is written whole, as it
 * would be sent, to `${mailDir}/<time>-<name>.eml`: names sort by time, and nothing
 * leaves the machine.
 */
export function createMailer(smtpUrl: string | undefined, mailDir: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, name) {
      const info = await transport.sendMail(message);
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.eml`);
      // Written under another name first: a reader of the folder never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
