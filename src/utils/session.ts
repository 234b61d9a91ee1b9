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

/** Clears everything the session stored (logout and 401). The locale preference is kept. */
export function clearSession() {
  for (const key of [
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.authorization,
    STORAGE_KEYS.sandboxVersion,
    STORAGE_KEYS.permissionCode,
  ]) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }
}
