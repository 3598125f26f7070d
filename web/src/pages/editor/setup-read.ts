// The board editor's reader of a FEN (SFEN for the shogi games) into the setup it edits. The server has
// the last word on a position (POST /api/positions/validate); this reader only needs the text's shape,
// so the editor can draw it and name a typing mistake at once. It never throws.
import { t } from '../../core/i18n';
import { baseLetters, FILES, handMax, keyOf, promotable, type EditorGame, type ParseResult, type Turn } from './setup';

function fail(error: string): ParseResult {
  return { ok: false, error };
}

function readPlacement(text: string, game: EditorGame): Array<Map<string, string>> | string {
  const ranks = text.split('/');
  const size = game.size;
  if (ranks.length !== size) return t('setup.rankCount', { size, found: ranks.length });
  const boards = Array.from({ length: game.boards }, () => new Map<string, string>());
  const letters = baseLetters(game);
  for (let r = 0; r < size; r++) {
    const row = ranks[r];
    const rankName = t('setup.rank', { rank: game.positionFormat === 'SFEN' ? FILES[r] : size - r });
    let file = 0;
    let promoted = false;
    let onB = false;
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (c >= '1' && c <= '9') {
        if (promoted || onB) return t('setup.markAlone', { mark: promoted ? '+' : '|', rank: rankName });
        // Two digits in a row would read as one number in other programs: refuse rather than guess.
        if (i > 0 && row[i - 1] >= '0' && row[i - 1] <= '9') return t('setup.twoDigits', { rank: rankName, row });
        file += Number(c);
      } else if (c === '+' && game.promotions) {
        if (promoted) return t('setup.twice', { mark: '++', rank: rankName });
        promoted = true;
        continue;
      } else if (c === '|' && game.boards === 2) {
        if (onB) return t('setup.twice', { mark: '||', rank: rankName });
        onB = true;
        continue;
      } else {
        if (!letters.includes(c.toUpperCase()) || c.toUpperCase() === c.toLowerCase()) {
          return t(game.positionFormat === 'SFEN' ? 'setup.badLetterShogi' : 'setup.badLetter', { letter: c, rank: rankName, letters: `${letters} ${letters.toLowerCase()}` });
        }
        if (promoted && !promotable(game).includes(c.toUpperCase())) return t('setup.notPromotable', { letter: c, rank: rankName });
        if (file >= size) return t('setup.tooLong', { rank: rankName, row, size });
        boards[onB ? 1 : 0].set(keyOf(file, size - 1 - r), (promoted ? '+' : '') + c);
        promoted = false;
        onB = false;
        file++;
      }
      if (file > size) return t('setup.tooLong', { rank: rankName, row, size });
    }
    if (promoted || onB) return t('setup.markAlone', { mark: promoted ? '+' : '|', rank: rankName });
    if (file !== size) return t('setup.covers', { rank: rankName, row, file, size });
  }
  return boards;
}

function emptyHands(game: EditorGame): Record<string, number> {
  const hands: Record<string, number> = {};
  for (const r of game.handRoles) {
    hands[r] = 0;
    hands[r.toLowerCase()] = 0;
  }
  return hands;
}

function addToHand(hands: Record<string, number>, c: string, n: number, game: EditorGame): string | null {
  if (!(c in hands)) {
    return t('setup.notHoldable', { letter: c, letters: game.handRoles.join('') });
  }
  hands[c] += n;
  if (hands[c] > handMax(c, game)) return t('setup.handTooMany', { count: hands[c], letter: c, max: handMax(c, game) });
  return null;
}

function readChessHand(text: string, game: EditorGame): Record<string, number> | string {
  const hands = emptyHands(game);
  if (text === '-') return hands;
  for (const c of text) {
    const error = addToHand(hands, c, 1, game);
    if (error) return error;
  }
  return hands;
}

function readShogiHand(text: string, game: EditorGame): Record<string, number> | string {
  const hands = emptyHands(game);
  if (text === '-') return hands;
  let digits = '';
  for (const c of text) {
    if (c >= '0' && c <= '9') {
      digits += c;
      if (digits.length > 2 || digits.startsWith('0')) return t('setup.badCount', { digits });
      continue;
    }
    if (hands[c] > 0) return t('setup.handTwice', { letter: c });
    const error = addToHand(hands, c, digits === '' ? 1 : Number(digits), game);
    if (error) return error;
    digits = '';
  }
  if (digits !== '') return t('setup.countAtEnd', { digits });
  return hands;
}

