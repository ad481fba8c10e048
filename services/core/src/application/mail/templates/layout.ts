import type { MailMessage } from '../ports.ts';

/** A part of a mail body: a paragraph, or label/value lines (a receipt's details). */
export type MailBlock = string | { facts: [label: string, value: string][] };

export type MailContent = {
  to: string;
  subject: string;
  /** The name the mail greets; the greeting is left out without one. */
  name?: string;
  blocks: MailBlock[];
};

const signOff = 'The Writing Mock Tests team';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The same content as plain text and as HTML (every value escaped), so the two parts never say different things. */
export function renderMail(content: MailContent): MailMessage {
  const greeting = content.name ? `Hello ${content.name},` : 'Hello,';
  const textBlocks = content.blocks.map((block) =>
    typeof block === 'string' ? block : block.facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
  );
  const htmlBlocks = content.blocks.map((block) =>
    typeof block === 'string'
      ? `<p>${escapeHtml(block)}</p>`
      : `<table role="presentation" style="border-collapse:collapse">${block.facts
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`,
  );
  return {
    to: content.to,
    subject: content.subject,
    text: [greeting, ...textBlocks, signOff].join('\n\n'),
    html: [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
      '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:560px">',
      `<p>${escapeHtml(greeting)}</p>`,
      ...htmlBlocks,
      `<p>${escapeHtml(signOff)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
