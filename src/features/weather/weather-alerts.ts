/** Browser side of WeatherAlerts.astro: fetch, filter out dismissed alerts, render with textContent only. */
import { api } from '#src/platform/api-client.ts';
import type { WeatherAlert, WeatherAlerts } from './weather.ts';

const STORAGE_KEY = 'weather-alerts-dismissed';

const dismissed = (): string[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

const remember = (id: string): void => {
  try {
    // Alert ids are unique per issuance; a re-issued alert has a new id and shows again.
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...dismissed(), id].slice(-30)));
  } catch {
    // Storage blocked: the alert stays dismissed for this page only.
  }
};

// Severe and extreme alerts in strong red, the rest in amber; the event name always says which.
const SEVERE = ['border-red-800', 'bg-red-700', 'text-white'];
const OTHER = ['border-amber-500', 'bg-amber-50', 'text-amber-950'];

const render = (region: HTMLElement, template: HTMLTemplateElement, alert: WeatherAlert): HTMLElement => {
  const node = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  node.classList.add(...(alert.severity === 'Severe' || alert.severity === 'Extreme' ? SEVERE : OTHER));
  node.dataset.alertId = alert.id;
  node.querySelector('[data-alert-event]')!.textContent = alert.event;
  node.querySelector('[data-alert-headline]')!.textContent = alert.headline === alert.event ? '' : alert.headline;
  const button = node.querySelector<HTMLButtonElement>('[data-alert-dismiss]')!;
  button.setAttribute('aria-label', `Dismiss ${alert.event}`);
  button.addEventListener('click', () => {
    remember(alert.id);
    const next = node.nextElementSibling ?? node.previousElementSibling;
    node.remove();
    if (region.childElementCount === 0) region.hidden = true;
    else next?.querySelector<HTMLButtonElement>('[data-alert-dismiss]')?.focus();
  });
  return node;
};

export const showWeatherAlerts = async (): Promise<void> => {
  const region = document.querySelector<HTMLElement>('[data-weather-alerts]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-weather-alert-template]');
  if (!region || !template) return;
  const result = await api<WeatherAlerts>('/api/weather-alerts');
  if (!result.ok) return; // no banner is the right answer when alerts cannot be checked
  const body = result.data;
  const hidden = new Set(dismissed());
  const alerts = (Array.isArray(body.alerts) ? body.alerts : []).filter((alert) => !hidden.has(alert.id)).slice(0, 3);
  region.replaceChildren(...alerts.map((alert) => render(region, template, alert)));
  region.hidden = alerts.length === 0;
};
