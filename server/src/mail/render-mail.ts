/**
 * The one mail layout: every mail has an HTML part and a text part built from the same pieces.
 * Every string is escaped here (user-supplied form titles and names end up in mails), so a
 * template passes plain text and never builds HTML itself.
 */
import escapeHtml from 'escape-html';

export interface MailContent {
  /** The first line: what happened, in a few words. */
  heading: string;
  /** Plain-text paragraphs. */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Small print under a rule: why they got it, how to stop it. */
  footer?: string[];
}

const BRAND = 'Formloom';

export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText({ heading, paragraphs, action, footer }: MailContent): string {
  const parts = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) parts.push(`${action.label}: ${action.url}`, '');
  if (footer?.length) parts.push('--', ...footer, '');
  parts.push(BRAND);
  return parts.join('\n');
}

function renderHtml({ heading, paragraphs, action, footer }: MailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this link: <a href="${escapeHtml(action.url)}" style="color:#4f46e5">${escapeHtml(action.url)}</a></p>`
    : '';
  const small = footer?.length
    ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">${footer
        .map((f) => `<p style="margin:0 0 8px;font-size:12px;color:#6b7280">${escapeHtml(f)}</p>`)
        .join('')}`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb">',
    `<p style="margin:0 0 24px;font-size:14px;font-weight:700;color:#4f46e5">${BRAND}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#111827">${escapeHtml(heading)}</h1>`,
    paragraphs.map(p).join(''),
    button,
    small,
    '</div></body></html>',
  ].join('');
}
