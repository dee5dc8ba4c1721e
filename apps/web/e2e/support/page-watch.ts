// Runs in every page before the app (context.addInitScript): a text or label that still shows an
// ICU argument ("… até {deadline}") is reported as a console error, which the console guard
// (console-guard.ts) then counts like any other. A MutationObserver sees every screen the test
// visits, not only the last one.
export const UNFILLED_MARK = '[unfilled placeholder]';

export const watchPlaceholders = (mark: string) => {
  const pattern = /\{\s*[A-Za-z_]\w*\s*(?:,[^{}]*)?\}/;
  const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
  // Where the text is the user's own input or code, not a message.
  const skip = (el: Element | null) => !!el?.closest('textarea, script, style, [contenteditable="true"]');
  const seen = new Set<string>();
  const report = (text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    console.error(`${mark} ${text.trim().slice(0, 200)}`);
  };
  const checkText = (node: Node) => {
    const text = node.nodeValue ?? '';
    if (pattern.test(text) && !skip(node.parentElement)) report(text);
  };
  const checkElement = (el: Element) => {
    if (skip(el)) return;
    for (const name of attributes) {
      const value = el.getAttribute(name);
      if (value && pattern.test(value)) report(`${name}="${value}"`);
    }
  };
  const checkTree = (root: Node) => {
    if (root.nodeType === Node.TEXT_NODE) return checkText(root);
    if (!(root instanceof Element)) return;
    checkElement(root);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      node.nodeType === Node.TEXT_NODE ? checkText(node) : checkElement(node as Element);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') checkText(record.target);
      else if (record.type === 'attributes') checkElement(record.target as Element);
      else record.addedNodes.forEach(checkTree);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: attributes,
  });
};
