// The arrows and circles a player draws (right-drag on the board), kept per ply and per board, so
// going back to a ply in the replay shows what was drawn there.
export interface Drawn {
  orig: string;
  dest?: string;
  brush: string;
}

export class Drawings {
  private readonly byPly = new Map<string, Drawn[]>();

  get(ply: number, board = 0): Drawn[] {
    return this.byPly.get(`${ply}/${board}`) ?? [];
  }

  set(ply: number, board: number, shapes: Drawn[]): void {
    const key = `${ply}/${board}`;
    if (shapes.length) this.byPly.set(key, shapes.map(s => ({ orig: s.orig, dest: s.dest, brush: s.brush })));
    else this.byPly.delete(key);
  }
}
