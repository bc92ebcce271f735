import { type APIRequestContext, expect } from '@playwright/test';
import { orderPhotography, type PhotoOrder } from './bookings.ts';
import { hubAs } from './hub.ts';

/** An order of the agent's office that the office left to the provider's phone (the receipt's first choice). */
export async function phoneOrder(): Promise<PhotoOrder & { bookingId: string }> {
  const office = await hubAs('admin@demo.test');
  const order = await orderPhotography(office, 'København', [], 'agent@demo.test');
  const chosen = await office.post(`/api/orders/${order.orderId}/booking-choice`, {
    data: { choice: 'PROVIDER_PHONE' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const { bookingId } = await chosen.json();
  await office.dispose();
  return { ...order, bookingId };
}

/** The Wednesday of next week, a working day whatever day the test runs. */
export function nextWednesday(): string {
  const day = new Date();
  day.setDate(day.getDate() + 7 - ((day.getDay() + 6) % 7) + 2);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export async function photographerId(coordinator: APIRequestContext, name: string): Promise<string> {
  const { photographers } = await (await coordinator.get('/api/provider/visits/to-book')).json();
  const found = photographers.find((item: { name: string }) => item.name === name);
  if (!found) throw new Error(`no photographer ${name}`);
  return found.id;
}

/** Tomorrow's date in Copenhagen (YYYY-MM-DD): a day that has every hour still ahead of it. */
export function tomorrowInCopenhagen(): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Copenhagen' });
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return tomorrow.toISOString().slice(0, 10);
}

/**
 * Books Anna Fotograf by phone on `day` at the first free time from 09:00 UTC (10:00 or 11:00 in
 * Copenhagen): every 30 minutes, a time she has another visit near answers 409 and the next one is tried.
 */
export async function bookAnnaOn(bookingId: string, day: string) {
  const coordinator = await hubAs('coordinator@demo.test');
  const anna = await photographerId(coordinator, 'Anna Fotograf');
  let booked = false;
  for (let start = Date.parse(`${day}T09:00:00Z`); !booked; start += 1_800_000) {
    const answer = await coordinator.post(`/api/provider/visits/${bookingId}/book`, {
      data: { photographerId: anna, start: new Date(start).toISOString() },
    });
    booked = answer.status() === 200;
    if (!booked) expect(answer.status(), await answer.text()).toBe(409);
  }
  await coordinator.dispose();
}
