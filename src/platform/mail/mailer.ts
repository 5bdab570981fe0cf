import { constants } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { newId } from '../ids.js';

/**
 * A message as the outbox queues it: words only. When it is sent on behalf of an organization, the
 * brand (sender name, logo, accent colour, HTML part) is applied at delivery (`brandEmail` in the
 * financials module), so every organization email looks the same and shows the brand as it is then.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The organization the message speaks for; without one it is Punchclock's own (sign-in codes). */
  organizationId?: string;
  /** The one thing the reader is asked to do; its URL must appear in the text, where the HTML draws a button. */
  action?: { label: string; url: string };
}

/** An image the HTML part shows by Content-ID (`<img src="cid:…">`). */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message as it is handed to the mail server. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Who the message is sent on behalf of (an organization's name): the From display name becomes
   * "<fromName> via <MAIL_FROM's name>" (just fromName when MAIL_FROM has none); the address stays
   * MAIL_FROM's, so SPF and DKIM still hold.
   */
  fromName?: string;
  inlineImages?: InlineImage[];
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
  /** Throws unless a message could be handed over now (readiness: the SMTP server greets and accepts the login, or the mail folder is writable). */
  verify(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  /** Defaults to SMTP when smtpUrl is given, else file. */
  delivery?: 'smtp' | 'file';
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Pick<Logger, 'info'>;
}

/** What a delivered message's file name ends with under DATA_DIR/mail; anything else there is still being written. */
export const MAIL_FILE_EXTENSION = '.eml';

/**
 * Writes `content` to `file` so a reader sees either no file or the whole of it: first a temporary
 * file in the same folder (a dot name without the extension, so listings of messages skip it),
 * then a rename, which is atomic within one file system.
 */
async function writeWhole(file: string, content: Buffer) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** SMTP through SMTP_URL, or (MAIL_DELIVERY=file, the development default) each message as an .eml under DATA_DIR/mail. */
export function createMailer(options: MailerOptions): Mailer {
  if ((options.delivery ?? (options.smtpUrl ? 'smtp' : 'file')) === 'smtp') {
    if (!options.smtpUrl) throw new Error('SMTP delivery needs an SMTP URL');
    return smtpMailer(options.smtpUrl, options.from);
  }
  return fileMailer(options);
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

/**
 * A relay's refusal usually quotes the recipient ("550 <bob@…>: Recipient address rejected"); the
 * dispatcher logs and stores the message, so the address is cut out and the SMTP codes kept.
 */
function recipientFreeError(error: unknown): Error {
  const smtp = error as { message?: string; code?: string; responseCode?: number };
  const safe = new Error(`SMTP delivery failed: ${String(smtp.message ?? error).replace(EMAIL_ADDRESS, '[address]')}`);
  return Object.assign(safe, { code: smtp.code, responseCode: smtp.responseCode });
}

const NAMED_ADDRESS = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

/** MAIL_FROM, or MAIL_FROM's address under the display name the message asks for. */
function senderOf(from: string, message: OutgoingEmail) {
  const fromName = message.fromName?.replace(/\p{Cc}+/gu, ' ').trim();
  if (!fromName) return from;
  const named = NAMED_ADDRESS.exec(from);
  const [name, address] = named ? [named[1]!.trim(), named[2]!.trim()] : ['', from.trim()];
  return { name: name ? `${fromName} via ${name}` : fromName, address };
}

/** What nodemailer is handed: the message without our own fields, from the right sender, images inline. */
function mailOf(from: string, message: OutgoingEmail) {
  const { fromName: _fromName, inlineImages, ...mail } = message;
  const attachments = inlineImages?.map(({ cid, filename, contentType, content }) => ({
    cid,
    filename,
    contentType,
    content,
    contentDisposition: 'inline' as const,
  }));
  return { ...mail, ...(attachments?.length ? { attachments } : {}), from: senderOf(from, message) };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      try {
        await transport.sendMail(mailOf(from, message));
      } catch (error) {
        throw recipientFreeError(error);
      }
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

function fileMailer({ from, dataDir, logger }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail(mailOf(from, message));
      await mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}${MAIL_FILE_EXTENSION}`,
      );
      await writeWhole(file, info.message as Buffer);
      // Only where to look: recipients are personal data, and subjects and bodies carry sign-up codes and invitation links.
      logger.info({ file }, 'email written to file (MAIL_DELIVERY=file)');
    },
    async verify() {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
    },
    close: () => transport.close(),
  };
}
