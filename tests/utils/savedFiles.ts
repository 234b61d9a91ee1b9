/** A file the screen saved: the name its link gave and the blob behind the link. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * The files a screen saves through a download link (a blob URL and an anchor's click), captured
 * instead of downloaded. The list is emptied before each test.
 */
export function useSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => `blob:${blobs.push(blob) - 1}`,
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop())] });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return saved;
}
