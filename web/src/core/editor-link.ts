// The board editor's address (#/editor?variant=V&fen=F): read by the editor, written by the editor and
// by the pages that open a position in it (the database replay).

/**
 * The editor address's query ("variant=chess&fen=..."). '+' stays a plus (shogi's promoted pieces) and
 * '_' reads as a space, so a FEN can be pasted into the address bar as it is.
 */
export function readEditorQuery(query: string): { variant?: string; fen?: string } {
  const out: { variant?: string; fen?: string } = {};
  for (const part of query.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq);
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1));
    } catch {
      continue; // a broken %-escape: ignore the parameter
    }
    if (name === 'variant') out.variant = value;
    else if (name === 'fen') out.fen = value.replace(/_/g, ' ');
  }
  return out;
}

/** The editor address's query for a position, readable: '/' kept, spaces as '_'. */
export function editorQuery(variant: string, fen: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2F/g, '/').replace(/%7C/g, '|');
  return `variant=${encode(variant)}&fen=${encode(fen.trim().replace(/ /g, '_'))}`;
}
