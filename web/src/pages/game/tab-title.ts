// The browser tab tells the player when it is their move, so a game in a background tab is not forgotten.
export const TURN_MARK = '● ';

/** The tab's title: the page's own title, marked when the player is to move. */
export function tabTitle(base: string, yourMove: boolean, yourMoveText: string): string {
  return yourMove ? `${TURN_MARK}${yourMoveText} — ${base}` : base;
}
