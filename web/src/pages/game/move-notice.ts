// A desktop notification when the opponent moved while the page is hidden. The browser's permission
// is asked for only when the player turns the switch on; the switch is remembered in localStorage.
const STORAGE_KEY = 'heterodox.notify';

export class MoveNotifier {
  constructor(private readonly storage: Storage = localStorage) {}

  /** on only when the player turned it on and the browser allows it */
  get enabled(): boolean {
    return this.storage.getItem(STORAGE_KEY) === 'on' && supported() && Notification.permission === 'granted';
  }

  /** Turns notices on (asking the browser when needed) or off; gives whether they are on. */
  async setEnabled(on: boolean): Promise<boolean> {
    if (!on || !supported()) {
      this.storage.setItem(STORAGE_KEY, 'off');
      return false;
    }
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    this.storage.setItem(STORAGE_KEY, permission === 'granted' ? 'on' : 'off');
    return permission === 'granted';
  }

  /** Tells of the opponent's move if the page is hidden and notices are on. */
  opponentMoved(title: string, body: string): void {
    if (!document.hidden || !this.enabled) return;
    const notice = new Notification(title, { body, tag: 'heterodox-move' });
    notice.onclick = () => { window.focus(); notice.close(); };
  }
}

export function supported(): boolean {
  return typeof Notification !== 'undefined';
}
