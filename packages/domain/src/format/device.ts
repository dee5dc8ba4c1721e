// A session's or security event's device as a person recognises it ("Chrome 131 · Windows"),
// read from the user-agent header the API stored. Browsers name several engines in the header
// (Edge also says Chrome and Safari), so the most specific names are tried first. A header that
// names no known browser (a script, a machine client's HTTP library) is shown as sent.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Chrome (headless)'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:[.\d]*) (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome 131 · Windows"; the header itself when no browser is recognised; null for none. */
export const deviceName = (userAgent: string | null | undefined): string | null => {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const browser = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m);
  if (!browser) return ua;
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const named = `${browser[1]} ${browser[0]?.[1] ?? ''}`.trim();
  return system ? `${named} · ${system}` : named;
};
