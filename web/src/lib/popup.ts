/** Opens `url` in a centred popup window of the given size, with scrollbars, resizable. */
export function openCenteredPopup(url: string, name: string, { width, height }: { width: number; height: number }): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
  return window.open(url, name, features);
}
