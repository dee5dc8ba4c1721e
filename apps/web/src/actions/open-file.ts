// Opens a file the API answers (a certificate PDF) in a new window. The window is opened at the
// click, before the call, because a browser blocks a window a script opens later; it then
// navigates to the file. A bearer token cannot ride on a bare link, hence the blob.
export const openFile = async (load: () => Promise<Blob>): Promise<boolean> => {
  const target = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else window.location.assign(url);
    // The new window has loaded it by then; the URL is only a handle.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (error) {
    target?.close();
    throw error;
  }
};