/** `what`: the message key naming the field (setup.moveNumber, setup.halfmoveClock, setup.fullmoveNumber). */
function readNumber(text: string, what: string, min: number): number | string {
  if (!/^\d{1,6}$/.test(text) || Number(text) < min) return t('setup.badNumber', { field: t(what), min, text });
  return Number(text);
}

/**
 * Reads a FEN (SFEN for the shogi games) into a setup. Never throws: a text it cannot read gives
 * {ok: false, error} naming the problem.
 */
export function parseSetup(text: string, game: EditorGame): ParseResult {
  const fields = text.trim().split(/\s+/).filter(f => f !== '');
  if (fields.length === 0) return fail(t('setup.empty', { format: game.positionFormat }));
  return game.positionFormat === 'SFEN' ? parseSfen(fields, game) : parseFen(fields, game);
}

function parseSfen(fields: string[], game: EditorGame): ParseResult {
  if (fields.length < 3 || fields.length > 4) {
    return fail(t('setup.sfenFields', { found: fields.length }));
  }
  const boards = readPlacement(fields[0], game);
  if (typeof boards === 'string') return fail(boards);
  if (fields[1] !== 'b' && fields[1] !== 'w') return fail(t('setup.sfenTurn', { turn: fields[1] }));
  const hands = readShogiHand(fields[2], game);
  if (typeof hands === 'string') return fail(hands);
  const fullmove = fields.length === 4 ? readNumber(fields[3], 'setup.moveNumber', 1) : 1;
  if (typeof fullmove === 'string') return fail(fullmove);
  return { ok: true, setup: { boards, hands, turn: fields[1] === 'b' ? 'w' : 'b', castling: '', ep: '', halfmove: 0, fullmove, announcement: '' } };
}

function parseFen(fields: string[], game: EditorGame): ParseResult {
  let announcement = '';
  if (game.announcement && (fields.length === 5 || fields.length === 7)) {
    announcement = fields.pop() as string;
    if (!/^[a-h][1-8]$/.test(announcement)) return fail(t('setup.announcement', { square: announcement }));
  }
  if (fields.length !== 6 && fields.length !== 4) {
    return fail(t('setup.fenFields', { found: fields.length }));
  }
  let placement = fields[0];
  let handText: string | null = null;
  const bracket = placement.indexOf('[');
  if (bracket >= 0) {
    if (!placement.endsWith(']') || placement.indexOf(']') !== placement.length - 1) return fail(t('setup.handsNotClosed'));
    handText = placement.slice(bracket + 1, -1);
    placement = placement.slice(0, bracket);
  } else if (game.hands && placement.split('/').length === 9) {
    handText = placement.slice(placement.lastIndexOf('/') + 1);
    placement = placement.slice(0, placement.lastIndexOf('/'));
  }
  if (handText !== null && !game.hands) return fail(t('setup.noHands', { hands: handText, game: game.name }));
  const boards = readPlacement(placement, game);
  if (typeof boards === 'string') return fail(boards);
  const hands = readChessHand(handText ?? '', game);
  if (typeof hands === 'string') return fail(hands);
  if (fields[1] !== 'w' && fields[1] !== 'b') return fail(t('setup.fenTurn', { turn: fields[1] }));
  const castling = fields[2];
  if (castling !== '-') {
    for (let i = 0; i < castling.length; i++) {
      if (!'KQkq'.includes(castling[i])) return fail(t('setup.castlingLetter', { field: castling, letter: castling[i] }));
      if (castling.indexOf(castling[i]) !== i) return fail(t('setup.castlingRepeat', { field: castling, letter: castling[i] }));
    }
  }
  const ep = fields[3];
  if (ep !== '-' && !/^[a-h][36]$/.test(ep)) return fail(t('setup.enPassant', { square: ep }));
  let halfmove = 0;
  let fullmove = 1;
  if (fields.length === 6) {
    const h = readNumber(fields[4], 'setup.halfmoveClock', 0);
    if (typeof h === 'string') return fail(h);
    const f = readNumber(fields[5], 'setup.fullmoveNumber', 1);
    if (typeof f === 'string') return fail(f);
    halfmove = h;
    fullmove = f;
  }
  const order = 'KQkq';
  return {
    ok: true,
    setup: {
      boards, hands, turn: fields[1] as Turn,
      castling: castling === '-' ? '' : [...castling].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(''),
      ep: ep === '-' ? '' : ep, halfmove, fullmove, announcement,
    },
  };
}
