/**
 * The message shown under a form field, read through the field's description (aria-describedby) as a
 * screen reader does: proof that the message belongs to that field, not only that it is on the page.
 */
export function messageOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
