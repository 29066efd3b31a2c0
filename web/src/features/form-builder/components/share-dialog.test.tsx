import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareDialog } from './share-dialog';

function renderDialog(title = 'Feedback "2026" & more') {
  render(
    <ShareDialog
      open
      onOpenChange={() => undefined}
      form={{ id: 'f1', userId: 7 }}
      title={title}
    />,
  );
  return screen.getByRole('dialog', { name: 'Your form is live' });
}

const origin = window.location.origin;

describe('the share dialog', () => {
  it('offers the inline embed code for the served embed script, with how to use it', () => {
    const dialog = renderDialog();
    expect(dialog.textContent).not.toMatch(/upcoming release|not served yet/);
    const inline = screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
    // The title is an attribute value: quotes and ampersands are escaped, so the snippet stays valid.
    expect(inline.value).toBe(
      `<script src="${origin}/embed.js" data-formloom-form="f1" data-title="Feedback &quot;2026&quot; &amp; more" async></script>`,
    );
    expect(dialog.textContent).toContain(
      'Paste the embed code into your page’s HTML where the form should appear',
    );
  });

  it('offers the popup variant: a button that opens the form over the page', () => {
    const dialog = renderDialog('Survey');
    const popup = screen.getByRole('textbox', { name: 'Popup button code' }) as HTMLTextAreaElement;
    expect(popup.value).toBe(
      `<script src="${origin}/embed.js" data-formloom-form="f1" data-title="Survey" data-mode="popup" data-button-text="Open the form" async></script>`,
    );
    expect(dialog.textContent).toContain('data-button-text');
    expect(screen.getByRole('button', { name: 'Copy popup button code' })).toBeTruthy();
  });

  it('parses back to one script element with the attributes embed.js reads', () => {
    renderDialog('<b>Tricky</b> "title"');
    for (const name of ['Embed code', 'Popup button code']) {
      const html = (screen.getByRole('textbox', { name }) as HTMLTextAreaElement).value;
      const holder = document.createElement('div');
      holder.innerHTML = html;
      const scripts = holder.querySelectorAll('script');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.getAttribute('data-formloom-form')).toBe('f1');
      expect(scripts[0]!.getAttribute('data-title')).toBe('<b>Tricky</b> "title"');
      expect(scripts[0]!.getAttribute('src')).toBe(`${origin}/embed.js`);
    }
  });
});
