/*
 * Formloom embed. Paste on any page:
 *
 *   <script src="https://your-formloom/embed.js" data-formloom-form="FORM_ID"
 *           data-mode="inline" data-button-text="Take the survey"></script>
 *
 * data-mode="inline" (default) puts the form where the script is, growing with its content;
 * data-mode="popup" puts a button there that opens the form in an overlay (Esc or Close to leave,
 * focus goes back to the button). The form runs in an iframe from Formloom's origin: this script
 * sets no cookies and reads nothing from the host page. Plain ES5, so any page can load it.
 */
(function () {
  'use strict';

  var RESIZE = 'formloom:resize';
  var SCROLL = 'formloom:scroll';
  var ESCAPE = 'formloom:escape';
  var MIN_HEIGHT = 120;
  var MAX_HEIGHT = 20000;

  function originOf(src) {
    var link = document.createElement('a');
    link.href = src;
    return link.protocol + '//' + link.host;
  }

  function formUrl(origin, formId) {
    return origin + '/forms/' + encodeURIComponent(formId) + '?embed=1';
  }

  function createFrame(origin, formId, title) {
    var frame = document.createElement('iframe');
    frame.src = formUrl(origin, formId);
    frame.title = title;
    // Location questions and the "continue on another device" link need these.
    frame.setAttribute('allow', 'geolocation; clipboard-write');
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.height = '480px';
    frame.style.border = '0';
    frame.style.colorScheme = 'normal';
    return frame;
  }

  /** Messages from our own iframe only: right origin and right window. */
  function listen(origin, frame, handlers) {
    window.addEventListener('message', function (event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
      var handler = handlers[data.type];
      if (handler) handler(data);
    });
  }

  function resizeTo(frame, data) {
    var height = Number(data.height);
    if (!isFinite(height)) return;
    frame.style.height = Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, Math.ceil(height))) + 'px';
  }

  function scrollToTop(frame) {
    if (frame.getBoundingClientRect().top < 0 && frame.scrollIntoView) frame.scrollIntoView(true);
  }

  function inline(script, origin, formId, title) {
    var frame = createFrame(origin, formId, title);
    script.parentNode.insertBefore(frame, script.nextSibling);
    var handlers = {};
    handlers[RESIZE] = function (data) {
      resizeTo(frame, data);
    };
    handlers[SCROLL] = function () {
      scrollToTop(frame);
    };
    listen(origin, frame, handlers);
  }

  function popup(script, origin, formId, title, buttonText) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'formloom-embed-button';
    button.textContent = buttonText || 'Open form';
    button.setAttribute('aria-haspopup', 'dialog');
    script.parentNode.insertBefore(button, script.nextSibling);

    var overlay = null;
    var frame = null;
    var previousOverflow = '';

    function close() {
      if (!overlay) return;
      overlay.parentNode.removeChild(overlay);
      overlay = null;
      frame = null;
      document.documentElement.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
      button.focus();
    }

    function onKeyDown(event) {
      if (event.key === 'Escape' || event.key === 'Esc' || event.keyCode === 27) {
        event.preventDefault();
        close();
      }
    }

    // Keep keyboard focus inside the dialog while it is open.
    function onFocusIn(event) {
      if (overlay && !overlay.contains(event.target)) overlay.querySelector('button').focus();
    }

    function open() {
      if (overlay) return;
      overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', title);
      overlay.style.position = 'fixed';
      overlay.style.top = '0';
      overlay.style.right = '0';
      overlay.style.bottom = '0';
      overlay.style.left = '0';
      overlay.style.zIndex = '2147483647';
      overlay.style.background = 'rgba(9, 9, 11, 0.6)';
      overlay.style.display = 'flex';
      // The panel hangs from the top: centred, it moved (and the Close button with it) each
      // time the form reported a new height, and a click aimed at Close landed in the form.
      overlay.style.alignItems = 'flex-start';
      overlay.style.justifyContent = 'center';
      overlay.style.padding = '16px';
      overlay.style.boxSizing = 'border-box';

      var panel = document.createElement('div');
      panel.style.position = 'relative';
      panel.style.width = '100%';
      panel.style.maxWidth = '720px';
      panel.style.maxHeight = '100%';
      panel.style.overflow = 'auto';
      panel.style.borderRadius = '16px';
      panel.style.background = '#ffffff';
      panel.style.boxShadow = '0 12px 32px rgba(0, 0, 0, 0.3)';

      var closeButton = document.createElement('button');
      closeButton.type = 'button';
      closeButton.setAttribute('aria-label', 'Close form');
      closeButton.textContent = '\u00d7';
      closeButton.style.position = 'sticky';
      closeButton.style.top = '8px';
      closeButton.style.float = 'right';
      closeButton.style.margin = '8px 8px -52px 0';
      closeButton.style.width = '44px';
      closeButton.style.height = '44px';
      closeButton.style.border = '0';
      closeButton.style.borderRadius = '22px';
      closeButton.style.background = '#f4f4f5';
      closeButton.style.color = '#18181b';
      closeButton.style.fontSize = '28px';
      closeButton.style.lineHeight = '44px';
      closeButton.style.cursor = 'pointer';
      closeButton.style.zIndex = '1';
      closeButton.addEventListener('click', close);

      frame = createFrame(origin, formId, title);
      panel.appendChild(closeButton);
      panel.appendChild(frame);
      overlay.appendChild(panel);
      overlay.addEventListener('click', function (event) {
        if (event.target === overlay) close();
      });

      previousOverflow = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      document.body.appendChild(overlay);
      document.addEventListener('keydown', onKeyDown, true);
      document.addEventListener('focusin', onFocusIn, true);
      closeButton.focus();

      var current = frame;
      var handlers = {};
      handlers[RESIZE] = function (data) {
        resizeTo(current, data);
      };
      // Esc pressed inside the form (the iframe has the keyboard then).
      handlers[ESCAPE] = function () {
        if (frame === current) close();
      };
      listen(origin, current, handlers);
    }

    button.addEventListener('click', open);
  }

  function setUp(script) {
    if (script.getAttribute('data-formloom-ready')) return;
    script.setAttribute('data-formloom-ready', '1');
    var formId = script.getAttribute('data-formloom-form');
    if (!formId || !script.src || !script.parentNode) return;
    var origin = originOf(script.src);
    var title = script.getAttribute('data-title') || 'Form';
    if (script.getAttribute('data-mode') === 'popup') {
      popup(script, origin, formId, title, script.getAttribute('data-button-text'));
    } else {
      inline(script, origin, formId, title);
    }
  }

  var scripts = document.querySelectorAll('script[data-formloom-form]');
  for (var i = 0; i < scripts.length; i++) setUp(scripts[i]);
})();
