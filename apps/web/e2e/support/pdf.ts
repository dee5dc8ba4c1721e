// The title a PDF's information dictionary gives (what a viewer shows as the window's title), from the
// file's bytes as Latin-1 text: a UTF-16 hex string (<FEFF…>, as pdf-lib writes it) or a literal.
export const pdfTitle = (file: string): string | undefined => {
  const hex = /\/Title\s*<([0-9A-Fa-f]+)>/.exec(file)?.[1];
  if (hex) {
    const bytes = Buffer.from(hex, 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
    return bytes.toString('latin1');
  }
  return /\/Title\s*\(([^)]*)\)/.exec(file)?.[1];
};
