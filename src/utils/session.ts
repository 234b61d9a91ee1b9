import { STORAGE_KEYS } from '@/constants';

/** User info as stored after login (spec point 3). homeUrl is only set for embedded (abutment) users. */
export interface UserInfo {
  userType: number;
  userId: string;
  userCode: string;
  userName: string;
  socketHost: string;
  headImg: string;
  homeUrl?: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lives only as long as the page.
  }
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
export function enterTraining(training: { id?: string; trainId?: string; sandTableId?: string | number | null }) {
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
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }
}
