/**
 * "Show code" with JavaScript: the code comes from POST /api/offers/{id}/reveal (which counts the reveal) and is
 * shown in place of the button. When that fails (offline, ended meanwhile), the form posts as it would without
 * JavaScript, and the page it reaches says why.
 */
import { api } from '#src/platform/api-client.ts';

async function reveal(box: HTMLElement, form: HTMLFormElement): Promise<void> {
  const answer = await api<{ code: string }>(`/api/offers/${box.dataset.offerReveal}/reveal`, { method: 'POST' });
  const output = box.querySelector<HTMLElement>('[data-offer-code]');
  const code = output?.querySelector('code');
  if (!answer.ok || !output || !code) {
    form.submit();
    return;
  }
  code.textContent = answer.data.code;
  output.hidden = false;
  form.hidden = true;
  // The button is gone: the code takes the focus, so a screen reader reads it out.
  output.tabIndex = -1;
  output.focus();
}

export function watchCodeReveals(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-offer-reveal]')) {
    const form = box.querySelector('form');
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      void reveal(box, form);
    });
  }
}
