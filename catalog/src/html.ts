const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text, or an attribute's value (quoted either way), for HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** An address a mail client can take: no spaces, brackets or second @ (an unset fact's placeholder has them). */
export const isMailtoAddress = (address: string): boolean => /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/.test(address);
