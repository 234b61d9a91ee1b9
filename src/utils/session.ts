import { STORAGE_KEYS } from '@/constants';

/**
 * User info as stored after login (spec point 3): the login answer's fields (src/services/auth.ts
 * stores only what its contract, Answer<'auth.login'>, lets it assign here), the id as its digits.
 * headImg and socketHost are null when the user has none; homeUrl is only set for embedded
 * (abutment) users.
 */
export interface UserInfo {
  userType: number;
  userId: string;
  userCode: string;
  userName: string;
  socketHost: string | null;
  headImg: string | null;
  homeUrl?: string | null;
}

/** What could not be stored (private mode, a full quota): the session then lives as long as the page. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (stored !== null) return stored;
  } catch {
    /* storage unavailable: the page's own copy below */
  }
  return memory.get(key) ?? null;
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    // Private mode or a full quota: kept in the page, so the login still works in this tab.
    memory.set(key, value);
  }
}

/** Called when the session ends: logout, 401, or a logout in another tab (src/stores/dvaConfig.ts resets the models). */
type SessionEndListener = () => void;
const endListeners = new Set<SessionEndListener>();

/** Registers a listener for the end of the session; returns its removal. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function notifySessionEnd() {
  endListeners.forEach((listener) => listener());
}

/** The stored user info, or an empty object when none is stored (spec point 3). */
export function getUserInfo(): Partial<UserInfo> {
  const raw = read(STORAGE_KEYS.userInfo);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export function hasUserInfo(): boolean {
  return Object.keys(getUserInfo()).length > 0;
}

export function setUserInfo(info: Partial<UserInfo>) {
  write(STORAGE_KEYS.userInfo, JSON.stringify(info));
}

export function getAuthorization(): string {
  return read(STORAGE_KEYS.authorization) || '';
}

export function saveSession(info: Partial<UserInfo>, authorization: string) {
  setUserInfo(info);
  write(STORAGE_KEYS.authorization, authorization);
}

/** The permission code fetched after login (login model). */
export function setPermissionCode(code: string[]) {
  write(STORAGE_KEYS.permissionCode, JSON.stringify(code));
}

export function getSandboxVersion(): string {
  return read(STORAGE_KEYS.sandboxVersion) || '';
}

export function setSandboxVersion(version: string | number) {
  write(STORAGE_KEYS.sandboxVersion, String(version));
}

/** The sandbox version a sand table selects: '2' gz, '3' release, any other the default '1'. */
export function sandboxVersionOf(sandTableId: string | number): string {
  const id = String(sandTableId);
  return id === '2' || id === '3' ? id : '1';
}

/**
 * Enters the sand table of a training or case: later shunt calls go to its service variant. A
 * missing sandTableId (a row that does not carry one) leaves the stored version as it is.
 */
export function enterSandTable(sandTableId: string | number | null | undefined) {
  if (sandTableId === undefined || sandTableId === null || sandTableId === '') return;
  const version = sandboxVersionOf(sandTableId);
  // Screens call this while rendering, so it writes only on a change.
  if (getSandboxVersion() !== version) setSandboxVersion(version);
}

/** The training the user entered last. */
export interface CurrentTraining {
  trainId: string;
  sandTableId: string;
}

export function getCurrentTraining(): CurrentTraining | null {
  const raw = read(STORAGE_KEYS.currentTraining);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed.trainId === 'string' && parsed.trainId
      ? { trainId: parsed.trainId, sandTableId: String(parsed.sandTableId ?? '') }
      : null;
  } catch {
    return null;
  }
}

/**
 * Enters a training: its sand table becomes the stored sandbox version and it becomes the training
 * the experiment screens open when no other is named. Idempotent, so screens may call it while rendering.
 */
export function enterTraining(training: {
  id?: string | number;
  trainId?: string;
  sandTableId?: string | number | null;
}) {
  const trainId = String(training.trainId ?? training.id ?? '');
  if (!trainId) return;
  const known = getCurrentTraining();
  // A row without a sandTableId keeps what is known of the same training.
  const sandTableId =
    training.sandTableId !== undefined && training.sandTableId !== null && training.sandTableId !== ''
      ? String(training.sandTableId)
      : known?.trainId === trainId
        ? known.sandTableId
        : '';
  enterSandTable(sandTableId);
  if (known?.trainId !== trainId || known.sandTableId !== sandTableId)
    write(STORAGE_KEYS.currentTraining, JSON.stringify({ trainId, sandTableId }));
}

/** Clears everything the session stored (logout and 401). The locale preference is kept. */
export function clearSession() {
  for (const key of [
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.authorization,
    STORAGE_KEYS.sandboxVersion,
    STORAGE_KEYS.permissionCode,
    STORAGE_KEYS.currentTraining,
  ]) {
    memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }
  notifySessionEnd();
}

/**
 * Another tab of the app ended the session (logout or 401 clear the shared authorization): this
 * tab ends it too, with `leave` taking the user to the login screen. Returns the listener's removal.
 */
export function followOtherTabs(leave: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    const ended = (event.key === STORAGE_KEYS.authorization || event.key === null) && !event.newValue;
    if (!ended || event.storageArea !== window.localStorage) return;
    memory.clear();
    notifySessionEnd();
    leave();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
