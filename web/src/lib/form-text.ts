/** A form field's text, trimmed ('' when the form has no such field): what the islands send. */
export const formText = (form: HTMLFormElement, name: string): string => ((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim();
